import type { Tenant } from '~/shared/tenant/tenant-schema'

/** What middleware puts on the Hono context for the routes. */
export interface AppEnv {
  Variables: {
    tenant: Tenant
  }
}
