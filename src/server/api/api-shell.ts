import { Hono, type Context, type Next } from 'hono'
import { answerError, fail } from '~/server/http/envelope'
import { inputGate } from '~/server/http/input-gate'
import { requestId } from '~/server/http/request-id'
import { securityHeaders } from '~/server/http/security-headers'
import type { AppEnv } from './app-env'

/**
 * An answer no route marked cacheable — an error, a redirect, a refusal before the route ran — is
 * kept by no cache (issue 33, invariant 7): a shared cache must never learn from a 401 or a 404
 * what the next person is shown.
 */
async function uncachedUnlessSaid(c: Context<AppEnv>, next: Next) {
  await next()
  if (!c.res.headers.has('cache-control')) c.res.headers.set('cache-control', 'no-store')
}

/**
 * What every /api/v1 app has around its routes: security headers, a request id and the input
 * gate first; `routes` mounts the rest; unknown routes and failures answer the envelope.
 */
export function apiShell(routes: (app: Hono<AppEnv>) => void) {
  const app = new Hono<AppEnv>().basePath('/api/v1')
  app.use('*', uncachedUnlessSaid)
  app.use('*', securityHeaders)
  app.use('*', requestId)
  app.use('*', inputGate)
  routes(app)
  app.notFound((c) => fail(404, `No route for ${c.req.method} ${new URL(c.req.url).pathname}`))
  app.onError(answerError('api'))
  return app
}
