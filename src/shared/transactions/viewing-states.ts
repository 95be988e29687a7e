/**
 * The one state machine of a viewing request / transaction (000 §4; decision 030 writes down the
 * transitions, which the spec leaves open). Pure: the server refuses anything `canMove` denies,
 * and the UI derives its labels, badges and ring from the same record.
 */
export const TRANSACTION_STATUSES = [
  'PENDING_CONFIRMATION',
  'CONFIRMED',
  'VISITED',
  'RESCHEDULED',
  'CANCELED',
  'ON_HOLD',
  'IN_PROGRESS',
  'COMPLETED',
] as const
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number]

export const STAGES = ['INSPECTION', 'SUBMIT_OFFER', 'DUE_DILIGENCE', 'CLOSING'] as const
export type Stage = (typeof STAGES)[number]

/** Where each status may go next. CANCELED and COMPLETED are final. */
export const STATUS_TRANSITIONS: Record<TransactionStatus, readonly TransactionStatus[]> = {
  PENDING_CONFIRMATION: ['CONFIRMED', 'RESCHEDULED', 'CANCELED'],
  CONFIRMED: ['VISITED', 'RESCHEDULED', 'CANCELED', 'ON_HOLD'],
  RESCHEDULED: ['CONFIRMED', 'CANCELED'],
  VISITED: ['IN_PROGRESS', 'ON_HOLD', 'CANCELED'],
  IN_PROGRESS: ['ON_HOLD', 'COMPLETED', 'CANCELED'],
  ON_HOLD: ['CONFIRMED', 'IN_PROGRESS', 'CANCELED'],
  CANCELED: [],
  COMPLETED: [],
}

/** Statuses a buyer may cancel from themselves: before anyone has visited. */
export const BUYER_CANCELLABLE: readonly TransactionStatus[] = ['PENDING_CONFIRMATION', 'CONFIRMED', 'RESCHEDULED']

export const INITIAL = { status: 'PENDING_CONFIRMATION', stage_status: 'INSPECTION' } as const satisfies {
  status: TransactionStatus
  stage_status: Stage
}

export interface TransactionState {
  status: TransactionStatus
  stage_status: Stage
}

export type Move = { to: TransactionStatus } | { stage: Stage }

/**
 * Whether a move is allowed. A status move follows STATUS_TRANSITIONS. A stage moves one step
 * forward only, and only while the purchase is under way (VISITED or IN_PROGRESS); CLOSING is
 * the last stage and COMPLETED the last status.
 */
export function canMove(from: TransactionState, move: Move): boolean {
  if ('to' in move) return STATUS_TRANSITIONS[from.status].includes(move.to)
  if (from.status !== 'VISITED' && from.status !== 'IN_PROGRESS') return false
  return STAGES.indexOf(move.stage) === STAGES.indexOf(from.stage_status) + 1
}

/** The state after a move, or null when the move is refused. */
export function applyMove(from: TransactionState, move: Move): TransactionState | null {
  if (!canMove(from, move)) return null
  return 'to' in move ? { ...from, status: move.to } : { ...from, stage_status: move.stage }
}

/** How a status reads on a card (000 §4: PENDING_CONFIRMATION is shown 'Pending'). */
export const STATUS_LABELS: Record<TransactionStatus, string> = {
  PENDING_CONFIRMATION: 'Pending',
  CONFIRMED: 'Confirmed',
  VISITED: 'Visited',
  RESCHEDULED: 'Rescheduled',
  CANCELED: 'Canceled',
  ON_HOLD: 'On hold',
  IN_PROGRESS: 'In progress',
  COMPLETED: 'Completed',
}

export const statusLabel = (status: string) => STATUS_LABELS[status as TransactionStatus] ?? status

/** The progress ring (000 §4): INSPECTION 25 %, SUBMIT_OFFER 50 %, DUE_DILIGENCE 70 %, CLOSING 85 %, else 0 % 'In progress'. */
const RING: Record<Stage, number> = { INSPECTION: 25, SUBMIT_OFFER: 50, DUE_DILIGENCE: 70, CLOSING: 85 }
export function stageRing(stage: string | null | undefined): { percent: number; label: string } {
  const percent = RING[stage as Stage] ?? 0
  return { percent, label: percent ? `${percent}%` : 'In progress' }
}

export const STAGE_LABELS: Record<Stage, string> = {
  INSPECTION: 'Inspection',
  SUBMIT_OFFER: 'Submit offer',
  DUE_DILIGENCE: 'Due diligence',
  CLOSING: 'Closing',
}

/**
 * The alternative badge wording (000 §4): NEGOTIATION 'Negotiation Stage', UNDER_INSPECTION
 * 'Inspection Stage', COMPLETED 'Purchase Completed', else 'N/A'. A transaction's badge key is
 * derived from its record: a completed purchase, an inspection not yet done, else negotiation.
 */
export const BADGE_WORDING: Record<string, string> = {
  NEGOTIATION: 'Negotiation Stage',
  UNDER_INSPECTION: 'Inspection Stage',
  COMPLETED: 'Purchase Completed',
}
export const badgeWording = (key: string | null | undefined) => (key && BADGE_WORDING[key]) || 'N/A'

export function badgeKey(state: TransactionState): string | null {
  if (state.status === 'COMPLETED') return 'COMPLETED'
  if (state.status === 'CANCELED') return null
  if (state.stage_status === 'INSPECTION') return 'UNDER_INSPECTION'
  return 'NEGOTIATION'
}
