import type { UserRow } from '~/server/auth/users'
import type { Db } from '~/server/db/db'
import { readTransaction } from '~/server/transactions/transaction-detail'
import { recordStep } from '~/server/transactions/transaction-events'
import { mailTransactionStep } from '~/server/transactions/transaction-mail'
import { buyerRefusal, type TransactionStep } from '~/shared/transactions/escrow-states'
import type { Tenant } from '~/shared/tenant/tenant-schema'

interface BuyerStep {
  step: TransactionStep
  note?: string
  explain: Parameters<typeof recordStep>[1]['explain']
  alreadyDone: Parameters<typeof recordStep>[1]['alreadyDone']
}

/**
 * One of the buyer's own moves on their own transaction (decision 035: cancel before a visit,
 * accept, dispute): checked by the machine under the row lock, stored, then e-mailed. Another
 * user's or tenant's id is a 404; a move the machine refuses is a 409 saying why.
 */
async function buyerStep(db: Db, tenant: Tenant, user: UserRow, id: number, origin: string, s: BuyerStep) {
  const result = await db.transaction((tx) =>
    recordStep(tx, {
      tenant: tenant.domain,
      viewingId: id,
      userId: Number(user.id),
      step: s.step,
      actor: { kind: 'buyer', name: user.email },
      note: s.note ?? null,
      explain: s.explain,
      alreadyDone: s.alreadyDone,
    }),
  )
  if (result.eventId !== null) {
    await mailTransactionStep(db, tenant, { viewingId: id, step: s.step, note: s.note ?? null, byBuyer: true, after: result.after, origin })
  }
  return readTransaction(db, tenant.domain, Number(user.id), id)
}

/** PATCH /enquiry/schedule-viewing/{id} {status: 'CANCELED'}: before anyone visited; canceling twice is fine. */
export const cancelViewing = (db: Db, tenant: Tenant, user: UserRow, id: number, origin: string) =>
  buyerStep(db, tenant, user, id, origin, {
    step: 'CANCELED',
    explain: () => 'This viewing can no longer be canceled here. Please contact us.',
    alreadyDone: (s) => s.step === 'CANCELED',
  })

/** POST /enquiry/schedule-viewing/{id}/accept: once possession is transferred; accepting twice is fine. */
export const acceptTransaction = (db: Db, tenant: Tenant, user: UserRow, id: number, origin: string, note?: string) =>
  buyerStep(db, tenant, user, id, origin, {
    step: 'BUYER_ACCEPTED',
    note,
    explain: (s) => buyerRefusal(s, 'accept'),
    alreadyDone: (s) => s.step === 'BUYER_ACCEPTED' && !s.disputed,
  })

/** POST /enquiry/schedule-viewing/{id}/dispute: while the funds are held and not yet accepted. */
export const disputeTransaction = (db: Db, tenant: Tenant, user: UserRow, id: number, origin: string, reason: string) =>
  buyerStep(db, tenant, user, id, origin, {
    step: 'DISPUTE_RAISED',
    note: reason,
    explain: (s) => buyerRefusal(s, 'dispute'),
    alreadyDone: () => false,
  })
