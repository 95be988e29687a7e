import type { Db } from '~/server/db/db'
import { HttpError } from '~/server/http/envelope'

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
    throw new HttpError(429, kind === 'viewing-account' ? 'You have sent many viewing requests in the last hour. Please try again later.' : kind.startsWith('enquiry') || kind.startsWith('guide') ? 'Too many requests from this connection. Please try again later.' : 'Too many attempts. Please wait a few minutes and try again.', null, {
      'retry-after': String(retry),
    })
  }
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
