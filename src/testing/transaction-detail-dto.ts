import { buyerActions, deriveState, type TransactionStep } from '~/shared/transactions/escrow-states'
import { escrowFlow, STEP_LABELS, STEP_MEANINGS } from '~/shared/transactions/escrow-steps'
import { badgeKey } from '~/shared/transactions/viewing-states'
import type { TransactionDetail, TransactionEvent } from '~/shared/types/buyer-tools'
import { DEMO_NOTES, demoInstruction } from './demo-transactions'
import { transactionDto } from './transaction-dto'

const BUYER_STEPS: readonly TransactionStep[] = ['VIEWING_REQUESTED', 'BUYER_ACCEPTED', 'DISPUTE_RAISED']
const DAY = 24 * 60 * 60 * 1000

/**
 * GET /enquiry/schedule-viewing/{id} as the server answers it after `steps` (oldest first): state,
 * actions, timeline and escrow flow come from the same pure modules the server uses. One event a
 * day from 20 November 2026, 09:00 UTC (10:00 in Lagos); the demo notes at their steps.
 */
export function transactionDetailDto(id: number, steps: readonly TransactionStep[], notes: Partial<Record<TransactionStep, string>> = DEMO_NOTES): TransactionDetail {
  const state = deriveState(steps.map((step) => ({ step, actor: 'system' as const })))
  const start = Date.parse('2026-11-20T09:00:00Z')
  const timeline: TransactionEvent[] = steps.map((step, i) => ({
    id: id * 100 + i,
    step,
    label: STEP_LABELS[step],
    meaning: STEP_MEANINGS[step],
    actor: BUYER_STEPS.includes(step) ? 'buyer' : 'team',
    occurred_at: new Date(start + i * DAY).toISOString(),
    note: notes[step] ?? null,
  }))
  const paid = timeline.find((e) => e.step === 'PAYMENT_REQUESTED')
  const card = transactionDto(id, state, { step: state.step, disputed: state.disputed })
  return {
    ...card,
    badge: badgeKey(state),
    buyer_actions: buyerActions(state),
    timeline,
    escrow_flow: escrowFlow(state, timeline),
    escrow_instruction: paid
      ? { ...demoInstruction(85_000_000, `ESC-${id}`, Date.parse(paid.occurred_at)), currency: 'NGN', recorded_at: paid.occurred_at }
      : null,
  }
}
