import { Hono } from 'hono'
import type { Db } from '~/server/db/db'
import { fail, ok } from '~/server/http/envelope'
import { checkHealth, checkReady } from '~/server/health/health'
import { bearerMatches } from '~/server/ops/ops-token'
import type { AppEnv } from '../app-env'

const NO_STORE = { 'cache-control': 'no-store' }

/**
 * GET /health (decision 039): for the platform's checks and the operator, so it needs no tenant —
 * mounted ahead of the tenant check. Readiness is the database's: 503 when it does not answer,
 * else 200. Anybody gets `{ ready }` and nothing else (issue 33, finding 3: the mail queue's depth
 * and last error told a stranger which e-mail addresses have accounts and where the relay is).
 * The operator token (`Authorization: Bearer $OPS_TOKEN`) gets the whole report: database, mail
 * queue, `degraded: ['mail']` while messages wait, the deployed commit. Never cached.
 */
export function healthRoutes(getDb: () => Promise<Db>, opsToken: string | null) {
  const r = new Hono<AppEnv>()
  r.get('/', async (c) => {
    if (opsToken && bearerMatches(c.req.header('authorization'), opsToken)) {
      const report = await checkHealth(getDb)
      if (report.ready) return ok(report, { headers: NO_STORE, message: report.degraded.length ? `Ready; degraded: ${report.degraded.join(', ')}` : 'Success' })
      return fail(503, 'Not ready: database', report, NO_STORE)
    }
    const ready = await checkReady(getDb)
    return ready.ready ? ok(ready, { headers: NO_STORE, message: 'Success' }) : fail(503, 'Not ready', ready, NO_STORE)
  })
  return r
}
