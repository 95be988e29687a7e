import { useParams } from 'react-router-dom'
import { TransactionTimelinePage } from '~/features/transactions/timeline/transaction-timeline-page'

/** /transactions/:id: one transaction's escrow flow and history, and the buyer's moves on it (decision 035). */
export function Component() {
  const { id = '' } = useParams()
  return <TransactionTimelinePage id={id} />
}
