import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { LIMITS, type LimitKind } from '~/server/auth/rate-limit'
import { viewingSlotIn } from '~/testing/viewing-slot'
import formsHandler from '../../../netlify/functions/forms'
import handler from '../../../netlify/functions/api'
import { send } from '../api-test-db'
import {
  consoleCall,
  createOwnerByCli,
  nextCode,
  PASSWORD as STAFF_PASSWORD,
  setUp,
} from '../console-harness'
import { login, PASSWORD, signUp, unique, useSecurityHarness } from '../security-harness'

/**
 * Issue 33, invariant 5: every per-address or per-account limit (LIMITS, the registry every
 * limiter is built from) lets a legitimate person behind the attacker's address — a carrier's NAT
 * puts thousands of phones behind one — do what they came for: at once, or after a wait no longer
 * than the limit's `delay.cap`. Every refusal is a 429 with Retry-After. A new limit without a
 * scenario here fails the test; so does a 429 answered anywhere but through the registry that
 * this file has not been taught.
 */
const { testDb } = useSecurityHarness()

interface Answer {
  status: number
  headers: Headers
}
interface Scenario {
  /** Who the legitimate person is (an account, a sign-in from this address before…). */
  setup?(from: string): Promise<void>
  /** One of the attacker's requests from `from`; the limit counts it. */
  attack(from: string, i: number): Promise<Answer>
  /** What the legitimate person behind `from` came to do. */
  person(from: string): Promise<Answer>
}

let n = 0
const fresh = () => `100.64.${Math.floor(++n / 250)}.${n % 250}`
const headers = (from: string) => ({ 'x-forwarded-for': from })
const api = async (
  method: string,
  path: string,
  body: unknown,
  from: string,
  token?: string,
): Promise<Answer> => {
  const res = await send(method, path, body, { headers: headers(from), token })
  return { status: res.status, headers: res.res.headers }
}
const form = async (path: string, body: unknown, from: string): Promise<Answer> =>
  formsHandler(
    new Request(`http://haven.localhost/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers(from) },
      body: JSON.stringify(body),
    }),
  )
const verifyLink = async (from: string): Promise<Answer> =>
  await handler(
    new Request(
      'http://haven.localhost/api/v1/auth/verify-email?token=not-a-live-token-000000000000',
      { headers: { host: 'haven.localhost', ...headers(from) } },
    ),
  )
const contactUs = () => ({
  first_name: 'Ada',
  last_name: 'Obi',
  phone: '0803 123 4567',
  email: unique('sender'),
  message: 'I want to sell my flat in Yaba.',
})
const report = () => ({
  listing_id: 7,
  reason: 'ASKED_FOR_PAYMENT_OUTSIDE_ESCROW',
  details: 'The agent asked for an inspection fee by bank transfer.',
})
const guide = () => ({ first_name: 'Tunde', last_name: 'Bakare', email: unique('guide') })
let listingIds: number[] = []
const listing = async () => {
  const [l] = await testDb.db.query<{ id: number; slug: string }>(
    'select id::int as id, slug from listings order by id limit 1',
  )
  return l!
}
const enquiry = async () => {
  const l = await listing()
  return {
    firstName: 'Chiamaka',
    lastName: 'Eze',
    emailAddress: unique('enquirer'),
    phoneNumber: '0803 123 4567',
    howCanARealtorHelp: 'Is it still available?',
    listingURL: `http://haven.localhost:8888/listings/${l.id}/${l.slug}`,
  }
}
const viewing = (id: number) => ({
  viewing_type: 'MYSELF',
  first_name: 'Chidi',
  last_name: 'Eze',
  email: unique('viewer'),
  phone_number: '0803 123 4567',
  inspection_type: 'PHYSICAL_INSPECTION',
  date: viewingSlotIn(5, '10:30'),
  listing_id: id,
  listing_url: `http://haven.localhost:8888/listings/${id}/x`,
})

/** Time passing for every limit: each attempt counted, and each reset code asked for, moves `seconds` into the past. */
async function wait(seconds: number) {
  await testDb.db.query(
    'update auth_attempts set created_at = created_at - make_interval(secs => $1)',
    [seconds],
  )
  await testDb.db.query(
    'update password_reset_attempts set created_at = created_at - make_interval(secs => $1)',
    [seconds],
  )
}

/** A buyer who signed in from `from` before: the person the sign-in scenarios protect. */
let buyer = { email: '', token: '' }
const buyerAt = async (from: string) => {
  buyer = await signUp(unique('person'), headers(fresh()))
  expect((await login(buyer.email, PASSWORD, headers(from))).status).toBe(200)
}
/** A staff member who signed in from `from` before, with their authenticator's secret. */
let staff = { email: '', secret: '', cookie: '' }
const staffAt = async (from: string) => {
  const email = `staff${++n}@haven.ng`
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

/** Each limit a person can share with an attacker, and how each side meets it. */
const SCENARIOS: Record<
  Exclude<
    LimitKind,
    'signup-tenant' | 'otp-tenant' | 'signin-notice' | 'staff-signin-notice' | 'staff-refusal-audit'
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
    person: (from) =>
      api('POST', '/auth/user-login', { email: buyer.email, password: PASSWORD }, from),
  },
  // Someone behind the owner's address guesses the owner's own password.
  'signin-account-address': {
    setup: buyerAt,
    attack: (from) =>
      api('POST', '/auth/user-login', { email: buyer.email, password: 'wrong password' }, from),
    person: (from) =>
      api('POST', '/auth/user-login', { email: buyer.email, password: PASSWORD }, from),
  },
  // Strangers anywhere guess the owner's password.
  'signin-account': {
    setup: buyerAt,
    attack: () =>
      api('POST', '/auth/user-login', { email: buyer.email, password: 'wrong password' }, fresh()),
    person: (from) =>
      api('POST', '/auth/user-login', { email: buyer.email, password: PASSWORD }, from),
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
    setup: async () => void (buyer = await signUp(unique('person'), headers(fresh()))),
    attack: async (from) => {
      await wait(61)
      return api('POST', '/auth/user-getotp', { email: buyer.email }, from)
    },
    person: (from) => api('POST', '/auth/user-getotp', { email: buyer.email }, from),
  },
  'otp-address': {
    setup: async () => void (buyer = await signUp(unique('person'), headers(fresh()))),
    attack: (from) => api('POST', '/auth/user-getotp', { email: unique('nobody') }, from),
    person: (from) => api('POST', '/auth/user-getotp', { email: buyer.email }, from),
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
  'verify-email-address': { attack: verifyLink, person: verifyLink },
  'enquiry-address': {
    attack: async (from) => api('POST', '/enquiry/contact', await enquiry(), from),
    person: async (from) => api('POST', '/enquiry/contact', await enquiry(), from),
  },
  'guide-address': {
    attack: (from) => api('POST', '/enquiry/send-guide', guide(), from),
    person: (from) => api('POST', '/enquiry/send-guide', guide(), from),
  },
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
  'form-address': {
    attack: (from) => form('contact-us', contactUs(), from),
    person: (from) => form('contact-us', contactUs(), from),
  },
  'report-address': {
    attack: (from) => api('POST', '/enquiry/report-listing', report(), from),
    person: (from) => api('POST', '/enquiry/report-listing', report(), from),
  },
  'staff-signin-address': {
    setup: staffAt,
    attack: (from) => staffPassword(`nobody${++n}@haven.ng`, 'not the passphrase', from),
    person: (from) => staffSignIn(staff.email, staff.secret, from),
  },
  'staff-signin-account-address': {
    setup: staffAt,
    attack: (from) => staffPassword(staff.email, 'not the passphrase', from),
    person: (from) => staffSignIn(staff.email, staff.secret, from),
  },
  'staff-signin-account': {
    setup: staffAt,
    attack: () => staffPassword(staff.email, 'not the passphrase', fresh()),
    person: (from) => staffSignIn(staff.email, staff.secret, from),
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
    person: (from) => staffSignIn(staff.email, staff.secret, from),
  },
}
let attackerToken = ''
let colleagueCookie = ''

beforeAll(() => {
  // The API tests' server raises these for one address signing everyone up; here they are production's.
  Object.assign(process.env, { HAVEN_SIGNUP_RATE_LIMIT: '30', HAVEN_VERIFY_EMAIL_RATE_LIMIT: '30' })
})
afterAll(() => {
  process.env.HAVEN_SIGNUP_RATE_LIMIT = '100000'
  delete process.env.HAVEN_VERIFY_EMAIL_RATE_LIMIT
  vi.useRealTimers()
})

const shared = (Object.keys(LIMITS) as LimitKind[]).filter((k) =>
  ['address', 'account', 'pair'].includes(LIMITS[k].scope),
)

describe('invariant 5: a limit an attacker fills never locks out the person beside them', () => {
  it('has a scenario for every per-address and per-account limit in the registry', () => {
    expect(Object.keys(SCENARIOS).sort()).toEqual([...shared].sort())
  })

  it.each(shared)(
    '%s: the attacker is refused with 429 and Retry-After; the person behind the same address is served',
    async (kind) => {
      const s = SCENARIOS[kind as keyof typeof SCENARIOS]
      const limit = LIMITS[kind] as { max: number; delay?: { free: number; cap: number } }
      const from = fresh()
      await s.setup?.(from)
      let refusal: Answer | undefined
      for (let i = 0; i < (limit.delay?.free ?? limit.max) + 3 && !refusal; i++) {
        const a = await s.attack(from, i)
        expect(a.status, `${kind}: attack ${i}`).toBeLessThan(500)
        if (a.status === 429) refusal = a
      }
      expect(refusal, `${kind}: the attacker was never refused`).toBeDefined()
      expect(refusal!.headers.get('retry-after'), kind).toMatch(/^[1-9]\d*$/)

      let answer = await s.person(from)
      if (answer.status === 429) {
        const retry = Number(answer.headers.get('retry-after'))
        expect(retry, `${kind}: the person must wait ${retry} s`).toBeLessThanOrEqual(
          limit.delay?.cap ?? 0,
        )
        await wait(retry + 1)
        answer = await s.person(from)
      }
      expect(answer.status, `${kind}: the person's answer`).not.toBe(429)
      expect(answer.status).toBeLessThan(500)
    },
  )
})

describe('every refusal goes through the registry', () => {
  /** 429s answered outside rate-limit.ts, each known and bounded: the 60 s between reset codes (one e-mail address), an uploader's own open uploads. */
  const TAUGHT = ['src/server/auth/reset-codes.ts', 'src/server/uploads/uploads.ts']
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((f) =>
      statSync(join(dir, f)).isDirectory()
        ? files(join(dir, f))
        : /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f)
          ? [join(dir, f)]
          : [],
    )

  it('answers 429 only from the registry or from the places this file was taught', () => {
    const root = join(__dirname, '../../..')
    const found = [...files(join(root, 'src/server')), ...files(join(root, 'netlify'))]
      .filter((f) => /HttpError\(\s*429|fail\(\s*429|status:\s*429/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(root, f))
    expect(found.sort()).toEqual(['src/server/auth/rate-limit.ts', ...TAUGHT].sort())
  })

  it('asks 60 s between two reset codes for one address with Retry-After, and serves the person after it', async () => {
    const { email } = await signUp(unique('person'), headers(fresh()))
    const from = fresh()
    expect((await api('POST', '/auth/user-getotp', { email }, from)).status).toBe(200)
    const again = await api('POST', '/auth/user-getotp', { email }, from)
    expect([again.status, Number(again.headers.get('retry-after')) <= 60]).toEqual([429, true])
    await wait(61)
    expect((await api('POST', '/auth/user-getotp', { email }, from)).status).toBe(200)
  })
})
