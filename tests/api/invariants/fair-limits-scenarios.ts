import type { LimitKind } from '~/server/auth/rate-limit'
import { expect } from 'vitest'
import type { Db } from '~/server/db/db'
import {
  consoleCall,
  createOwnerByCli,
  nextCode,
  PASSWORD as STAFF_PASSWORD,
  setUp,
} from '../console-harness'
import { login, PASSWORD, signUp, unique } from '../security-harness'
import {
  api,
  type Answer,
  contactUs,
  enquiry,
  form,
  fresh,
  guide,
  headers,
  report,
  same,
  type Scenario,
  serial,
  verifyLink,
  viewing,
} from './fair-limits-harness'

/** fair-limits.test.ts' scenarios: each limit a person can share with an attacker, the people it protects, and time passing. */

/** The scenarios on one test file's database, and `wait`, which they share with the tests. */
export function fairLimitScenarios(testDb: { readonly db: Db }) {
  /** Time passing for every limit: each attempt counted, and each reset code asked for, moves `seconds` into the past. */
  async function wait(seconds: number) {
    for (const table of ['auth_attempts', 'password_reset_attempts'])
      await testDb.db.query(
        `update ${table} set created_at = created_at - make_interval(secs => $1)`,
        [seconds],
      )
  }
  const listing = async () => {
    const [l] = await testDb.db.query<{ id: number; slug: string }>(
      'select id::int as id, slug from listings order by id limit 1',
    )
    return l!
  }
  let listingIds: number[] = []
  let attackerToken = ''
  let colleagueCookie = ''

  /** A buyer who signed in from `from` before: the person the sign-in scenarios protect. */
  let buyer = { email: '', token: '' }
  const buyerAt = async (from: string) => {
    buyer = await signUp(unique('person'), headers(fresh()))
    expect((await login(buyer.email, PASSWORD, headers(from))).status).toBe(200)
  }
  const newBuyer = async () => void (buyer = await signUp(unique('person'), headers(fresh())))
  const buyerSignIn = (from: string) =>
    api('POST', '/auth/user-login', { email: buyer.email, password: PASSWORD }, from)
  const buyerCode = (from: string) => api('POST', '/auth/user-getotp', { email: buyer.email }, from)
  /** A staff member who signed in from `from` before, with their authenticator's secret. */
  let staff = { email: '', secret: '', cookie: '' }
  const staffAt = async (from: string) => {
    const email = `staff${serial()}@haven.ng`
    const { secret } = await setUp((await createOwnerByCli(testDb.db, email)).setup_link)
    staff = { email, secret, cookie: '' }
    expect((await staffSignIn(email, secret, from)).status).toBe(200)
  }
  async function staffSignIn(
    email: string,
    secret: string,
    from: string,
    password = STAFF_PASSWORD,
  ): Promise<Answer> {
    const first = await consoleCall('POST', '/sign-in', { email, password }, { address: from })
    if (first.status !== 200) return first
    staff.cookie = first.cookie!
    return consoleCall(
      'POST',
      '/sign-in/code',
      { code: nextCode(secret) },
      { cookie: first.cookie, address: from },
    )
  }
  const staffPassword = (email: string, password: string, from: string) =>
    consoleCall('POST', '/sign-in', { email, password }, { address: from })
  const staffPerson = (from: string) => staffSignIn(staff.email, staff.secret, from)

  /** Each limit a person can share with an attacker, and how each side meets it. */
  const SCENARIOS: Record<
    Exclude<
      LimitKind,
      | 'signup-tenant'
      | 'otp-tenant'
      | 'signin-notice'
      | 'staff-signin-notice'
      | 'staff-refusal-audit'
    >,
    Scenario
  > = {
    // Someone behind the owner's address guesses many accounts; the owner signed in from here before.
    'signin-address': {
      setup: buyerAt,
      attack: (from) =>
        api(
          'POST',
          '/auth/user-login',
          { email: unique('nobody'), password: 'wrong password' },
          from,
        ),
      person: buyerSignIn,
    },
    // Someone behind the owner's address guesses the owner's own password.
    'signin-account-address': {
      setup: buyerAt,
      attack: (from) =>
        api('POST', '/auth/user-login', { email: buyer.email, password: 'wrong password' }, from),
      person: buyerSignIn,
    },
    // Strangers anywhere guess the owner's password.
    'signin-account': {
      setup: buyerAt,
      attack: () =>
        api(
          'POST',
          '/auth/user-login',
          { email: buyer.email, password: 'wrong password' },
          fresh(),
        ),
      person: buyerSignIn,
    },
    // A neighbour with a stolen session of their own account guesses its password; the person changes theirs.
    'password-change-account': {
      async setup(from) {
        const attacker = await signUp(unique('attacker'), headers(from))
        buyer = await signUp(unique('person'), headers(from))
        attackerToken = attacker.token
      },
      attack: (from, i) =>
        api(
          'POST',
          '/auth/user-change-password',
          { old_password: `guess ${i}`, new_password: 'new password 1' },
          from,
          attackerToken,
        ),
      person: (from) =>
        api(
          'POST',
          '/auth/user-change-password',
          { old_password: PASSWORD, new_password: 'new password 2' },
          from,
          buyer.token,
        ),
    },
    'signup-address': {
      attack: (from) =>
        api(
          'POST',
          '/auth/user-signup',
          {
            first_name: 'Flood',
            last_name: 'Bot',
            email: unique('flood'),
            phone: '08031234567',
            password: 'flooding 1',
          },
          from,
        ),
      person: (from) =>
        api(
          'POST',
          '/auth/user-signup',
          {
            first_name: 'Ada',
            last_name: 'Obi',
            email: unique('newcomer'),
            phone: '08031234567',
            password: 'a real one 1',
          },
          from,
        ),
    },
    // A stranger keeps asking reset codes for the person's address (after the 60 s between codes).
    'otp-account': {
      setup: newBuyer,
      attack: async (from) => {
        await wait(61)
        return buyerCode(from)
      },
      person: buyerCode,
    },
    'otp-address': {
      setup: newBuyer,
      attack: (from) => api('POST', '/auth/user-getotp', { email: unique('nobody') }, from),
      person: buyerCode,
    },
    'reset-address': {
      attack: (from) =>
        api(
          'PATCH',
          '/auth/user-reset-password',
          { email: unique('nobody'), new_password: 'new password 1', reset_token: 'x'.repeat(43) },
          from,
        ),
      person: (from) =>
        api(
          'PATCH',
          '/auth/user-reset-password',
          { email: unique('person'), new_password: 'new password 1', reset_token: 'y'.repeat(43) },
          from,
        ),
    },
    'verify-email-address': same(verifyLink),
    'enquiry-address': same(async (from) =>
      api('POST', '/enquiry/contact', enquiry(await listing()), from),
    ),
    'guide-address': same((from) => api('POST', '/enquiry/send-guide', guide(), from)),
    // A neighbour books many viewings on their own account; the person books one on theirs.
    'viewing-account': {
      async setup(from) {
        attackerToken = (await signUp(unique('attacker'), headers(from))).token
        buyer = await signUp(unique('person'), headers(from))
        listingIds = (
          await testDb.db.query<{ id: number }>(
            "select id::int as id from listings where availability = 'available' order by id limit 30",
          )
        ).map((r) => r.id)
      },
      attack: (from, i) =>
        api('POST', '/enquiry/schedule-viewing', viewing(listingIds[i]!), from, attackerToken),
      person: (from) =>
        api('POST', '/enquiry/schedule-viewing', viewing(listingIds[0]!), from, buyer.token),
    },
    'form-address': same((from) => form('contact-us', contactUs(), from)),
    'report-address': same((from) => api('POST', '/enquiry/report-listing', report(), from)),
    'staff-signin-address': {
      setup: staffAt,
      attack: (from) => staffPassword(`nobody${serial()}@haven.ng`, 'not the passphrase', from),
      person: staffPerson,
    },
    'staff-signin-account-address': {
      setup: staffAt,
      attack: (from) => staffPassword(staff.email, 'not the passphrase', from),
      person: staffPerson,
    },
    'staff-signin-account': {
      setup: staffAt,
      attack: () => staffPassword(staff.email, 'not the passphrase', fresh()),
      person: staffPerson,
    },
    // Only the password's holder reaches the code step: a colleague behind the same address fills their own count.
    'staff-code-account': {
      async setup(from) {
        await staffAt(from)
        const person = staff
        await staffAt(from)
        colleagueCookie = (await staffPassword(staff.email, STAFF_PASSWORD, from)).cookie!
        staff = person
      },
      attack: (from) =>
        consoleCall(
          'POST',
          '/sign-in/code',
          { code: 'wrong-code' },
          { cookie: colleagueCookie, address: from },
        ),
      person: staffPerson,
    },
  }
  return { SCENARIOS, wait }
}
