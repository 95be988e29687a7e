import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '~/server/api/app-env'
import { HttpError } from './envelope'

/**
 * At most `max` requests of a kind in flight in this instance; the next is refused at once with
 * 503 and Retry-After, before it costs a database transaction or an argon2 hash. For the
 * unauthenticated calls that cost both (sign-up, password reset, codes): a flood of them is shed
 * cheaply and a buyer's sign-in keeps the CPU (issue 20, finding 6; decision 040). On a platform
 * that runs one request per instance (Netlify's functions) it never bites; there the database
 * limits do the work.
 */
export function inFlightLimit(max: number) {
  let inFlight = 0
  return createMiddleware<AppEnv>(async (_c, next) => {
    if (inFlight >= max) throw new HttpError(503, 'We are very busy right now. Please try again in a minute.', null, { 'retry-after': '30' })
    inFlight++
    try {
      await next()
    } finally {
      inFlight--
    }
  })
}
