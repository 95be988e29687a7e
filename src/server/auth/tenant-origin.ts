import type { Tenant } from '~/shared/tenant/tenant-schema'

/**
 * Whether a URL is on the tenant's own site: https on its domain or www.<domain>, or a local run
 * (<slug>.localhost or localhost, any port, http allowed). The Google callback sends an access
 * token to this URL, so anything else — another tenant, a look-alike host, userinfo tricks — is
 * refused.
 */
export function isTenantOrigin(raw: string, tenant: Pick<Tenant, 'domain' | 'slug'>): boolean {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return false
  }
  if (url.username || url.password) return false
  const host = url.hostname.toLowerCase()
  if (host === 'localhost' || host === `${tenant.slug}.localhost`)
    return url.protocol === 'http:' || url.protocol === 'https:'
  return url.protocol === 'https:' && (host === tenant.domain || host === `www.${tenant.domain}`)
}

/** The site a link in an e-mail points at: where the request came from when it is the tenant's, else its domain. */
export function siteOrigin(tenant: Pick<Tenant, 'domain' | 'slug'>, requestOrigin: string | undefined): string {
  return requestOrigin && isTenantOrigin(requestOrigin, tenant) ? requestOrigin : `https://${tenant.domain}`
}
