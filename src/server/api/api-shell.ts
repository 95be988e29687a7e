import { Hono } from 'hono'
import { answerError, fail } from '~/server/http/envelope'
import { inputGate } from '~/server/http/input-gate'
import { requestId } from '~/server/http/request-id'
import { securityHeaders } from '~/server/http/security-headers'
import type { AppEnv } from './app-env'

/**
 * What every /api/v1 app has around its routes: security headers, a request id and the input
 * gate first; `routes` mounts the rest; unknown routes and failures answer the envelope.
 */
export function apiShell(routes: (app: Hono<AppEnv>) => void) {
  const app = new Hono<AppEnv>().basePath('/api/v1')
  app.use('*', securityHeaders)
  app.use('*', requestId)
  app.use('*', inputGate)
  routes(app)
  app.notFound((c) => fail(404, `No route for ${c.req.method} ${new URL(c.req.url).pathname}`))
  app.onError(answerError('api'))
  return app
}
