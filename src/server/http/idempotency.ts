import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '~/server/api/app-env'
import type { Db } from '~/server/db/db'
import { HttpError, JSON_CONTENT_TYPE } from './envelope'
import { fieldError } from './parse-body'

/** How long a key's answer is replayed. */
export const IDEMPOTENCY_TTL_HOURS = 24
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

/**
 * `Idempotency-Key` on a signed-in POST (decision 030): the first request with a key runs and its
 * successful answer is kept; a repeat of the same key answers that, marked Idempotent-Replayed.
 * A repeat while the first is still running gets 409; a failed first attempt keeps nothing, so
 * the client may retry with the same key. Keys belong to one user (who is on one tenant).
 */
export function idempotent(getDb: () => Promise<Db>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const key = readIdempotencyKey(c.req.raw.headers)
    if (key === undefined) return next()
    const db = await getDb()
    const userId = Number(c.get('user').id)
    const route = `${c.req.method} ${new URL(c.req.url).pathname}`
    await db.query(`delete from idempotency_keys where user_id = $1 and created_at < now() - interval '${IDEMPOTENCY_TTL_HOURS} hours'`, [userId])
    const claimed = await db.query(
      'insert into idempotency_keys (user_id, key, route) values ($1, $2, $3) on conflict (user_id, key) do nothing returning key',
      [userId, key, route],
    )
    if (claimed.length === 0) {
      const [prior] = await db.query<{ route: string; status: number | null; body: string | null }>(
        'select route, status, body from idempotency_keys where user_id = $1 and key = $2',
        [userId, key],
      )
      if (!prior || prior.route !== route) throw keyReused()
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
