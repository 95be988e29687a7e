import type { Db } from '~/server/db/db'
import { HttpError } from '~/server/http/envelope'
import { audit, type OpsContext } from '~/server/ops/ops-audit'
import { recordRelease } from '~/server/ops/transaction-ops'
import { can, type StaffRole } from '~/shared/console/roles'
import type { Tenant } from '~/shared/tenant/tenant-schema'
import type { StaffRow } from './staff-accounts'

/**
 * Four eyes on the release of funds (issue 24, decision 045; issue 33): once the buyer has
 * accepted, someone asks — a staff member in the console, or the operator token or the command
 * line, which name no person — and a staff member who did not ask approves in the console. Only
 * then is FUNDS_RELEASED recorded, through recordRelease (audit row, buyer's e-mail).
 */
export async function requestRelease(db: Db, ctx: OpsContext, tenant: Tenant, asker: StaffRow | null, transactionId: number, note: string | null) {
  return db.transaction(async (tx) => {
    const [t] = await tx.query<{ step: string; disputed: boolean }>('select step, disputed from viewings where id = $1 and tenant = $2 for update', [transactionId, tenant.domain])
    if (!t) throw new HttpError(404, 'Transaction not found')
    if (t.step !== 'BUYER_ACCEPTED' || t.disputed) throw new HttpError(409, 'Funds can be released once the buyer has accepted the property', { field: 'step' })
    const [open] = await tx.query('select id from release_requests where transaction_id = $1 and approved_at is null and cancelled_at is null', [transactionId])
    if (open) throw new HttpError(409, 'A release of these funds is already waiting for approval', { field: 'transaction_id' })
    const [row] = await tx.query<{ id: number }>(
      `insert into release_requests (tenant_id, transaction_id, requested_by, requested_actor, requested_channel, note)
       values ($1, $2, $3, $4, $5, $6) returning id::int as id`,
      [tenant.domain, transactionId, asker?.id ?? null, ctx.actor, ctx.channel, note],
    )
    await audit(tx, ctx, { action: 'request-release', tenant: tenant.domain, target_kind: 'transaction', target_id: transactionId, before: null, after: { request_id: row!.id, note } })
    return { id: row!.id, transaction_id: transactionId, status: 'waiting' as const }
  })
}

const ALREADY = 'This release was already approved'
const CANCELLED = 'This release request was cancelled: the person who asked can no longer release funds. Ask again.'
const mayRelease = (s: { role: StaffRole; disabled: boolean } | undefined) => !!s && !s.disabled && can(s.role, 'transactions.release')

/**
 * The second pair of eyes. The claim — not the asker, not yet approved, not cancelled — is made in
 * the same transaction as the FUNDS_RELEASED step (recordRelease's claim): both commit or neither,
 * so a crash between them cannot leave a release approved and not recorded, and two approvals at
 * once, from two function instances, release once (the step locks the transaction). The approver
 * and a staff asker are read again inside it, locked as changeStaff locks them: a disable or a role
 * change at the same moment comes wholly before the approval (refused) or wholly after it.
 */
export async function approveRelease(db: Db, ctx: OpsContext, tenant: Tenant, staff: StaffRow, requestId: number) {
  const [row] = await db.query<{ transaction_id: number; note: string | null; requested_by: number | null; approved_at: string | null; cancelled_at: string | null }>(
    'select transaction_id::int as transaction_id, note, requested_by::int as requested_by, approved_at, cancelled_at from release_requests where id = $1 and tenant_id = $2',
    [requestId, tenant.domain],
  )
  if (!row) throw new HttpError(404, 'Release request not found')
  if (row.requested_by === staff.id) throw new HttpError(403, 'A release must be approved by someone other than the person who asked')
  if (row.approved_at) throw new HttpError(409, ALREADY)
  if (row.cancelled_at) throw new HttpError(409, CANCELLED)
  const claim = async (tx: Db) => {
    const people = await tx.query<{ id: number; role: StaffRole; disabled: boolean }>(
      'select id::int as id, role, disabled_at is not null as disabled from staff where tenant_id = $1 and id = any($2::bigint[]) order by id for share',
      [tenant.domain, [staff.id, row.requested_by].filter((id) => id !== null)],
    )
    const me = people.find((p) => p.id === staff.id)
    if (!me || me.disabled) throw new HttpError(401, 'Please sign in to the console')
    if (!mayRelease(me)) throw new HttpError(403, 'Your role does not allow this')
    if (row.requested_by !== null && !mayRelease(people.find((p) => p.id === row.requested_by))) throw new HttpError(409, CANCELLED)
    const claimed = await tx.query<{ id: number }>(
      `update release_requests set approved_by = $3, approved_at = now()
       where id = $1 and tenant_id = $2 and approved_at is null and cancelled_at is null and requested_by is distinct from $3 returning id::int as id`,
      [requestId, tenant.domain, staff.id],
    )
    if (!claimed.length) {
      const [now] = await tx.query<{ cancelled: boolean }>('select cancelled_at is not null as cancelled from release_requests where id = $1', [requestId])
      throw new HttpError(409, now?.cancelled ? CANCELLED : ALREADY)
    }
  }
  return recordRelease(db, ctx, tenant, row.transaction_id, row.note, claim)
}

/**
 * A staff member disabled, or moved to a role that cannot release funds: their open requests are
 * cancelled inside changeStaff's transaction (which holds every staff row of the tenant), so no one
 * can approve what they asked for afterwards. Answers what was cancelled, for that change's audit row.
 */
export async function cancelReleasesOf(tx: Db, tenant: string, staffId: number) {
  return tx.query<{ request_id: number; transaction_id: number }>(
    `update release_requests set cancelled_at = now(), cancelled_reason = 'The staff member who asked can no longer release funds'
     where tenant_id = $1 and requested_by = $2 and approved_at is null and cancelled_at is null
     returning id::int as request_id, transaction_id::int as transaction_id`,
    [tenant, staffId],
  )
}
