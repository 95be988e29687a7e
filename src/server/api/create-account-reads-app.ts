import type { Db } from '~/server/db/db'
import { getDb as defaultGetDb } from '~/server/db/get-db'
import { alertsRoutes } from '~/server/alerts/alerts-routes'
import { tenantRegistry, type TenantRegistry } from '~/server/tenants/load-tenants'
import { apiShell } from './api-shell'
import { resolveTenant } from './middleware/resolve-tenant'
import { accountReadRoutes } from './routes/account-read-routes'
import { favouriteRoutes, saveSearchRoutes, viewingRoutes } from './routes/buyer-routes'

/**
 * The signed-in buyer's reads of /api/v1, answering exactly as the full API does (the same route
 * modules, the same bearer check): what the page function asks in-process to paint a signed-in
 * page (decision 053). Sign-in, password hashing and e-mail stay out of its bundle (decision 038).
 */
export function createAccountReadsApp(deps: { getDb?: () => Promise<Db>; registry?: () => TenantRegistry } = {}) {
  const getDb = deps.getDb ?? defaultGetDb
  return apiShell((app) => {
    app.use('*', resolveTenant(deps.registry ?? tenantRegistry))
    app.route('/auth', accountReadRoutes(getDb))
    app.route('/favourite', favouriteRoutes(getDb))
    app.route('/save-search', saveSearchRoutes(getDb))
    app.route('/alerts', alertsRoutes(getDb))
    app.route('/enquiry/schedule-viewing', viewingRoutes(getDb))
  })
}
