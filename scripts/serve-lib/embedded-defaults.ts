import type { Tenant } from '~/shared/tenant/tenant-schema'

/** The flagship is the tenant that runs on the marketplace's own domain. */
export function flagshipTenant(tenants: readonly Tenant[]): Tenant {
  const preferred = process.env.HAVEN_DEFAULT_TENANT
  return (
    tenants.find((t) => t.slug === preferred) ??
    tenants.find((t) => t.domain === t.marketplace_domain) ??
    tenants[0]!
  )
}

/** Migrates and, on first start, seeds the database (PGlite under .data/ unless DATABASE_URL is set). */
export async function prepareEmbeddedDefaults() {
  // Filled in once the database layer lands (src/server/db).
}
