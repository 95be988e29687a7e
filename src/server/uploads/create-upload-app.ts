import { resolveTenant } from '~/server/api/middleware/resolve-tenant'
import { apiShell } from '~/server/api/api-shell'
import { getDb as defaultGetDb } from '~/server/db/get-db'
import type { Db } from '~/server/db/db'
import { tenantRegistry, type TenantRegistry } from '~/server/tenants/load-tenants'
import { uploadRoutes } from './upload-routes'

/**
 * The console uploads' own app (decision 057), served by netlify/functions/console-upload.ts —
 * the one function that carries sharp — with the API's shell: security headers, request id, the
 * input gate, the tenant check, the envelope.
 */
export function createUploadApp(deps: { getDb?: () => Promise<Db>; registry?: () => TenantRegistry } = {}) {
  const getDb = deps.getDb ?? defaultGetDb
  return apiShell((app) => {
    app.use('*', resolveTenant(deps.registry ?? tenantRegistry))
    app.route('/console', uploadRoutes(getDb))
  })
}
