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

/** Limits kept in the database: serverless instances share no memory (decision 021). */
export const LIMITS = {
  'signin-account': { max: 5, windowSeconds: 15 * 60 },
  'signin-address': { max: 30, windowSeconds: 15 * 60 },
  'otp-account': { max: 5, windowSeconds: 60 * 60 },
  'otp-address': { max: 20, windowSeconds: 60 * 60 },
  /** Enquiries reach a realtor's inbox: a person sends a few, a spammer many. */
  'enquiry-address': { max: 10, windowSeconds: 60 * 60 },
  'guide-address': { max: 5, windowSeconds: 60 * 60 },
  /** Each viewing request e-mails a realtor and perhaps a trusted person: a buyer books a few an hour. */
  'viewing-account': { max: 20, windowSeconds: 60 * 60 },
  /** Every marketing form and /agent/register together: each one e-mails the team and the sender. */
  'form-address': { max: formLimit(), windowSeconds: 60 * 60 },
  /** Reports of listings reach the tenant's team like the forms do, with the forms' allowance. */
  'report-address': { max: formLimit(), windowSeconds: 60 * 60 },
} as const
export type LimitKind = keyof typeof LIMITS

/** Refuses with 429 and Retry-After when `key` has used up `kind` in its window. */
export async function assertUnderLimit(db: Db, tenant: string, kind: LimitKind, key: string) {
  const { max, windowSeconds } = LIMITS[kind]
  const [row] = await db.query<{ n: number; oldest: number | null }>(
    `select count(*)::int as n, extract(epoch from min(created_at))::float8 as oldest from auth_attempts
     where tenant = $1 and kind = $2 and key = $3 and created_at > now() - make_interval(secs => $4)`,
    [tenant, kind, key, windowSeconds],
  )
  if (row && row.n >= max) {
    const retry = Math.max(1, Math.ceil((row.oldest ?? 0) + windowSeconds - Date.now() / 1000))
    throw new HttpError(429, limitMessage(kind), null, { 'retry-after': String(retry) })
  }
}

function limitMessage(kind: LimitKind): string {
  if (kind === 'viewing-account') return 'You have sent many viewing requests in the last hour. Please try again later.'
  if (kind === 'form-address') return 'You have sent many forms in the last hour. Please try again later.'
  if (kind === 'report-address') return 'You have sent many reports in the last hour. Please try again later.'
  if (kind.startsWith('enquiry') || kind.startsWith('guide')) return 'Too many requests from this connection. Please try again later.'
  return 'Too many attempts. Please wait a few minutes and try again.'
}

export async function recordAttempt(db: Db, tenant: string, kind: LimitKind, key: string) {
  await db.query('insert into auth_attempts (tenant, kind, key) values ($1, $2, $3)', [
    tenant,
    kind,
    key,
  ])
}

/** The caller's address as the platform reports it (Netlify's header, else the proxy chain). */
export function clientAddress(headers: Headers): string {
  const nf = headers.get('x-nf-client-connection-ip')?.trim()
  const fwd = headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return (nf || fwd || 'local').slice(0, 64)
}
