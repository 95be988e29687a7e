import { Hono } from 'hono'
import type { Db } from '~/server/db/db'
import { fail, ok } from '~/server/http/envelope'
import { checkHealth } from '~/server/health/health'
import type { AppEnv } from '../app-env'

const NO_STORE = { 'cache-control': 'no-store' }

/**
 * GET /health (decision 039): for the platform's checks and the operator, so it needs no tenant —
 * mounted ahead of the tenant check. Readiness is the database's: 503 "Not ready: database" when
 * it does not answer, else 200 — with `degraded: ['mail']` and `mail.status: 'degraded'` while
 * messages wait (an SMTP outage queues mail, it does not stop the site). The report either way,
 * never cached.
 */
export function healthRoutes(getDb: () => Promise<Db>) {
  const r = new Hono<AppEnv>()
  r.get('/', async () => {
    const report = await checkHealth(getDb)
    if (report.ready) return ok(report, { headers: NO_STORE, message: report.degraded.length ? `Ready; degraded: ${report.degraded.join(', ')}` : 'Success' })
    return fail(503, 'Not ready: database', report, NO_STORE)
  })
  return r
}
