import { readCard } from '~/server/buyer/viewings'
import type { Db } from '~/server/db/db'
import { buyerActions } from '~/shared/transactions/escrow-states'
import { escrowFlow, STEP_LABELS, STEP_MEANINGS } from '~/shared/transactions/escrow-steps'
import type { TransactionDetail, TransactionEvent } from '~/shared/types/buyer-tools'
import { latestInstruction } from './escrow-instruction'
import { loadEvents, stateOf, transactionNotFound, type EventRow } from './transaction-events'

const toEvent = (e: EventRow): TransactionEvent => ({
  id: e.id,
  step: e.step,
  label: STEP_LABELS[e.step],
  meaning: STEP_MEANINGS[e.step],
  // Operators and the system speak for the tenant's team; their names stay in the audit.
  actor: e.actor_kind === 'buyer' ? 'buyer' : 'team',
  occurred_at: e.occurred_at,
  note: e.note,
})

/** GET /enquiry/schedule-viewing/{id}: the buyer's own transaction with its timeline; another's is 404. */
export async function readTransaction(db: Db, tenant: string, userId: number, id: number): Promise<TransactionDetail> {
  const card = await readCard(db, tenant, userId, id)
  if (!card) throw transactionNotFound()
  const events = await loadEvents(db, id)
  const state = stateOf(events)
  return {
    ...card,
    buyer_actions: buyerActions(state),
    timeline: events.map(toEvent),
    escrow_flow: escrowFlow(state, events),
    escrow_instruction: await latestInstruction(db, id),
  }
}
