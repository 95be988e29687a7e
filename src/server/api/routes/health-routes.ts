import { Hono } from 'hono'
import type { Db } from '~/server/db/db'
import { fail, ok } from '~/server/http/envelope'
import { checkHealth } from '~/server/health/health'
import type { AppEnv } from '../app-env'

const NO_STORE = { 'cache-control': 'no-store' }

/**
 * GET /health (decision 039): for the platform's checks and the operator, so it needs no tenant —
 * mounted ahead of the tenant check. 200 when the database and mail are ready, else 503 naming
 * what is not; the report either way, never cached.
 */
export function healthRoutes(getDb: () => Promise<Db>) {
  const r = new Hono<AppEnv>()
  r.get('/', async () => {
    const report = await checkHealth(getDb)
    if (report.ready) return ok(report, { headers: NO_STORE })
    const down = [!report.database.ready && 'database', !report.mail.ready && 'mail'].filter(Boolean).join(', ')
    return fail(503, `Not ready: ${down}`, report, NO_STORE)
  })
  return r
}
