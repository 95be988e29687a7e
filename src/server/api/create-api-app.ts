import { getDb as defaultGetDb } from '~/server/db/get-db'
import type { Db } from '~/server/db/db'
import { tenantRegistry, type TenantRegistry } from '~/server/tenants/load-tenants'
import { apiShell } from './api-shell'
import { resolveTenant } from './middleware/resolve-tenant'
import { authRoutes } from './routes/auth-routes'
import { favouriteRoutes, saveSearchRoutes, viewingRoutes } from './routes/buyer-routes'
import { agentRoutes } from './routes/agent-routes'
import { enquiryRoutes } from './routes/enquiry-routes'
import { emailLinkRoutes } from './routes/email-link-routes'
import { googleCallbackRoutes } from './routes/google-callback-routes'
import { healthRoutes } from './routes/health-routes'
import { opsRoutes } from './routes/ops-routes'
import { readOpsToken } from '~/server/ops/ops-token'
import { indexingRoutes } from './routes/indexing-routes'
import { salesAdvisorsRoutes } from './routes/sales-advisors-routes'
import { consoleRoutes } from '~/server/console/console-routes'
import { alertsRoutes } from '~/server/alerts/alerts-routes'

export interface ApiDeps {
  getDb?: () => Promise<Db>
  registry?: () => TenantRegistry
  /** The operator API's token; default OPS_TOKEN from the environment (unset: the API is off). */
  opsToken?: string | null
}

/** The one backend app: every /api/v1 call, tenant-checked, answering the envelope. */
export function createApiApp(deps: ApiDeps = {}) {
  const getDb = deps.getDb ?? defaultGetDb
  return apiShell((app) => {
    // Google's redirect is a browser navigation without x-tenant-id: mounted before the tenant
    // check, it takes the tenant from the stored sign-in attempt (decision 021).
    app.route('/auth/google/callback', googleCallbackRoutes(getDb, deps.registry ?? tenantRegistry))
    // The link in the verification e-mail, opened from a mail app (decision 040).
    app.route('/auth/verify-email', emailLinkRoutes(getDb, deps.registry ?? tenantRegistry))
    const opsToken = deps.opsToken === undefined ? readOpsToken() : deps.opsToken
    // Before the tenant check: without OPS_TOKEN every /ops path is a plain 404, whatever the headers.
    app.route('/ops', opsRoutes(getDb, opsToken, deps.registry ?? tenantRegistry))
    // Health checks come from the platform and operators, not from a tenant's site; the operator
    // token reads the details.
    app.route('/health', healthRoutes(getDb, opsToken))
    app.use('*', resolveTenant(deps.registry ?? tenantRegistry))
    app.route('/auth', authRoutes(getDb))
    app.route('/indexing', indexingRoutes(getDb))
    app.route('/sales-advisors', salesAdvisorsRoutes(getDb))
    app.route('/favourite', favouriteRoutes(getDb))
    app.route('/save-search', saveSearchRoutes(getDb))
    app.route('/alerts', alertsRoutes(getDb))
    app.route('/enquiry/schedule-viewing', viewingRoutes(getDb))
    app.route('/enquiry', enquiryRoutes(getDb))
    app.route('/agent', agentRoutes(getDb))
    // The operator console's own API (decision 045): staff sessions, never a buyer's token.
    app.route('/console', consoleRoutes(getDb))
  })
}

export const app = createApiApp()
