import type { Db } from '~/server/db/db'
import { deliver } from '~/server/email/deliver'
import { signInAlertMail } from '~/server/email/templates/account-security'
import type { Tenant } from '~/shared/tenant/tenant-schema'
import { hasRecentAttempt, noteAttempt, reserveAll, reserveAttempt, type LimitKind } from './rate-limit'
import type { UserRow } from './users'

/** An address that signed in to an account in this time is its owner's: never slowed by others' failures. */
const KNOWN_ADDRESS_SECONDS = 90 * 24 * 60 * 60
/** Failures on one account in 15 minutes after which its owner is told. */
export const ALERT_AFTER_FAILURES = 10

/**
 * The limits of one sign-in, taken before the password is checked (decision 040): per address, per
 * account and address, and — unless this address has signed in to the account before — per
 * account with growing delays. A success gives them back; a failure keeps them.
 */
export async function guardSignIn(db: Db, tenant: Tenant, email: string, address: string) {
  const pair = `${email}\n${address}`
  const known = await hasRecentAttempt(db, tenant.domain, 'signin-known', pair, KNOWN_ADDRESS_SECONDS)
  const limits: [LimitKind, string][] = [
    ['signin-address', address],
    ['signin-account-address', pair],
  ]
  if (!known) limits.push(['signin-account', email])
  const taken = await reserveAll(db, tenant.domain, limits)
  return {
    async succeeded() {
      await Promise.all(taken.map((r) => r.release()))
      if (!known) await noteAttempt(db, tenant.domain, 'signin-known', pair)
    },
    /** Keeps the attempts; tells a proved owner once a day when their account is under attack. */
    async failed(user: UserRow | null, origin: string) {
      const failures = Math.max(...taken.slice(1).map((r) => r.before)) + 1
      if (!user?.email_verified || failures < ALERT_AFTER_FAILURES) return
      const first = await reserveAttempt(db, tenant.domain, 'signin-notice', email).then(() => true, () => false)
      if (first) await deliver([signInAlertMail(tenant, user.email, user.first_name, failures, origin)], 'auth', 'sign-in alert')
    },
  }
}
