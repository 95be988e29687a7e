import { TransactionsPage } from '~/features/transactions/transactions-page'

/** /transactions (000 §2): the buyer's viewings and purchases, with their stage and status. */
export function Component() {
  return <TransactionsPage />
}
