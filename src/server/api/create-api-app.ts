import { Hono } from 'hono'
import { getDb as defaultGetDb } from '~/server/db/get-db'
import type { Db } from '~/server/db/db'
import { fail, HttpError } from '~/server/http/envelope'
import { tenantRegistry, type TenantRegistry } from '~/server/tenants/load-tenants'
import type { AppEnv } from './app-env'
import { resolveTenant } from './middleware/resolve-tenant'
import { indexingRoutes } from './routes/indexing-routes'
import { salesAdvisorsRoutes } from './routes/sales-advisors-routes'

export interface ApiDeps {
  getDb?: () => Promise<Db>
  registry?: () => TenantRegistry
}

/** The one backend app: every /api/v1 call, tenant-checked, answering the envelope. */
export function createApiApp(deps: ApiDeps = {}) {
  const getDb = deps.getDb ?? defaultGetDb
  const app = new Hono<AppEnv>().basePath('/api/v1')

  app.use('*', resolveTenant(deps.registry ?? tenantRegistry))
  app.route('/indexing', indexingRoutes(getDb))
  app.route('/sales-advisors', salesAdvisorsRoutes(getDb))

  app.notFound((c) => fail(404, `No route for ${c.req.method} ${new URL(c.req.url).pathname}`))
  app.onError((err) => {
    if (err instanceof HttpError) return fail(err.status, err.message, err.data)
    // The detail goes to the log, never to the client.
    console.error('[api] unhandled error', err)
    return fail(500, 'Something went wrong')
  })
  return app
}

export const app = createApiApp()
