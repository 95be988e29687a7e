import { ESCROW_FLOW, type EscrowState, type TransactionStep } from './escrow-states'

/** How each step reads on the timeline and in its e-mail (our words; the steps are 001 §4's). */
export const STEP_LABELS: Record<TransactionStep, string> = {
  VIEWING_REQUESTED: 'Viewing requested',
  VIEWING_CONFIRMED: 'Viewing confirmed',
  VIEWING_RESCHEDULED: 'Viewing rescheduled',
  VIEWED: 'Property viewed',
  INTEREST_SHOWN: 'Interest shown',
  PAYMENT_REQUESTED: 'Payment requested',
  FUNDS_HELD: 'Funds held in escrow',
  DUE_DILIGENCE_CONFIRMED: 'Due diligence and title confirmed',
  POSSESSION_TRANSFERRED: 'Possession transferred',
  BUYER_ACCEPTED: 'Accepted by you',
  FUNDS_RELEASED: 'Funds released',
  DISPUTE_RAISED: 'Dispute raised: funds held',
  DISPUTE_RESOLVED: 'Dispute resolved',
  FUNDS_RETURNED: 'Funds returned to you',
  CANCELED: 'Canceled',
}

/** What each step means for the buyer, one or two sentences. */
export const STEP_MEANINGS: Record<TransactionStep, string> = {
  VIEWING_REQUESTED: 'You asked to view the property. The realtor will confirm the time or suggest another.',
  VIEWING_CONFIRMED: 'The time of your viewing is confirmed.',
  VIEWING_RESCHEDULED: 'Your viewing needs a new time; the realtor will agree one with you.',
  VIEWED: 'The property has been viewed. Tell us if you want to go ahead.',
  INTEREST_SHOWN: 'You want to buy: the seller knows, and the terms of the sale are being agreed.',
  PAYMENT_REQUESTED: 'The escrow partner has asked you to pay into escrow. Pay only into the escrow account shown on your transaction, never to a person.',
  FUNDS_HELD: 'Your money is in the escrow partner’s custodian account. The seller cannot touch it until you accept the property.',
  DUE_DILIGENCE_CONFIRMED: 'Our partner law firm has finished the due diligence and confirmed the title.',
  POSSESSION_TRANSFERRED: 'The property has been handed over to you. Check it, then accept it — or raise a dispute if something is wrong.',
  BUYER_ACCEPTED: 'You confirmed on the platform that you accept the property. The funds can now be released to the seller.',
  FUNDS_RELEASED: 'The funds have been released to the seller, less the fees and any retentions agreed in the sale.',
  DISPUTE_RAISED: 'You reported a problem. Your funds stay held in escrow until the dispute is resolved.',
  DISPUTE_RESOLVED: 'The dispute is resolved and the transaction continues from where it stopped.',
  FUNDS_RETURNED: 'The dispute ended the sale: your funds are being returned to you by the escrow partner.',
  CANCELED: 'This transaction was canceled. No money is held for it.',
}

export interface EscrowFlowItem {
  step: TransactionStep
  label: string
  /** done: reached; next: the step the flow waits for; upcoming: later. */
  state: 'done' | 'next' | 'upcoming'
  occurred_at: string | null
}

/**
 * The escrow flow of 001 §4 as the timeline draws it: each of its seven steps done (with when),
 * the next one the flow waits for, or still to come. A closed transaction keeps what it reached
 * and has no next; one that never left the viewing has its first step next once viewed.
 */
export function escrowFlow(state: EscrowState, events: readonly { step: TransactionStep; occurred_at: string }[]): EscrowFlowItem[] {
  const when = new Map<TransactionStep, string>()
  for (const e of events) when.set(e.step, e.occurred_at)
  const reached = Math.max(-1, ...ESCROW_FLOW.map((step, i) => (when.has(step) ? i : -1)))
  const open = !['CANCELED', 'FUNDS_RETURNED', 'FUNDS_RELEASED'].includes(state.step)
  const waiting = open && (reached >= 0 || state.step === 'VIEWED') ? reached + 1 : -1
  return ESCROW_FLOW.map((step, i) => ({
    step,
    label: STEP_LABELS[step],
    state: i <= reached ? 'done' : i === waiting ? 'next' : 'upcoming',
    occurred_at: i <= reached ? (when.get(step) ?? null) : null,
  }))
}
