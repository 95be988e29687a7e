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
 * The second pair of eyes. The claim — not the requester, not yet approved — is made in the same
 * transaction as the FUNDS_RELEASED step (advanceTransaction's `alongside`): both commit or
 * neither, so a crash between them cannot leave a release approved and not recorded, and two
 * approvals at once, from two function instances, release once (the step locks the transaction).
 */
export async function approveRelease(db: Db, ctx: OpsContext, tenant: Tenant, staff: StaffRow, requestId: number) {
  const [row] = await db.query<{ transaction_id: number; note: string | null; requested_by: number; approved_at: string | null }>(
    'select transaction_id::int as transaction_id, note, requested_by::int as requested_by, approved_at from release_requests where id = $1 and tenant_id = $2',
    [requestId, tenant.domain],
  )
  if (!row) throw new HttpError(404, 'Release request not found')
  if (row.requested_by === staff.id) throw new HttpError(403, 'A release must be approved by someone other than the person who asked')
  if (row.approved_at) throw new HttpError(409, ALREADY)
  const claim = async (tx: Db) => {
    const claimed = await tx.query(
      'update release_requests set approved_by = $3, approved_at = now() where id = $1 and tenant_id = $2 and approved_at is null and requested_by <> $3 returning id',
      [requestId, tenant.domain, staff.id],
    )
    if (!claimed.length) throw new HttpError(409, ALREADY)
  }
  return advanceTransaction(db, ctx, tenant, row.transaction_id, { actor: ctx.actor, step: 'FUNDS_RELEASED', note: row.note ?? undefined }, claim)
}

const ALREADY = 'This release was already approved'
