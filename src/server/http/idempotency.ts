import { createHash } from 'node:crypto'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '~/server/api/app-env'
import type { Db } from '~/server/db/db'
import { HttpError, JSON_CONTENT_TYPE } from './envelope'
import { fieldError } from './parse-body'

/** How long a key's answer is replayed. */
export const IDEMPOTENCY_TTL_HOURS = 24
/**
 * How long a claim without an answer holds its key. Far above any request's run time, so a
 * duplicate of a running request still gets 409; once it has passed, the process that claimed
 * the key is taken to be gone (killed mid-request) and a retry runs.
 */
export const IDEMPOTENCY_LEASE_SECONDS = 60
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/
const HEADER = 'Idempotency-Key'

/** The request's Idempotency-Key, or undefined without one; a malformed key is a 400 naming the header. */
export function readIdempotencyKey(headers: Headers): string | undefined {
  const key = headers.get(HEADER) ?? undefined
  if (key !== undefined && !KEY_PATTERN.test(key)) throw fieldError(400, HEADER, `${HEADER} must be 1 to 200 visible characters`)
  return key
}

/** The key came with a different request than the one it was first used for. */
export const keyReused = () => fieldError(422, HEADER, `This ${HEADER} was already used for another request`)

/** JSON with every object's keys sorted: equal for equal values, as jsonb's equality is (the forms compare payloads so). */
const canonicalJson = (value: unknown): string =>
  JSON.stringify(value, (_, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  ) ?? ''

/** What makes two requests under one key the same request: the route and the parsed body. */
export const requestHash = (route: string, body: unknown) => createHash('sha256').update(`${route}\n${canonicalJson(body)}`).digest('base64url')

/**
 * `Idempotency-Key` on a signed-in POST (decision 030): the first request with a key runs and its
 * successful answer is kept; a repeat of the same key and body answers that, marked
 * Idempotent-Replayed; the key with another route or body is a 422 naming the header. A repeat
 * while the first is still running gets 409 — for IDEMPOTENCY_LEASE_SECONDS at most, by the
 * database's clock: a claim older than that was left by a crash and the retry takes it over.
 * A failed first attempt keeps nothing, so the client may retry with the same key. Keys belong
 * to one user (who is on one tenant).
 */
export function idempotent(getDb: () => Promise<Db>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const key = readIdempotencyKey(c.req.raw.headers)
    if (key === undefined) return next()
    const db = await getDb()
    const userId = Number(c.get('user').id)
    const route = `${c.req.method} ${new URL(c.req.url).pathname}`
    const hash = requestHash(route, c.get('jsonBody'))
    await db.query(`delete from idempotency_keys where user_id = $1 and created_at < now() - interval '${IDEMPOTENCY_TTL_HOURS} hours'`, [userId])
    // One statement claims a free key or takes over an expired claim: of parallel retries, one wins.
    const claimed = await db.query(
      `insert into idempotency_keys (user_id, key, route, request_hash) values ($1, $2, $3, $4)
       on conflict (user_id, key) do update set route = excluded.route, request_hash = excluded.request_hash, created_at = now()
         where idempotency_keys.status is null and idempotency_keys.created_at < now() - interval '${IDEMPOTENCY_LEASE_SECONDS} seconds'
           and idempotency_keys.route = excluded.route and coalesce(idempotency_keys.request_hash, excluded.request_hash) = excluded.request_hash
       returning key`,
      [userId, key, route, hash],
    )
    if (claimed.length === 0) {
      const [prior] = await db.query<{ route: string; request_hash: string | null; status: number | null; body: string | null }>(
        'select route, request_hash, status, body from idempotency_keys where user_id = $1 and key = $2',
        [userId, key],
      )
      if (!prior || prior.route !== route || (prior.request_hash !== null && prior.request_hash !== hash)) throw keyReused()
      if (prior.status === null) throw new HttpError(409, 'This request is still being processed')
      return new Response(prior.body, { status: prior.status, headers: { 'content-type': JSON_CONTENT_TYPE, 'idempotent-replayed': 'true' } })
    }
    await next()
    const res = c.res
    if (res.status >= 200 && res.status < 300) {
      await db.query('update idempotency_keys set status = $3, body = $4 where user_id = $1 and key = $2', [userId, key, res.status, await res.clone().text()])
    } else {
      await db.query('delete from idempotency_keys where user_id = $1 and key = $2', [userId, key])
    }
  })
}
