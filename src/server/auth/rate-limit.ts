import type { Db } from '~/server/db/db'
import { HttpError } from '~/server/http/envelope'

/** The forms' hourly allowance per address and tenant (decision 031) unless HAVEN_FORM_RATE_LIMIT says otherwise. */
const FORM_LIMIT_PER_HOUR = 20

/**
 * HAVEN_FORM_RATE_LIMIT, read once at start: the load bench raises it, since every request it
 * sends comes from one address. Anything but a whole number ≥ 1 stops the start-up.
 */
export function formLimit(value = process.env.HAVEN_FORM_RATE_LIMIT): number {
  if (value === undefined || value.trim() === '') return FORM_LIMIT_PER_HOUR
  const n = Number(value)
  if (!Number.isInteger(n) || n < 1) throw new Error(`HAVEN_FORM_RATE_LIMIT must be a whole number of 1 or more, not '${value}'`)
  return n
}

/**
 * HAVEN_SIGNUP_RATE_LIMIT: sign-ups an address may make in an hour (default 30: a family or an
 * office behind one mobile carrier's shared address still signs up). Read at each call, so the
 * e2e server and the API tests, which sign everyone up from one address, can raise it.
 */
export function signupLimit(value = process.env.HAVEN_SIGNUP_RATE_LIMIT): number {
  const n = Number(value)
  return value !== undefined && Number.isInteger(n) && n >= 1 ? n : 30
}

/** Verification links opened from one address an hour: 30, or HAVEN_VERIFY_EMAIL_RATE_LIMIT (the e2e server, one address for every buyer). */
export const verifyEmailLimit = (value = process.env.HAVEN_VERIFY_EMAIL_RATE_LIMIT) => signupLimit(value)

const MINUTES = 60
const HOUR = 60 * MINUTES

/**
 * A limit: at most `max` attempts in `windowSeconds`. With `delay`, the first `delay.free`
 * attempts go at once and each further one waits twice as long as the last (from `delay.base`
 * seconds up to `delay.cap`) instead of being refused for the whole window: an account under
 * attack slows the attacker down without locking its owner out (issue 20, finding 14).
 */
export interface Limit {
  max: number
  windowSeconds: number
  delay?: { free: number; base: number; cap: number }
  /**
   * What the key is (issue 33, invariant 5): one caller's `address`, one `account`, an account
   * from one address (`pair`), the whole `tenant`, or a `notice` that only spaces out messages and
   * never refuses anyone. A limit a stranger can fill for someone else — every address limit (a
   * carrier's NAT puts thousands of phones behind one), every account limit an unauthenticated
   * caller can count — is a growing delay: the person sharing the key waits at most `delay.cap`.
   */
  scope: 'address' | 'account' | 'pair' | 'tenant' | 'notice'
}

/** Limits kept in the database: serverless instances share no memory (decisions 021 and 040). */
export const LIMITS = {
  /** Failed sign-ins from one address, whatever the account; an address that signed in to the account before is exempt. */
  'signin-address': { max: 1_000, windowSeconds: 15 * MINUTES, delay: { free: 30, base: 2, cap: 60 }, scope: 'address' },
  /** Failed sign-ins to one account from one address: its owner's typos, or one attacker beside them. */
  'signin-account-address': { max: 1_000, windowSeconds: 15 * MINUTES, delay: { free: 10, base: 2, cap: 60 }, scope: 'pair' },
  /** Failed sign-ins to one account from anywhere: growing delays, never a lockout. */
  'signin-account': { max: 1_000, windowSeconds: 15 * MINUTES, delay: { free: 5, base: 2, cap: 60 }, scope: 'account' },
  /** The owner is told once a day at most that someone is trying their password. */
  'signin-notice': { max: 1, windowSeconds: 24 * HOUR, scope: 'notice' },
  /** Wrong current passwords on the settings page (finding 10): only the signed-in account counts here. */
  'password-change-account': { max: 5, windowSeconds: 15 * MINUTES, scope: 'account' },
  /** Sign-ups: argon2 and an e-mail each (findings 6 and 11). */
  'signup-address': {
    max: 1_000,
    windowSeconds: HOUR,
    delay: {
      get free() {
        return signupLimit()
      },
      base: 2,
      cap: 5 * MINUTES,
    },
    scope: 'address',
  },
  'signup-tenant': { max: 1_000, windowSeconds: HOUR, scope: 'tenant' },
  /** Codes asked for an e-mail, by anyone: after five, each waits longer (a stranger cannot stop the owner's reset). */
  'otp-account': { max: 100, windowSeconds: HOUR, delay: { free: 5, base: 2 * MINUTES, cap: 5 * MINUTES }, scope: 'account' },
  'otp-address': { max: 1_000, windowSeconds: HOUR, delay: { free: 20, base: 2, cap: 60 }, scope: 'address' },
  'otp-tenant': { max: 1_000, windowSeconds: HOUR, scope: 'tenant' },
  /** Password resets and verification links tried from one address. */
  'reset-address': { max: 1_000, windowSeconds: HOUR, delay: { free: 20, base: 2, cap: 60 }, scope: 'address' },
  'verify-email-address': {
    max: 1_000,
    windowSeconds: HOUR,
    delay: {
      get free() {
        return verifyEmailLimit()
      },
      base: 2,
      cap: 60,
    },
    scope: 'address',
  },
  /** Enquiries reach a realtor's inbox: a person sends a few, a spammer many (and then one each five minutes). */
  'enquiry-address': { max: 1_000, windowSeconds: HOUR, delay: { free: 10, base: 2, cap: 5 * MINUTES }, scope: 'address' },
  'guide-address': { max: 1_000, windowSeconds: HOUR, delay: { free: 5, base: 2, cap: 5 * MINUTES }, scope: 'address' },
  /** Each viewing request e-mails a realtor and perhaps a trusted person: a buyer books a few an hour. */
  'viewing-account': { max: 20, windowSeconds: HOUR, scope: 'account' },
  /** Every marketing form and /agent/register together: each one e-mails the team and the sender. */
  'form-address': { max: 1_000, windowSeconds: HOUR, delay: { free: formLimit(), base: 2, cap: 5 * MINUTES }, scope: 'address' },
  /** Staff sign-in to the console: the buyers' model (decisions 040, 045; issue 33, finding 2). */
  'staff-signin-address': { max: 1_000, windowSeconds: 15 * MINUTES, delay: { free: 20, base: 2, cap: 60 }, scope: 'address' },
  'staff-signin-account-address': { max: 1_000, windowSeconds: 15 * MINUTES, delay: { free: 10, base: 2, cap: 60 }, scope: 'pair' },
  'staff-signin-account': { max: 1_000, windowSeconds: 15 * MINUTES, delay: { free: 5, base: 2, cap: 60 }, scope: 'account' },
  'staff-signin-notice': { max: 1, windowSeconds: 24 * HOUR, scope: 'notice' },
  /** One audit row per staff account and window for sign-ins refused (the trail is not filled by a flood). */
  'staff-refusal-audit': { max: 1, windowSeconds: 15 * MINUTES, scope: 'notice' },
  /** Wrong second-factor codes for one staff account: five, then the window must pass (only the password's holder counts here). */
  'staff-code-account': { max: 5, windowSeconds: 15 * MINUTES, scope: 'account' },
  /** Reports of listings reach the tenant's team like the forms do, with the forms' allowance. */
  'report-address': { max: 1_000, windowSeconds: HOUR, delay: { free: formLimit(), base: 2, cap: 5 * MINUTES }, scope: 'address' },
} as const satisfies Record<string, Limit>
export type LimitKind = keyof typeof LIMITS
/** Rows that limit nothing: an address that signed in to an account (decision 040). */
export type KnownKind = 'signin-known' | 'staff-signin-known'

/** An attempt counted against a limit; release() takes it back (a sign-in that succeeded). */
export interface Reservation {
  id: number
  /** How many attempts were already in the window before this one. */
  before: number
  release(): Promise<void>
}

/**
 * Counts an attempt against `kind` for `key` before the work it limits, or refuses with 429 and
 * Retry-After. Count and insert run under a transaction-scoped advisory lock on the key, so
 * parallel requests are counted one by one: 200 logins at once get no more tries than 200 in a
 * row (finding 2). Works through a transaction pooler: the lock ends with the transaction.
 */
export async function reserveAttempt(db: Db, tenant: string, kind: LimitKind, key: string): Promise<Reservation> {
  const limit: Limit = LIMITS[kind]
  const slot = `${tenant}\n${kind}\n${key}`
  const known = refusals.get(slot)
  if (known !== undefined && known > Date.now()) refuse(kind, (known - Date.now()) / 1000)
  if (known !== undefined) refusals.delete(slot)
  const { id, before } = await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [`${tenant}\n${kind}\n${key}`])
    const [row] = await tx.query<{ n: number; oldest: number | null; since_last: number | null }>(
      `select count(*)::int as n, extract(epoch from now() - max(created_at))::float8 as since_last,
         extract(epoch from min(created_at) + make_interval(secs => $4) - now())::float8 as oldest
       from auth_attempts where tenant = $1 and kind = $2 and key = $3 and created_at > now() - make_interval(secs => $4)`,
      [tenant, kind, key, limit.windowSeconds],
    )
    const n = row?.n ?? 0
    if (n >= limit.max) refuse(kind, row?.oldest ?? limit.windowSeconds, slot)
    if (limit.delay && n >= limit.delay.free) {
      const wait = Math.min(limit.delay.cap, limit.delay.base * 2 ** (n - limit.delay.free)) - (row?.since_last ?? 0)
      if (wait > 0) refuse(kind, wait)
    }
    const [inserted] = await tx.query<{ id: number }>(
      'insert into auth_attempts (tenant, kind, key) values ($1, $2, $3) returning id::int as id',
      [tenant, kind, key],
    )
    return { id: inserted!.id, before: n }
  })
  return { id, before, release: () => db.query('delete from auth_attempts where id = $1', [id]).then(() => undefined) }
}

/** Reserves each limit in turn; when one refuses, the ones already taken are given back. */
export async function reserveAll(db: Db, tenant: string, limits: [LimitKind, string][]): Promise<Reservation[]> {
  const taken: Reservation[] = []
  try {
    for (const [kind, key] of limits) taken.push(await reserveAttempt(db, tenant, kind, key))
    return taken
  } catch (err) {
    await Promise.all(taken.map((r) => r.release()))
    throw err
  }
}

/** Whether `key` has any attempt of `kind` in its window (e.g. a known address for an account). */
export async function hasRecentAttempt(db: Db, tenant: string, kind: LimitKind | KnownKind, key: string, windowSeconds: number) {
  const rows = await db.query(
    'select 1 from auth_attempts where tenant = $1 and kind = $2 and key = $3 and created_at > now() - make_interval(secs => $4) limit 1',
    [tenant, kind, key, windowSeconds],
  )
  return rows.length > 0
}

/** Writes a row that limits nothing by itself (e.g. 'signin-known': this address signed in here). */
export async function noteAttempt(db: Db, tenant: string, kind: string, key: string) {
  await db.query('insert into auth_attempts (tenant, kind, key) values ($1, $2, $3)', [tenant, kind, key])
}

/**
 * Refusals the database has already decided, kept by this instance until their Retry-After: a
 * flood from an address that has used up its window is answered from memory, without a
 * transaction each (issue 20, finding 6). Only whole-window refusals of a minute or more are
 * kept; the database stays the one authority, and a new instance simply asks it again.
 */
const refusals = new Map<string, number>()
const MAX_REMEMBERED = 10_000
const REMEMBER_FROM_SECONDS = 60

/** Forgets this instance's remembered refusals of `kind` whose key `matches` (an owner's unlock). */
export function forgetRefusals(tenant: string, kind: LimitKind, matches: (key: string) => boolean) {
  const prefix = `${tenant}\n${kind}\n`
  for (const slot of refusals.keys()) if (slot.startsWith(prefix) && matches(slot.slice(prefix.length))) refusals.delete(slot)
}

function refuse(kind: LimitKind, seconds: number, slot?: string): never {
  const retry = Math.max(1, Math.ceil(seconds))
  if (slot && retry >= REMEMBER_FROM_SECONDS) {
    if (refusals.size >= MAX_REMEMBERED) refusals.delete(refusals.keys().next().value!)
    refusals.set(slot, Date.now() + retry * 1000)
  }
  throw new HttpError(429, limitMessage(kind), null, { 'retry-after': String(retry) })
}

function limitMessage(kind: LimitKind): string {
  if (kind === 'viewing-account') return 'You have sent many viewing requests in the last hour. Please try again later.'
  if (kind === 'form-address') return 'You have sent many forms in the last hour. Please try again later.'
  if (kind === 'report-address') return 'You have sent many reports in the last hour. Please try again later.'
  if (kind.startsWith('enquiry') || kind.startsWith('guide')) return 'Too many requests from this connection. Please try again later.'
  if (kind.startsWith('signup')) return 'Too many sign-ups from this connection. Please try again later.'
  return 'Too many attempts. Please wait a few minutes and try again.'
}

/** The caller's address as the platform reports it (Netlify's header, else the proxy chain). */
export function clientAddress(headers: Headers): string {
  const nf = headers.get('x-nf-client-connection-ip')?.trim()
  const fwd = headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return (nf || fwd || 'local').slice(0, 64)
}
