import { verifyPassword } from '~/server/auth/passwords'
import { reserveAll, reserveAttempt } from '~/server/auth/rate-limit'
import type { Db } from '~/server/db/db'
import { HttpError } from '~/server/http/envelope'
import { audit } from '~/server/ops/ops-audit'
import { findStaff, spendSecondFactor } from './staff-accounts'
import { closeSession, openSession, readSession } from './staff-sessions'

/** One answer for an unknown address, a wrong password, a disabled or unfinished account: nothing to enumerate. */
const WRONG = 'The e-mail or password is not right'

/**
 * The password step (decision 045): counted per address and per account before the check (ten
 * failures lock the account for 15 minutes), argon2 through the hash queue, the same work whether
 * or not the address exists. A success opens a five-minute session that can only give the code.
 */
export async function signInWithPassword(db: Db, tenant: string, email: string, password: string, address: string) {
  const taken = await reserveAll(db, tenant, [
    ['staff-signin-address', address],
    ['staff-signin-account', email],
  ])
  const staff = await findStaff(db, tenant, { email })
  const ok = await verifyPassword(staff?.password_hash ?? null, password)
  if (!ok || !staff || staff.disabled_at || !staff.totp_secret) throw new HttpError(401, WRONG)
  await Promise.all(taken.map((r) => r.release()))
  return openSession(db, staff, 'second-factor')
}

/**
 * The second step: a TOTP code or a recovery code, on a session the password opened. Five wrong
 * codes per account in 15 minutes, then 429. A success closes the half session and opens a new
 * one (a new id: nothing planted before sign-in survives it), and is audited.
 */
export async function signInWithCode(db: Db, tenant: string, pending: string | undefined, code: string) {
  const session = await readSession(db, tenant, pending)
  if (!session || session.stage !== 'second-factor') throw new HttpError(401, 'Sign in with your e-mail and password first')
  const staff = await findStaff(db, tenant, { id: session.staff_id })
  if (!staff) throw new HttpError(401, 'Sign in with your e-mail and password first')
  const attempt = await reserveAttempt(db, tenant, 'staff-code-account', String(staff.id))
  const used = await spendSecondFactor(db, staff, code)
  if (!used) throw new HttpError(401, 'That code is not right, or was already used', { field: 'code' })
  await attempt.release()
  await closeSession(db, pending)
  const token = await openSession(db, staff, 'signed-in')
  await audit(db, { actor: staff.email, channel: 'console' }, { action: 'staff-sign-in', tenant, target_kind: 'staff', target_id: staff.id, before: null, after: { second_factor: used } })
  return { token, staff }
}
