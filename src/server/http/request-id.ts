import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '~/server/api/app-env'

export const REQUEST_ID_HEADER = 'x-request-id'

/**
 * Every answer carries a request id, so a person reporting a failure can quote it and the one
 * log line of that failure can be found. A caller's own id is kept when it looks like one.
 */
export const requestId = createMiddleware<AppEnv>(async (c, next) => {
  const given = c.req.header(REQUEST_ID_HEADER)
  const id = given && /^[\w-]{8,64}$/.test(given) ? given : crypto.randomUUID()
  c.set('requestId', id)
  await next()
  c.res.headers.set(REQUEST_ID_HEADER, id)
})
