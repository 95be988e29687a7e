import type { Db } from '~/server/db/db'
import { HttpError } from '~/server/http/envelope'
import { audit, type OpsContext } from '~/server/ops/ops-audit'
import { hashPassword } from '~/server/auth/passwords'
import type { StaffRole } from '~/shared/console/roles'
import { digest, randomToken, seal, unseal } from './sealed'
import { matchingStep, newTotpSecret, otpauthUri } from './totp'

/** A setup link (first owner, invitation) works for three days, once. */
export const SETUP_DAYS = 3
const RECOVERY_CODES = 10

export interface StaffRow {
  id: number
  tenant_id: string
  email: string
  role: StaffRole
  password_hash: string | null
  totp_secret: string | null
  totp_last_step: number | null
  disabled_at: string | null
}
const COLUMNS = 'id::int as id, tenant_id, email, role, password_hash, totp_secret, totp_last_step::float8 as totp_last_step, disabled_at'

export async function findStaff(db: Db, tenant: string, by: { email: string } | { id: number }): Promise<StaffRow | null> {
  const [row] = 'email' in by
    ? await db.query<StaffRow>(`select ${COLUMNS} from staff where tenant_id = $1 and email = $2`, [tenant, by.email.toLowerCase()])
    : await db.query<StaffRow>(`select ${COLUMNS} from staff where tenant_id = $1 and id = $2`, [tenant, by.id])
  return row ?? null
}

/**
 * A staff account waiting for its setup (npm run ops -- create-owner, or an owner's invitation):
 * answers the one-time token for the link. Inviting an address again gives it a new link.
 */
export async function createStaff(db: Db, ctx: OpsContext, tenant: string, email: string, role: StaffRole, invitedBy: number | null) {
  const token = randomToken()
  return db.transaction(async (tx) => {
    const [existing] = await tx.query<{ id: number; password_hash: string | null }>('select id::int as id, password_hash from staff where tenant_id = $1 and email = $2 for update', [tenant, email])
    if (existing?.password_hash) throw new HttpError(409, `${email} already has a staff account on this site`, { field: 'email' })
    const [row] = await tx.query<{ id: number }>(
      `insert into staff (tenant_id, email, role, setup_token_hash, setup_expires_at, invited_by)
       values ($1, $2, $3, $4, now() + make_interval(days => ${SETUP_DAYS}), $5)
       on conflict (tenant_id, email) do update set role = excluded.role, setup_token_hash = excluded.setup_token_hash,
         setup_expires_at = excluded.setup_expires_at, invited_by = excluded.invited_by
       returning id::int as id`,
      [tenant, email, role, digest(token), invitedBy],
    )
    const audit_id = await audit(tx, ctx, { action: invitedBy === null ? 'create-owner' : 'invite-staff', tenant, target_kind: 'staff', target_id: row!.id, before: existing ? { email, invited: true } : null, after: { email, role } })
    return { id: row!.id, token, audit_id }
  })
}

/** The account a setup token opens, if it is still valid. */
async function bySetupToken(db: Db, tenant: string, token: string) {
  const [row] = await db.query<StaffRow & { pending_secret: string | null }>(
    `select ${COLUMNS} from staff where tenant_id = $1 and setup_token_hash = $2 and setup_expires_at > now() and disabled_at is null`,
    [tenant, digest(token)],
  )
  if (!row) throw new HttpError(400, 'This setup link has expired or was already used. Ask an owner for a new one.', { field: 'token' })
  return row
}

/**
 * First step of a setup: the authenticator's secret, shown as text and as an otpauth:// URI. It
 * is stored sealed but not yet trusted: the setup completes only with a code it produced.
 */
export async function startSetup(db: Db, tenant: string, siteName: string, token: string) {
  const row = await bySetupToken(db, tenant, token)
  const secret = newTotpSecret()
  await db.transaction(async (tx) => {
    await tx.query('update staff set totp_secret = $2, totp_last_step = null where id = $1', [row.id, seal(secret)])
    // The link proves the address: audited as it, like the setup's end (every console write is, issue 33).
    await audit(tx, { actor: row.email, channel: 'console' }, { action: 'staff-setup-start', tenant, target_kind: 'staff', target_id: row.id, before: null, after: { email: row.email } })
  })
  return { email: row.email, role: row.role, secret, otpauth: otpauthUri(secret, row.email, siteName) }
}

/** Second step: the password and a code from the authenticator; the link is spent and recovery codes are given once. */
export async function finishSetup(db: Db, ctx: Omit<OpsContext, 'actor'>, tenant: string, token: string, password: string, code: string) {
  const row = await bySetupToken(db, tenant, token)
  const step = row.totp_secret ? matchingStep(unseal(row.totp_secret), code) : null
  if (step === null) throw new HttpError(400, 'That code is not right. Enter the 6 digits your authenticator shows now.', { field: 'code' })
  const hash = await hashPassword(password)
  const codes = Array.from({ length: RECOVERY_CODES }, () => recoveryCode())
  return db.transaction(async (tx) => {
    // The token is spent by whichever request gets here first; a replay finds nothing to update.
    const spent = await tx.query('update staff set password_hash = $3, totp_last_step = $4, setup_token_hash = null, setup_expires_at = null where id = $1 and setup_token_hash = $2 returning id', [row.id, digest(token), hash, step])
    if (spent.length === 0) throw new HttpError(400, 'This setup link has expired or was already used. Ask an owner for a new one.', { field: 'token' })
    await tx.query('delete from staff_recovery_codes where staff_id = $1', [row.id])
    for (const c of codes) await tx.query('insert into staff_recovery_codes (staff_id, code_hash) values ($1, $2)', [row.id, digest(normaliseRecovery(c))])
    await audit(tx, { ...ctx, actor: row.email }, { action: 'staff-setup', tenant, target_kind: 'staff', target_id: row.id, before: null, after: { email: row.email, role: row.role } })
    return { staff: row, recovery_codes: codes }
  })
}

/** xxxxx-xxxxx from an alphabet without look-alikes. */
function recoveryCode(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789'
  const bytes = randomToken(16)
  let out = ''
  for (let i = 0; out.length < 10; i++) out += alphabet[bytes.charCodeAt(i) % alphabet.length]
  return `${out.slice(0, 5)}-${out.slice(5)}`
}
export const normaliseRecovery = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '')

/**
 * A second factor: a TOTP code later than the last one accepted (a code is spent once, even within
 * its 30 seconds), or an unused recovery code (spent by this use). The update is the check, so two
 * requests with one code cannot both pass.
 */
export async function spendSecondFactor(db: Db, staff: StaffRow, code: string): Promise<'totp' | 'recovery' | null> {
  if (/^\d{6}$/.test(code.trim())) {
    const step = staff.totp_secret ? matchingStep(unseal(staff.totp_secret), code.trim()) : null
    if (step === null) return null
    const rows = await db.query('update staff set totp_last_step = $2 where id = $1 and (totp_last_step is null or totp_last_step < $2) returning id', [staff.id, step])
    return rows.length ? 'totp' : null
  }
  const rows = await db.query('update staff_recovery_codes set used_at = now() where staff_id = $1 and code_hash = $2 and used_at is null returning id', [staff.id, digest(normaliseRecovery(code))])
  return rows.length ? 'recovery' : null
}
