import type { Stage, TransactionStatus } from './viewing-states'

/**
 * The one state machine of a transaction (decision 035): a viewing request that may grow into a
 * purchase through the escrow flow of 001 §4. A transaction is the list of its events; its state
 * — and so the status, stage ring and badge of 000 §4 — is derived from them here and nowhere else.
 * Pure: the server refuses what `canTake` denies, the UI reads the same answers.
 */
export const TRANSACTION_STEPS = [
  'VIEWING_REQUESTED',
  'VIEWING_CONFIRMED',
  'VIEWING_RESCHEDULED',
  'VIEWED',
  'INTEREST_SHOWN',
  'PAYMENT_REQUESTED',
  'FUNDS_HELD',
  'DUE_DILIGENCE_CONFIRMED',
  'POSSESSION_TRANSFERRED',
  'BUYER_ACCEPTED',
  'FUNDS_RELEASED',
  'DISPUTE_RAISED',
  'DISPUTE_RESOLVED',
  'FUNDS_RETURNED',
  'CANCELED',
] as const
export type TransactionStep = (typeof TRANSACTION_STEPS)[number]

/** Who records an event: the signed-in buyer, an operator (npm run ops, /api/v1/ops), or the system (migration, seed). */
export const EVENT_ACTORS = ['buyer', 'operator', 'system'] as const
export type EventActor = (typeof EVENT_ACTORS)[number]

/** The escrow flow of 001 §4, in order: what the buyer's timeline shows after the viewing. */
export const ESCROW_FLOW = [
  'INTEREST_SHOWN',
  'PAYMENT_REQUESTED',
  'FUNDS_HELD',
  'DUE_DILIGENCE_CONFIRMED',
  'POSSESSION_TRANSFERRED',
  'BUYER_ACCEPTED',
  'FUNDS_RELEASED',
] as const satisfies readonly TransactionStep[]

/** Where a transaction stands between events: its last step, or an open dispute. */
export type Position = Exclude<TransactionStep, 'DISPUTE_RAISED' | 'DISPUTE_RESOLVED'> | 'DISPUTE_OPEN' | 'NEW'

/**
 * What may come next, and who may record it. The buyer may cancel before anyone visited, accept
 * once possession is theirs, and dispute while the funds are held and not yet accepted (001 §4:
 * "during the documentation, due diligence or inspection period"). Everything else is an operator's.
 */
export const TRANSITIONS: Record<Position, { buyer: readonly TransactionStep[]; operator: readonly TransactionStep[] }> = {
  NEW: { buyer: ['VIEWING_REQUESTED'], operator: [] },
  VIEWING_REQUESTED: { buyer: ['CANCELED'], operator: ['VIEWING_CONFIRMED', 'VIEWING_RESCHEDULED', 'CANCELED'] },
  VIEWING_CONFIRMED: { buyer: ['CANCELED'], operator: ['VIEWED', 'VIEWING_RESCHEDULED', 'CANCELED'] },
  VIEWING_RESCHEDULED: { buyer: ['CANCELED'], operator: ['VIEWING_CONFIRMED', 'CANCELED'] },
  VIEWED: { buyer: [], operator: ['INTEREST_SHOWN', 'CANCELED'] },
  INTEREST_SHOWN: { buyer: [], operator: ['PAYMENT_REQUESTED', 'CANCELED'] },
  PAYMENT_REQUESTED: { buyer: [], operator: ['FUNDS_HELD', 'CANCELED'] },
  FUNDS_HELD: { buyer: ['DISPUTE_RAISED'], operator: ['DUE_DILIGENCE_CONFIRMED'] },
  DUE_DILIGENCE_CONFIRMED: { buyer: ['DISPUTE_RAISED'], operator: ['POSSESSION_TRANSFERRED'] },
  POSSESSION_TRANSFERRED: { buyer: ['BUYER_ACCEPTED', 'DISPUTE_RAISED'], operator: [] },
  BUYER_ACCEPTED: { buyer: [], operator: ['FUNDS_RELEASED'] },
  DISPUTE_OPEN: { buyer: [], operator: ['DISPUTE_RESOLVED', 'FUNDS_RETURNED'] },
  FUNDS_RELEASED: { buyer: [], operator: [] },
  FUNDS_RETURNED: { buyer: [], operator: [] },
  CANCELED: { buyer: [], operator: [] },
}

/** The status and stage of 000 §4 each step leads to; null keeps the stage it had. */
const STEP_STATE: Record<TransactionStep, { status: TransactionStatus; stage: Stage | null }> = {
  VIEWING_REQUESTED: { status: 'PENDING_CONFIRMATION', stage: 'INSPECTION' },
  VIEWING_CONFIRMED: { status: 'CONFIRMED', stage: 'INSPECTION' },
  VIEWING_RESCHEDULED: { status: 'RESCHEDULED', stage: 'INSPECTION' },
  VIEWED: { status: 'VISITED', stage: 'INSPECTION' },
  INTEREST_SHOWN: { status: 'IN_PROGRESS', stage: 'SUBMIT_OFFER' },
  PAYMENT_REQUESTED: { status: 'IN_PROGRESS', stage: 'SUBMIT_OFFER' },
  FUNDS_HELD: { status: 'IN_PROGRESS', stage: 'DUE_DILIGENCE' },
  DUE_DILIGENCE_CONFIRMED: { status: 'IN_PROGRESS', stage: 'CLOSING' },
  POSSESSION_TRANSFERRED: { status: 'IN_PROGRESS', stage: 'CLOSING' },
  BUYER_ACCEPTED: { status: 'IN_PROGRESS', stage: 'CLOSING' },
  FUNDS_RELEASED: { status: 'COMPLETED', stage: 'CLOSING' },
  DISPUTE_RAISED: { status: 'ON_HOLD', stage: null },
  DISPUTE_RESOLVED: { status: 'IN_PROGRESS', stage: null },
  FUNDS_RETURNED: { status: 'CANCELED', stage: null },
  CANCELED: { status: 'CANCELED', stage: null },
}

export interface EscrowState {
  /** The last step on the way; an open dispute does not move it, and resolving it resumes here. */
  step: Exclude<Position, 'DISPUTE_OPEN' | 'NEW'>
  /** Funds held pending a dispute (001 §4). */
  disputed: boolean
  status: TransactionStatus
  stage_status: Stage
}

export const positionOf = (state: EscrowState | null): Position => (!state ? 'NEW' : state.disputed ? 'DISPUTE_OPEN' : state.step)

/** Steps that may follow, for one actor; the system (history being replayed) may take either's. */
export function allowedSteps(state: EscrowState | null, actor: EventActor): readonly TransactionStep[] {
  const next = TRANSITIONS[positionOf(state)]
  return actor === 'system' ? [...next.buyer, ...next.operator] : next[actor]
}

export const canTake = (state: EscrowState | null, step: TransactionStep, actor: EventActor) => allowedSteps(state, actor).includes(step)

export const isFinal = (state: EscrowState | null) => allowedSteps(state, 'system').length === 0

/** The state after one event, or null when the machine refuses it. */
export function applyEvent(state: EscrowState | null, step: TransactionStep, actor: EventActor): EscrowState | null {
  if (!canTake(state, step, actor)) return null
  const { status, stage } = STEP_STATE[step]
  const stage_status = stage ?? state?.stage_status ?? 'INSPECTION'
  if (step === 'DISPUTE_RAISED') return { ...state!, status, disputed: true }
  if (step === 'DISPUTE_RESOLVED') return { ...state!, status, disputed: false }
  return { step, disputed: false, status, stage_status }
}

export class InvalidHistoryError extends Error {
  constructor(readonly index: number, readonly step: string) {
    super(`Event ${index} (${step}) cannot follow the events before it`)
    this.name = 'InvalidHistoryError'
  }
}

/** A transaction's state from its events, oldest first; a history the machine refuses throws. */
export function deriveState(events: readonly { step: TransactionStep; actor: EventActor }[]): EscrowState {
  let state: EscrowState | null = null
  events.forEach((e, i) => {
    state = applyEvent(state, e.step, e.actor)
    if (!state) throw new InvalidHistoryError(i, e.step)
  })
  if (!state) throw new InvalidHistoryError(0, 'none')
  return state
}

/** What the buyer may do now, as the API names the actions. */
export type BuyerAction = 'cancel' | 'accept' | 'dispute'
const BUYER_ACTION_STEP: Record<BuyerAction, TransactionStep> = { cancel: 'CANCELED', accept: 'BUYER_ACCEPTED', dispute: 'DISPUTE_RAISED' }
export const buyerActions = (state: EscrowState): BuyerAction[] =>
  (Object.keys(BUYER_ACTION_STEP) as BuyerAction[]).filter((a) => canTake(state, BUYER_ACTION_STEP[a], 'buyer'))

/** Why the buyer may not take a step now, in words they can act on; null when they may. */
export function buyerRefusal(state: EscrowState, action: 'accept' | 'dispute'): string | null {
  if (canTake(state, BUYER_ACTION_STEP[action], 'buyer')) return null
  if (state.disputed) return action === 'accept'
    ? 'Your funds are held pending a dispute: you can accept once it is resolved.'
    : 'A dispute is already open on this transaction; the team will be in touch.'
  if (state.step === 'FUNDS_RELEASED') return 'This transaction is complete: the funds have been released to the seller.'
  if (state.step === 'CANCELED' || state.step === 'FUNDS_RETURNED') return 'This transaction has been closed.'
  if (state.step === 'BUYER_ACCEPTED') return action === 'accept'
    ? 'You have already accepted this property.'
    : 'You have accepted this property, so it can no longer be disputed.'
  return action === 'accept'
    ? 'You can accept once possession of the property has been transferred to you.'
    : 'You can raise a dispute once your funds are held in escrow, until you accept the property.'
}
