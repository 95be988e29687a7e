import type { Db } from '~/server/db/db'
import { deliver } from '~/server/email/deliver'
import { signInAlertMail } from '~/server/email/templates/account-security'
import type { Tenant } from '~/shared/tenant/tenant-schema'
import { hasRecentAttempt, noteAttempt, reserveAll, reserveAttempt, type KnownKind, type LimitKind } from './rate-limit'
import type { UserRow } from './users'

/** An address that signed in to an account in this time is its owner's: never slowed by others' failures. */
const KNOWN_ADDRESS_SECONDS = 90 * 24 * 60 * 60
/** Failures on one account in 15 minutes after which its owner is told. */
export const ALERT_AFTER_FAILURES = 10

/** The limits one sign-in door counts under: per address, per account and address, per account, the owner's notice. */
export interface SignInKinds {
  address: LimitKind
  pair: LimitKind
  account: LimitKind
  notice: LimitKind
  /** Written on a success: this address is the account's owner's. */
  known: KnownKind
}
export const BUYER_SIGN_IN: SignInKinds = { address: 'signin-address', pair: 'signin-account-address', account: 'signin-account', notice: 'signin-notice', known: 'signin-known' }
export const STAFF_SIGN_IN: SignInKinds = { address: 'staff-signin-address', pair: 'staff-signin-account-address', account: 'staff-signin-account', notice: 'staff-signin-notice', known: 'staff-signin-known' }

/**
 * The limits of one sign-in, taken before the password is checked (decision 040): per account and
 * address, and — unless this address has signed in to the account before — per address and per
 * account, each a growing delay. A success gives them back; a failure keeps them. Buyers and staff
 * (issue 33, finding 2) count the same way under their own kinds.
 */
export async function guardAttempts(db: Db, tenant: string, kinds: SignInKinds, email: string, address: string) {
  const pair = `${email}\n${address}`
  const known = await hasRecentAttempt(db, tenant, kinds.known, pair, KNOWN_ADDRESS_SECONDS)
  // The owner at a known address shares neither the address's count (a carrier's NAT) nor the account's (strangers elsewhere).
  const limits: [LimitKind, string][] = known
    ? [[kinds.pair, pair]]
    : [
        [kinds.address, address],
        [kinds.pair, pair],
        [kinds.account, email],
      ]
  const taken = await reserveAll(db, tenant, limits)
  return {
    async succeeded() {
      await Promise.all(taken.map((r) => r.release()))
      if (!known) await noteAttempt(db, tenant, kinds.known, pair)
    },
    /**
     * Keeps the attempts and answers the account's failures in the window; at ten, `tell` tells
     * the owner, once a day (null: nobody to tell).
     */
    async failed(tell: ((failures: number) => Promise<unknown>) | null) {
      const failures = Math.max(...taken.filter((_, i) => limits[i]![0] !== kinds.address).map((r) => r.before)) + 1
      if (!tell || failures < ALERT_AFTER_FAILURES) return failures
      const first = await reserveAttempt(db, tenant, kinds.notice, email).then(() => true, () => false)
      if (first) await tell(failures)
      return failures
    },
  }
}

/** A buyer's sign-in: the owner of a proved address is e-mailed when their account is under attack. */
export async function guardSignIn(db: Db, tenant: Tenant, email: string, address: string) {
  const guard = await guardAttempts(db, tenant.domain, BUYER_SIGN_IN, email, address)
  return {
    succeeded: guard.succeeded,
    async failed(user: UserRow | null, origin: string) {
      const owner = user?.email_verified ? user : null
      await guard.failed(owner && ((failures) => deliver([signInAlertMail(tenant, owner.email, owner.first_name, failures, origin)], 'auth', 'sign-in alert')))
    },
  }
}
