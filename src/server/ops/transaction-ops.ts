import type { Db } from '~/server/db/db'
import { HttpError } from '~/server/http/envelope'
import { saveInstruction } from '~/server/transactions/escrow-instruction'
import { recordStep, type StepResult } from '~/server/transactions/transaction-events'
import { mailTransactionStep } from '~/server/transactions/transaction-mail'
import type { EscrowInstruction } from '~/shared/schemas/escrow-instruction'
import type { AdvanceBody, ResolveDisputeBody } from '~/shared/schemas/ops'
import type { EscrowState, TransactionStep } from '~/shared/transactions/escrow-states'
import type { Tenant } from '~/shared/tenant/tenant-schema'
import { audit, type OpsContext, type OpsResult } from './ops-audit'

type Snapshot = EscrowState & { event?: { id: number; step: TransactionStep; note: string | null; instruction?: EscrowInstruction } }

/**
 * One operator step on a transaction of this tenant: the machine decides (decision 035), the event
 * and its audit row are written together, then the buyer is e-mailed — every step concerns them.
 */
async function operatorStep(
  db: Db,
  ctx: OpsContext,
  tenant: Tenant,
  transactionId: number,
  action: string,
  step: TransactionStep,
  note: string | null,
  occurredAt?: Date,
  instruction?: EscrowInstruction,
  alongside?: (tx: Db) => Promise<unknown>,
): Promise<OpsResult<Snapshot, Snapshot>> {
  const { answer, after } = await db.transaction(async (tx) => {
    const r: StepResult = await recordStep(tx, { tenant: tenant.domain, viewingId: transactionId, step, actor: { kind: 'operator', name: ctx.actor }, note, occurredAt })
    // What the step changes besides itself (a rescheduled viewing's time) commits or fails with it.
    await alongside?.(tx)
    // The instruction is part of the step: written with its event, audited with it (decision 043).
    if (instruction) await saveInstruction(tx, tenant.domain, transactionId, r.eventId!, instruction)
    const after: Snapshot = { ...r.after, event: { id: r.eventId!, step, note, ...(instruction ? { instruction } : {}) } }
    const audit_id = await audit(tx, ctx, { action, tenant: tenant.domain, target_kind: 'transaction', target_id: transactionId, before: r.before, after })
    return { answer: { audit_id, before: r.before, after }, after: r.after }
  })
  await mailTransactionStep(db, tenant, { viewingId: transactionId, step, note, byBuyer: false, after, origin: `https://${tenant.domain}` })
  return answer
}

/**
 * Record the next step of the escrow flow (or of the viewing before it) for a transaction. Every
 * door (console, CLI, operator token) comes here, and none may release funds by itself: that is
 * a release request another person approves in the console (issue 33, recordRelease).
 */
export function advanceTransaction(db: Db, ctx: OpsContext, tenant: Tenant, transactionId: number, body: AdvanceBody, alongside?: (tx: Db) => Promise<unknown>) {
  if (body.step === 'FUNDS_RELEASED') throw new HttpError(409, 'Funds are released by a second staff member: ask for a release instead', { field: 'step' })
  return operatorStep(db, ctx, tenant, transactionId, 'advance', body.step, body.note ?? null, body.occurred_at ? new Date(body.occurred_at) : undefined, body.instruction, alongside)
}

/** FUNDS_RELEASED, only as the approval of another's release request: `claim` is that approval, in the step's transaction. */
export const recordRelease = (db: Db, ctx: OpsContext, tenant: Tenant, transactionId: number, note: string | null, claim: (tx: Db) => Promise<unknown>) =>
  operatorStep(db, ctx, tenant, transactionId, 'advance', 'FUNDS_RELEASED', note, undefined, undefined, claim)

/** End an open dispute: resume the sale where it stopped, or return the funds and close it. */
export const resolveDispute = (db: Db, ctx: OpsContext, tenant: Tenant, transactionId: number, body: ResolveDisputeBody) =>
  operatorStep(db, ctx, tenant, transactionId, `resolve-dispute:${body.outcome}`, body.outcome === 'resume' ? 'DISPUTE_RESOLVED' : 'FUNDS_RETURNED', body.note)
