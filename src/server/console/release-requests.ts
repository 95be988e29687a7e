import type { Db } from '~/server/db/db'
import { HttpError } from '~/server/http/envelope'
import { audit, type OpsContext } from '~/server/ops/ops-audit'
import { advanceTransaction } from '~/server/ops/transaction-ops'
import type { Tenant } from '~/shared/tenant/tenant-schema'
import type { StaffRow } from './staff-accounts'

/**
 * Four eyes on the release of funds (issue 24, decision 045): one staff member asks once the buyer
 * has accepted; another approves, and only then is FUNDS_RELEASED recorded — through
 * advanceTransaction, the function the CLI and the API call (audit row, buyer's e-mail).
 */
export async function requestRelease(db: Db, ctx: OpsContext, tenant: Tenant, staff: StaffRow, transactionId: number, note: string | null) {
  return db.transaction(async (tx) => {
    const [t] = await tx.query<{ step: string; disputed: boolean }>('select step, disputed from viewings where id = $1 and tenant = $2 for update', [transactionId, tenant.domain])
    if (!t) throw new HttpError(404, 'Transaction not found')
    if (t.step !== 'BUYER_ACCEPTED' || t.disputed) throw new HttpError(409, 'Funds can be released once the buyer has accepted the property', { field: 'step' })
    const [open] = await tx.query('select id from release_requests where transaction_id = $1 and approved_at is null', [transactionId])
    if (open) throw new HttpError(409, 'A release of these funds is already waiting for approval', { field: 'transaction_id' })
    const [row] = await tx.query<{ id: number }>(
      'insert into release_requests (tenant_id, transaction_id, requested_by, note) values ($1, $2, $3, $4) returning id::int as id',
      [tenant.domain, transactionId, staff.id, note],
    )
    await audit(tx, ctx, { action: 'request-release', tenant: tenant.domain, target_kind: 'transaction', target_id: transactionId, before: null, after: { request_id: row!.id, note } })
    return { id: row!.id, transaction_id: transactionId, status: 'waiting' as const }
  })
}

/**
 * The second pair of eyes. The claim is one update — not the requester, not yet approved — so two
 * approvals at once approve once; if the machine then refuses the step, the claim is given back.
 */
export async function approveRelease(db: Db, ctx: OpsContext, tenant: Tenant, staff: StaffRow, requestId: number) {
  const [claimed] = await db.query<{ transaction_id: number; note: string | null }>(
    `update release_requests set approved_by = $3, approved_at = now()
     where id = $1 and tenant_id = $2 and approved_at is null and requested_by <> $3
     returning transaction_id::int as transaction_id, note`,
    [requestId, tenant.domain, staff.id],
  )
  if (!claimed) {
    const [row] = await db.query<{ requested_by: number; approved_at: string | null }>('select requested_by::int as requested_by, approved_at from release_requests where id = $1 and tenant_id = $2', [requestId, tenant.domain])
    if (!row) throw new HttpError(404, 'Release request not found')
    if (row.approved_at) throw new HttpError(409, 'This release was already approved')
    throw new HttpError(403, 'A release must be approved by someone other than the person who asked')
  }
  try {
    return await advanceTransaction(db, ctx, tenant, claimed.transaction_id, { actor: ctx.actor, step: 'FUNDS_RELEASED', note: claimed.note ?? undefined })
  } catch (err) {
    await db.query('update release_requests set approved_by = null, approved_at = null where id = $1', [requestId])
    throw err
  }
}
