import type { Db } from '~/server/db/db'
import { HttpError } from '~/server/http/envelope'
import { audit, type OpsContext } from '~/server/ops/ops-audit'
import { can, type StaffRole } from '~/shared/console/roles'
import { cancelReleasesOf } from './release-requests'

/**
 * An owner changes a colleague's role or disables the account (decision 050). The tenant's staff
 * rows are locked in one order first, so two owners demoting or disabling each other at once are
 * serialised: the second sees the first's change and is refused if it would leave no active owner.
 * Disabling deletes the account's sessions in the same transaction: they end at once; disabling, or
 * a role that cannot release funds, cancels their open release requests there too (issue 33), named
 * in the change's one audit row.
 */
export async function changeStaff(db: Db, ctx: OpsContext, tenant: string, actorId: number, id: number, change: { role?: StaffRole; disabled?: true }) {
  if (!change.role && !change.disabled) throw new HttpError(400, 'Choose a role or disable the account', { field: 'role' })
  return db.transaction(async (tx) => {
    const staff = await tx.query<{ id: number; email: string; role: StaffRole; active: boolean; disabled: boolean }>(
      `select id::int as id, email, role, (disabled_at is null and password_hash is not null) as active, disabled_at is not null as disabled
       from staff where tenant_id = $1 order by id for update`,
      [tenant],
    )
    // The owner acting may have been disabled by another owner a moment ago.
    if (staff.find((s) => s.id === actorId)?.disabled !== false) throw new HttpError(401, 'Please sign in to the console')
    const target = staff.find((s) => s.id === id)
    if (!target) throw new HttpError(404, 'Staff member not found')
    // A disabled account stays disabled (invite again after deleting is not offered); its role is moot.
    if (target.disabled) throw new HttpError(409, `${target.email} is disabled`, { field: 'disabled' })
    const after = { role: change.role ?? target.role, disabled: change.disabled === true }
    const leavesOwner = staff.some((s) => s.active && s.role === 'owner' && (s.id !== id || (after.role === 'owner' && !after.disabled)))
    if (target.role === 'owner' && !leavesOwner)
      throw new HttpError(409, 'The last active owner cannot be disabled or given another role. Make someone else an owner first.', { field: change.disabled ? 'disabled' : 'role' })
    if (change.disabled && id === actorId) throw new HttpError(409, 'You cannot disable your own account', { field: 'disabled' })
    await tx.query(`update staff set role = $2, disabled_at = case when $3::boolean then now() else disabled_at end where id = $1`, [id, after.role, after.disabled])
    if (after.disabled) await tx.query('delete from staff_sessions where staff_id = $1', [id])
    const cancelled = after.disabled || !can(after.role, 'transactions.release') ? await cancelReleasesOf(tx, tenant, id) : []
    const action = after.disabled ? 'disable-staff' : 'change-staff-role'
    const audit_id = await audit(tx, ctx, {
      action,
      tenant,
      target_kind: 'staff',
      target_id: id,
      before: { email: target.email, role: target.role, disabled: false },
      after: { email: target.email, ...after, ...(cancelled.length ? { cancelled_release_requests: cancelled } : {}) },
    })
    return { id, email: target.email, role: after.role, status: after.disabled ? 'disabled' : target.active ? 'active' : 'invited', audit_id }
  })
}
