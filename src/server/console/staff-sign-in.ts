import { addressHash } from '~/server/auth/address-hash'
import { verifyPassword } from '~/server/auth/passwords'
import { reserveAttempt } from '~/server/auth/rate-limit'
import { guardAttempts, STAFF_SIGN_IN } from '~/server/auth/sign-in-guard'
import type { Db } from '~/server/db/db'
import { deliver } from '~/server/email/deliver'
import { HttpError } from '~/server/http/envelope'
import { audit } from '~/server/ops/ops-audit'
import type { Tenant } from '~/shared/tenant/tenant-schema'
import { findStaff, spendSecondFactor, type StaffRow } from './staff-accounts'
import { staffSignInAlertMail } from './staff-mail'
import { closeSession, openSession, readSession } from './staff-sessions'

/** One answer for an unknown address, a wrong password, a disabled or unfinished account: nothing to enumerate. */
const WRONG = 'The e-mail or password is not right'

/** Who tried, as the trail names a caller nobody has proved yet: a keyed hash of the address, never the address. */
const caller = (address: string) => `address:${addressHash(address, 'staff-sign-in')}`

/**
 * A refusal (429) of a sign-in to an existing account is audited once per account and window, so a
 * flood of refused tries leaves one row, not thousands (issue 33, finding 8).
 */
async function auditRefusal(db: Db, tenant: string, staff: StaffRow | null, actor: string, step: 'password' | 'code', err: unknown): Promise<never> {
  if (staff && err instanceof HttpError && err.status === 429) {
    const first = await reserveAttempt(db, tenant, 'staff-refusal-audit', String(staff.id)).then(() => true, () => false)
    const retry_after = Number(new Headers(err.headers).get('retry-after'))
    if (first) await audit(db, { actor, channel: 'console' }, { action: 'staff-sign-in-refused', tenant, target_kind: 'staff', target_id: staff.id, before: null, after: { email: staff.email, step, retry_after } })
  }
  throw err
}

/**
 * The password step: the buyers' limits (decision 040; issue 33, finding 2) under staff kinds —
 * per address, per account and address, per account with growing delays, an address the account
 * signed in from before exempt — taken before argon2, which runs the same whether or not the
 * address exists. The account's owner is e-mailed at ten failures; every failure on an existing
 * account is audited. A success, audited, opens a five-minute session that can only give the code.
 */
export async function signInWithPassword(db: Db, tenant: Tenant, email: string, password: string, address: string, origin: string) {
  const site = tenant.domain
  const staff = await findStaff(db, site, { email })
  const guard = await guardAttempts(db, site, STAFF_SIGN_IN, email.toLowerCase(), address).catch((err: unknown) => auditRefusal(db, site, staff, caller(address), 'password', err))
  const ok = await verifyPassword(staff?.password_hash ?? null, password)
  if (!ok || !staff || staff.disabled_at || !staff.totp_secret) {
    const live = staff && !staff.disabled_at ? staff : null
    const failures = await guard.failed(live && ((n) => deliver([staffSignInAlertMail(tenant, live.email, n, origin)], 'auth', 'staff sign-in alert')))
    if (staff) await audit(db, { actor: caller(address), channel: 'console' }, { action: 'staff-sign-in-failed', tenant: site, target_kind: 'staff', target_id: staff.id, before: null, after: { email: staff.email, step: 'password', failures } })
    throw new HttpError(401, WRONG)
  }
  await guard.succeeded()
  // Audited too: a right password never followed by its code is how a stolen password shows.
  await audit(db, { actor: staff.email, channel: 'console' }, { action: 'staff-password-accepted', tenant: site, target_kind: 'staff', target_id: staff.id, before: null, after: { address: caller(address) } })
  return openSession(db, staff, 'second-factor')
}

/**
 * The second step: a TOTP code or a recovery code, on a session the password opened. Five wrong
 * codes per account in 15 minutes, then 429: only the password's holder reaches this count. A
 * wrong code and a refusal are audited; a success closes the half session and opens a new one (a
 * new id: nothing planted before sign-in survives it), and is audited.
 */
export async function signInWithCode(db: Db, tenant: string, pending: string | undefined, code: string) {
  const session = await readSession(db, tenant, pending)
  if (!session || session.stage !== 'second-factor') throw new HttpError(401, 'Sign in with your e-mail and password first')
  const staff = await findStaff(db, tenant, { id: session.staff_id })
  if (!staff) throw new HttpError(401, 'Sign in with your e-mail and password first')
  const who = { actor: staff.email, channel: 'console' } as const
  const attempt = await reserveAttempt(db, tenant, 'staff-code-account', String(staff.id)).catch((err: unknown) => auditRefusal(db, tenant, staff, staff.email, 'code', err))
  const used = await spendSecondFactor(db, staff, code)
  if (!used) {
    await audit(db, who, { action: 'staff-code-failed', tenant, target_kind: 'staff', target_id: staff.id, before: null, after: { email: staff.email, step: 'code', failures: attempt.before + 1 } })
    throw new HttpError(401, 'That code is not right, or was already used', { field: 'code' })
  }
  await attempt.release()
  await closeSession(db, pending)
  const token = await openSession(db, staff, 'signed-in')
  await audit(db, who, { action: 'staff-sign-in', tenant, target_kind: 'staff', target_id: staff.id, before: null, after: { second_factor: used } })
  return { token, staff }
}
