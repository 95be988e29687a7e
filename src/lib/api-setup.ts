import type { PublicTenant } from '~/shared/tenant/tenant-schema'
import { configureApi } from './api-client'
import { readToken } from './auth-token'
import { session } from './session'

/** The API client for this tenant's pages: its API, its domain, the session's token; a refused token ends the session. */
export function configureApiFor(tenant: PublicTenant) {
  configureApi({
    baseUrl: tenant.api_base_url,
    tenantId: tenant.domain,
    getToken: readToken,
    onUnauthorized: session.end,
  })
}
