import type { Tenant } from '~/shared/tenant/tenant-schema'

/**
 * Whether http://localhost and <slug>.localhost count as the tenant's site: on a local run only,
 * which says so itself — `npm start` and `npm run dev` set HAVEN_LOCAL_ORIGINS=1, as do the
 * vitest and Playwright set-ups — and never on a Netlify deploy (NETLIFY is set there), whatever
 * else its environment holds. Never inferred from the request: a request can claim anything.
 */
export function localOriginsAllowed(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.HAVEN_LOCAL_ORIGINS === '1' && !env.NETLIFY
}

/**
 * Whether a URL is on the tenant's own site: https on its domain or www.<domain>, or — on a
 * local run (localOriginsAllowed) — <slug>.localhost or localhost, any port, http allowed. The
 * Google callback sends an access token to this URL, so anything else — another tenant, a
 * look-alike host, userinfo tricks, localhost on a deployed site — is refused.
 */
export function isTenantOrigin(raw: string, tenant: Pick<Tenant, 'domain' | 'slug'>, env: NodeJS.ProcessEnv = process.env): boolean {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return false
  }
  if (url.username || url.password) return false
  const host = url.hostname.toLowerCase()
  if (host === 'localhost' || host === `${tenant.slug}.localhost`)
    return localOriginsAllowed(env) && (url.protocol === 'http:' || url.protocol === 'https:')
  return url.protocol === 'https:' && (host === tenant.domain || host === `www.${tenant.domain}`)
}

/** The site a link in an e-mail points at: where the request came from when it is the tenant's, else its domain. */
export function siteOrigin(tenant: Pick<Tenant, 'domain' | 'slug'>, requestOrigin: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  return requestOrigin && isTenantOrigin(requestOrigin, tenant, env) ? requestOrigin : `https://${tenant.domain}`
}
