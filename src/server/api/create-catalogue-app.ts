import type { Db } from '~/server/db/db'
import { getDb as defaultGetDb } from '~/server/db/get-db'
import { tenantRegistry, type TenantRegistry } from '~/server/tenants/load-tenants'
import { apiShell } from './api-shell'
import { resolveTenant } from './middleware/resolve-tenant'
import { indexingRoutes } from './routes/indexing-routes'
import { salesAdvisorsRoutes } from './routes/sales-advisors-routes'

/**
 * The catalogue reads of /api/v1 (listings, locations, realtors), answering exactly as the full API
 * does: what the page function asks in-process. Its own module, so the page function's bundle
 * carries none of sign-in, e-mail or enquiries (decision 038).
 */
export function createCatalogueApp(deps: { getDb?: () => Promise<Db>; registry?: () => TenantRegistry } = {}) {
  const getDb = deps.getDb ?? defaultGetDb
  return apiShell((app) => {
    app.use('*', resolveTenant(deps.registry ?? tenantRegistry))
    app.route('/indexing', indexingRoutes(getDb))
    app.route('/sales-advisors', salesAdvisorsRoutes(getDb))
  })
}
