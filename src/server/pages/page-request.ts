import { tenantForHost, type TenantRegistry } from '~/server/tenants/load-tenants'
import type { Tenant } from '~/shared/tenant/tenant-schema'

/**
 * What every page the page function answers starts with (the visitor's pages and the signed-in
 * ones): the tenant the Host names, a read method and the tenant's shell, or the answer that ends the request.
 */
export async function pageRequest(
  req: Request,
  registry: TenantRegistry,
  shellOf: (tenant: Tenant, origin: string) => Promise<string | null>,
): Promise<{ url: URL; tenant: Tenant; shell: string } | Response> {
  const url = new URL(req.url)
  const tenant = tenantForHost(registry, req.headers.get('host') ?? url.host)
  if (!tenant) return new Response(`No tenant is configured for ${url.hostname}`, { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  if (req.method !== 'GET' && req.method !== 'HEAD') return new Response(null, { status: 405, headers: { allow: 'GET, HEAD' } })
  return { url, tenant, shell: (await shellOf(tenant, url.origin)) ?? bareShell(tenant) }
}

/**
 * A document for when the built shell cannot be read (a deploy without its build output): the
 * head is still filled for crawlers, and people get a way on rather than an error.
 */
export function bareShell(tenant: Tenant): string {
  return `<!doctype html>
<html lang="en-NG">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
</head>
<body><main><p>${tenant.display_name.replace(/[<>&"]/g, '')} is updating this page. <a href="/">Go to the home page</a>.</p></main></body>
</html>`
}
