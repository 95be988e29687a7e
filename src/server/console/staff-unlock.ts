import { forgetRefusals, type LimitKind } from '~/server/auth/rate-limit'
import { STAFF_SIGN_IN } from '~/server/auth/sign-in-guard'
import type { Db } from '~/server/db/db'
import { HttpError } from '~/server/http/envelope'
import { audit, type OpsContext } from '~/server/ops/ops-audit'

/** The account's own counts: its failures from anywhere, from each address, its wrong codes and the refusal already audited. */
const accountKeys = (email: string, id: number): [LimitKind, (key: string) => boolean][] => [
  [STAFF_SIGN_IN.account, (key) => key === email],
  [STAFF_SIGN_IN.pair, (key) => key.startsWith(`${email}\n`)],
  ['staff-code-account', (key) => key === String(id)],
  ['staff-refusal-audit', (key) => key === String(id)],
]

/**
 * An owner clears a colleague's failed sign-ins and wrong codes (issue 33, finding 2): their next
 * sign-in waits for nothing. Addresses' own counts stay (they are not the account's). One person
 * may do it — it opens nothing, the password and the code are still needed — and it is audited
 * with how many failures it cleared.
 */
export async function unlockStaff(db: Db, ctx: OpsContext, tenant: string, id: number) {
  return db.transaction(async (tx) => {
    const [target] = await tx.query<{ email: string; disabled: boolean }>(
      'select email, disabled_at is not null as disabled from staff where tenant_id = $1 and id = $2 for update',
      [tenant, id],
    )
    if (!target) throw new HttpError(404, 'Staff member not found')
    if (target.disabled)
      throw new HttpError(409, `${target.email} is disabled`, { field: 'disabled' })
    const keys = accountKeys(target.email, id)
    const [{ cleared }] = (await tx.query<{ cleared: number }>(
      `with gone as (
         delete from auth_attempts where tenant = $1 and (
           (kind = $2 and key = $3) or (kind = $4 and left(key, length($3) + 1) = $3 || chr(10)) or (kind in ('staff-code-account', 'staff-refusal-audit') and key = $5))
         returning kind)
       select count(*) filter (where kind <> 'staff-refusal-audit')::int as cleared from gone`,
      [tenant, STAFF_SIGN_IN.account, target.email, STAFF_SIGN_IN.pair, String(id)],
    )) as [{ cleared: number }]
    const audit_id = await audit(tx, ctx, {
      action: 'unlock-staff',
      tenant,
      target_kind: 'staff',
      target_id: id,
      before: { email: target.email, failures: cleared },
      after: { email: target.email, failures: 0 },
    })
    for (const [kind, matches] of keys) forgetRefusals(tenant, kind, matches)
    return { id, email: target.email, cleared, audit_id }
  })
}
