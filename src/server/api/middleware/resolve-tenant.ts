import { createMiddleware } from 'hono/factory'
import { HttpError } from '~/server/http/envelope'
import { tenantRegistry, type TenantRegistry } from '~/server/tenants/load-tenants'
import type { AppEnv } from '../app-env'

/**
 * Every call names its tenant in x-tenant-id (ARCHITECTURE: never a silent default).
 * A request that arrives on one tenant's own host but claims another tenant is refused: a page
 * on lekkiprime.com has no business reading haven.ng's data with its visitors' credentials.
 */
export function resolveTenant(registry: () => TenantRegistry = tenantRegistry) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('x-tenant-id')?.trim()
    if (!header) throw new HttpError(400, 'Missing x-tenant-id header')
    const reg = registry()
    const tenant = reg.byDomain(header)
    if (!tenant) throw new HttpError(400, `Unknown tenant '${header.slice(0, 100)}'`)
    const host = c.req.header('host') ?? new URL(c.req.url).host
    const hostTenant = host ? reg.byHost(host) : undefined
    if (hostTenant && hostTenant.domain !== tenant.domain) {
      throw new HttpError(403, `Tenant '${tenant.domain}' cannot be used from ${hostTenant.domain}`)
    }
    c.set('tenant', tenant)
    await next()
  })
}
