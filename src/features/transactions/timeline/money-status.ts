import type { ESCROW_FLOW, TransactionStep } from '~/shared/transactions/escrow-states'

/** How the money reads at a glance: nothing paid, a payment asked for, held, held in a dispute, paid out. */
export type MoneyTone = 'none' | 'requested' | 'held' | 'disputed' | 'released' | 'returned'

export interface MoneyStatus {
  tone: MoneyTone
  title: string
  text: string
}

const NOTHING_PAID: MoneyStatus = {
  tone: 'none',
  title: 'No money has been paid',
  text: 'Nothing is paid at this stage. If you decide to buy, our escrow partner asks you to pay into escrow — never to a person.',
}
const HELD: MoneyStatus = {
  tone: 'held',
  title: 'Your money is held in escrow',
  text: 'It sits in the escrow partner’s custodian account. The seller cannot receive it until you accept the property.',
}

const BY_STEP: Partial<Record<TransactionStep, MoneyStatus>> = {
  PAYMENT_REQUESTED: {
    tone: 'requested',
    title: 'Payment into escrow requested',
    text: 'Pay only into the escrow account shown on this page, with its reference. The escrow partner holds your money; the seller does not receive it.',
  },
  FUNDS_HELD: HELD,
  DUE_DILIGENCE_CONFIRMED: HELD,
  POSSESSION_TRANSFERRED: HELD,
  BUYER_ACCEPTED: {
    tone: 'held',
    title: 'Your money is held in escrow, ready for release',
    text: 'You accepted the property. The escrow partner now releases the funds to the seller, less fees and any agreed retained sums.',
  },
  FUNDS_RELEASED: {
    tone: 'released',
    title: 'Funds released to the seller',
    text: 'The purchase is complete. The seller received the funds, less fees and any agreed retained sums.',
  },
  FUNDS_RETURNED: {
    tone: 'returned',
    title: 'Funds returned to you',
    text: 'The dispute ended the sale: the escrow partner is returning your money to you.',
  },
  CANCELED: { tone: 'none', title: 'Transaction canceled', text: 'No money is held for this transaction.' },
}

const DISPUTED: MoneyStatus = {
  tone: 'disputed',
  title: 'Funds held pending a dispute',
  text: 'You reported a problem. Your money stays in escrow and nothing is released to the seller until the dispute is resolved.',
}

/** Where the buyer's money is, from the transaction's last step and whether a dispute is open (001 §4). */
export const moneyStatus = (step: TransactionStep, disputed: boolean): MoneyStatus => (disputed ? DISPUTED : (BY_STEP[step] ?? NOTHING_PAID))

/** What the escrow flow waits for at its next step, in the buyer's terms. */
export const WAITING_FOR: Record<(typeof ESCROW_FLOW)[number], string> = {
  INTEREST_SHOWN: 'Waiting for you to tell us you want to buy',
  PAYMENT_REQUESTED: 'Waiting for the escrow partner to ask you to pay',
  FUNDS_HELD: 'Waiting for your payment to reach the escrow account',
  DUE_DILIGENCE_CONFIRMED: 'Waiting for our partner law firm to finish due diligence and confirm the title',
  POSSESSION_TRANSFERRED: 'Waiting for the property to be handed over to you',
  BUYER_ACCEPTED: 'Waiting for you to check the property and accept it',
  FUNDS_RELEASED: 'Waiting for the escrow partner to release the funds to the seller',
}

/** The next step while a dispute is open: the flow is paused, not waiting. */
export const PAUSED_BY_DISPUTE = 'Paused: your funds are held until the dispute is resolved'

/** A transaction that can move no further: the funds released or returned, or canceled. */
export const isClosed = (step: TransactionStep) => step === 'FUNDS_RELEASED' || step === 'FUNDS_RETURNED' || step === 'CANCELED'
