import type { Db } from '~/server/db/db'
import { HttpError } from '~/server/http/envelope'
import {
  allowedSteps,
  applyEvent,
  deriveState,
  type EscrowState,
  type EventActor,
  type TransactionStep,
} from '~/shared/transactions/escrow-states'

/** One stored event, oldest first by id (the order the machine folds them in). */
export interface EventRow {
  id: number
  step: TransactionStep
  actor_kind: EventActor
  actor: string
  note: string | null
  occurred_at: string
}

/** Who records a step: the buyer (their e-mail), an operator (the name they gave), or the system. */
export interface Actor {
  kind: EventActor
  name: string
}

export const transactionNotFound = () => new HttpError(404, 'Viewing not found')

export async function loadEvents(db: Db, viewingId: number): Promise<EventRow[]> {
  const rows = await db.query<Omit<EventRow, 'occurred_at'> & { occurred_at: Date | string }>(
    `select id::int as id, step, actor_kind, actor, note, occurred_at from transaction_events
     where viewing_id = $1 order by id`,
    [viewingId],
  )
  return rows.map((r) => ({ ...r, occurred_at: new Date(r.occurred_at).toISOString() }))
}

export const stateOf = (events: readonly EventRow[]) => deriveState(events.map((e) => ({ step: e.step, actor: e.actor_kind })))

/** Writes the state onto the viewing row: the status, stage, step and dispute flag lists read. */
async function project(tx: Db, viewingId: number, s: EscrowState) {
  await tx.query(
    'update viewings set status = $2, stage_status = $3, step = $4, disputed = $5, updated_at = now() where id = $1',
    [viewingId, s.status, s.stage_status, s.step, s.disputed],
  )
}

export interface StepInput {
  tenant: string
  viewingId: number
  /** The buyer's own transactions only (another user's id answers 404, as a missing one). */
  userId?: number
  step: TransactionStep
  actor: Actor
  note?: string | null
  /** When it happened, if not now; never before the transaction's last event. */
  occurredAt?: Date
  /** The refusal's message in the actor's words (the buyer's); else it names what may come next. */
  explain?: (state: EscrowState) => string | null
  /** A repeat that changes nothing (accepting twice): answered without a new event. */
  alreadyDone?: (state: EscrowState) => boolean
}

export interface StepResult {
  before: EscrowState
  after: EscrowState
  /** null when the step was already taken (alreadyDone) and nothing was written. */
  eventId: number | null
  /** The buyer, for the e-mail. */
  userId: number
}

/**
 * Adds one event inside the caller's transaction: the viewing row is locked, the state derived
 * from the stored events, the step checked against the machine for this actor, the event written
 * and the projection updated. A refused step throws 409 naming what may come next; nothing is written.
 */
export async function recordStep(tx: Db, input: StepInput): Promise<StepResult> {
  const [viewing] = await tx.query<{ id: number; user_id: number }>(
    `select id::int as id, user_id::int as user_id from viewings
     where id = $1 and tenant = $2 and ($3::bigint is null or user_id = $3) for update`,
    [input.viewingId, input.tenant, input.userId ?? null],
  )
  if (!viewing) throw transactionNotFound()
  const events = await loadEvents(tx, viewing.id)
  const before = stateOf(events)
  if (input.alreadyDone?.(before)) return { before, after: before, eventId: null, userId: viewing.user_id }
  const after = applyEvent(before, input.step, input.actor.kind)
  if (!after) {
    const next = allowedSteps(before, input.actor.kind)
    const others = allowedSteps(before, 'system').filter((x) => !next.includes(x))
    const why = next.length
      ? `next may come ${next.join(', ')}`
      : others.length
        ? `it waits for the ${input.actor.kind === 'operator' ? 'buyer' : 'team'} (${others.join(' or ')})`
        : 'the transaction is closed'
    const message = input.explain?.(before) ?? `${input.step} cannot be recorded at ${before.disputed ? 'an open dispute' : before.step}; ${why}`
    throw new HttpError(409, message, { field: 'step', step: before.step, disputed: before.disputed, allowed: next })
  }
  const last = events.at(-1)
  const at = input.occurredAt ?? new Date()
  if (last && at.getTime() < Date.parse(last.occurred_at))
    throw new HttpError(409, `occurred_at must not be before the last event (${last.occurred_at})`, { field: 'occurred_at' })
  const [row] = await tx.query<{ id: number }>(
    `insert into transaction_events (tenant, viewing_id, step, actor_kind, actor, note, occurred_at)
     values ($1, $2, $3, $4, $5, $6, $7) returning id::int as id`,
    [input.tenant, viewing.id, input.step, input.actor.kind, input.actor.name, input.note ?? null, at],
  )
  await project(tx, viewing.id, after)
  return { before, after, eventId: row!.id, userId: viewing.user_id }
}

/** The first event of a new viewing request (the buyer's), and its projection. */
export async function recordRequest(tx: Db, tenant: string, viewingId: number, buyerEmail: string, at?: Date) {
  await tx.query(
    `insert into transaction_events (tenant, viewing_id, step, actor_kind, actor, occurred_at)
     values ($1, $2, 'VIEWING_REQUESTED', 'buyer', $3, coalesce($4, now()))`,
    [tenant, viewingId, buyerEmail, at ?? null],
  )
}
