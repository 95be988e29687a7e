import * as v from 'valibot'
import type { TransactionStep } from '~/shared/transactions/escrow-states'
import { STEP_LABELS } from '~/shared/transactions/escrow-steps'

/** The transactions board (issue 24, decision 049): columns by escrow step, as staff read them. */
export const BOARD_COLUMNS = ['viewing', 'offer', 'held', 'accepted', 'disputed', 'closed'] as const
export type BoardColumn = (typeof BOARD_COLUMNS)[number]

export const BOARD_COLUMN_LABELS: Record<BoardColumn, string> = {
  viewing: 'Viewing',
  offer: 'Interest and payment',
  held: 'Funds held',
  accepted: 'Accepted: release',
  disputed: 'Disputed',
  closed: 'Closed',
}

/** Which steps each column holds (an open dispute is its own column, whatever the step). */
export const COLUMN_STEPS: Record<Exclude<BoardColumn, 'disputed'>, readonly TransactionStep[]> = {
  viewing: ['VIEWING_REQUESTED', 'VIEWING_CONFIRMED', 'VIEWING_RESCHEDULED', 'VIEWED'],
  offer: ['INTEREST_SHOWN', 'PAYMENT_REQUESTED'],
  held: ['FUNDS_HELD', 'DUE_DILIGENCE_CONFIRMED', 'POSSESSION_TRANSFERRED'],
  accepted: ['BUYER_ACCEPTED'],
  closed: ['FUNDS_RELEASED', 'FUNDS_RETURNED', 'CANCELED'],
}

/** How a step reads to staff: the buyer's timeline labels, with the three that speak to the buyer ('Accepted by you') said of them. */
export const STAFF_STEP_LABELS: Record<TransactionStep, string> = {
  ...STEP_LABELS,
  BUYER_ACCEPTED: 'Accepted by the buyer',
  DISPUTE_RAISED: 'Dispute raised',
  FUNDS_RETURNED: 'Funds returned to the buyer',
}

export interface BoardRelease {
  id: number
  /** Who asked: a staff member's address, or the operator token or the terminal's user (issue 33). */
  requested_by: string
  requested_at: string
  note: string | null
  /** The signed-in staff member asked: they cannot approve it. */
  mine: boolean
}

export interface BoardTransaction {
  id: number
  step: TransactionStep
  disputed: boolean
  listing: { id: number; slug: string; title: string; property_id: string }
  buyer: { name: string; email: string }
  updated_at: string
  /** Steps staff may record here; FUNDS_RELEASED goes through a release request (four eyes). */
  next_steps: TransactionStep[]
  release: BoardRelease | null
  notes: number
}

export interface BoardPage {
  items: BoardTransaction[]
  next: number | null
  counts: Record<BoardColumn, number>
}

export const BoardQuerySchema = v.object({
  column: v.optional(v.picklist(BOARD_COLUMNS, `column must be one of ${BOARD_COLUMNS.join(', ')}`), 'accepted'),
  before: v.optional(v.pipe(v.string(), v.regex(/^\d{1,12}$/, 'before must be an id'), v.transform(Number))),
})

export const TransactionNoteSchema = v.object({
  body: v.pipe(v.string('Write the note'), v.trim(), v.nonEmpty('Write the note'), v.maxLength(2_000, 'A note is at most 2,000 characters')),
})

export interface TransactionNote {
  id: number
  author: string
  body: string
  created_at: string
}
