import { createAccountReadsApp } from '~/server/api/create-account-reads-app'
import { readPageCookie } from '~/server/auth/page-cookie'
import { bearerClaims } from '~/server/auth/require-user'
import { withSecurityHeaders } from '~/server/http/security-headers'
import { tenantRegistry, type TenantRegistry } from '~/server/tenants/load-tenants'
import { signedInPaintedRoutes } from '~/config/paths'
import type { Tenant } from '~/shared/tenant/tenant-schema'
import type { SignedInGet, SignedInPaint } from '~/shared/types/signed-in-paint'
import { requestDataSaver } from '~/shared/data-saver'
import { fillShell, priorityImage } from './page-head'
import { pageRequest } from './page-request'
import { loadShell } from './shell'

export interface SignedInPageDeps {
  registry?: () => TenantRegistry
  api?: (req: Request) => Response | Promise<Response>
  shell?: (tenant: Tenant, origin: string) => Promise<string | null>
  /** The page for this buyer (src/app/prepaint-signed-in.tsx, given by the function entry); null for a path it does not paint. */
  paint?: (tenant: Tenant, url: string, token: string, get: SignedInGet) => Promise<SignedInPaint | null>
}

/** A signed-in page depends on who asks: never kept by a CDN or a shared cache, per cookie in the browser's. */
const PRIVATE = { 'cache-control': 'private, no-store', vary: 'Cookie' }

/** The API refused the token (revoked by a password change, account closed) or could not answer. */
class NotPaintable extends Error {}

const patterns = signedInPaintedRoutes.map((r) => new RegExp(`^${r.path.replace(/:[a-zA-Z_]+/g, '[^/]+')}/?$`))

/** Whether a path is one of the signed-in pages this handler answers (src/config/paths.ts). */
export const isSignedInPath = (pathname: string) => patterns.some((p) => p.test(pathname))

/**
 * The signed-in pages (issue 26 item 1, decision 053). With a page cookie that verifies for this
 * tenant, as a bearer token does, the buyer's first answers are asked of the API in-process with
 * that token, inlined, and the page painted for them; with none, or one that does not verify, the
 * app shell exactly as before (the app draws the page, or asks the visitor to sign in). Every
 * answer is private and uncached.
 */
export function createSignedInPageHandler(deps: SignedInPageDeps = {}) {
  const registry = deps.registry ?? tenantRegistry
  const reads = deps.api ? null : createAccountReadsApp()
  const callApi = deps.api ?? ((req: Request) => reads!.fetch(req))
  const shellOf = deps.shell ?? loadShell
  return async (req: Request): Promise<Response> => withSecurityHeaders(await answer(req))

  async function answer(req: Request): Promise<Response> {
    const request = await pageRequest(req, registry(), shellOf)
    if (request instanceof Response) return request
    const { url, tenant, shell } = request
    const page = await painted(req, url, tenant, shell)
    return new Response(page ?? shell, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8', ...PRIVATE } })
  }

  /** The painted page, or null for the plain shell (no cookie, a cookie that does not verify, a failure). */
  async function painted(req: Request, url: URL, tenant: Tenant, shell: string): Promise<string | null> {
    const token = readPageCookie(req.headers.get('cookie'))
    if (!token || !deps.paint) return null
    // Signature, algorithm, issuer, expiry and this tenant as audience: another tenant's cookie is nothing here.
    if (!(await bearerClaims(tenant.domain, `Bearer ${token}`))) return null
    const get: SignedInGet = async (path, query) => {
      const qs = query ? `?${new URLSearchParams(query)}` : ''
      const res = await callApi(new Request(`${url.origin}/api/v1${path}${qs}`, { headers: { 'x-tenant-id': tenant.domain, authorization: `Bearer ${token}` } }))
      // The API's own check (token version, account still able to sign in) decides, as for the app.
      if (res.status === 401 || res.status >= 500) throw new NotPaintable(`${path} answered ${res.status}`)
      return res.ok ? ((await res.json()) as { data: unknown }) : null
    }
    try {
      const page = await deps.paint(tenant, url.href, token, get)
      // Not painted (a path the painter does not know, a render that failed): the app draws it as before.
      if (!page?.html) return null
      const route = signedInPaintedRoutes[patterns.findIndex((p) => p.test(url.pathname))]
      // Its largest photo asked for with the first bytes, as on the visitor's pages (not with data
      // saver on: the page would then want a smaller variant than the one preloaded).
      const photo = requestDataSaver(req.headers) ? null : priorityImage(page.html)
      const head = { title: `${route?.title ?? 'Your account'} | ${tenant.display_name}`, description: tenant.description, canonical: `https://${tenant.domain}${url.pathname}`, noindex: true, ...(photo && { preloadImage: photo.src, preloadSizes: photo.sizes }) }
      return fillShell(shell, head, page.fallback, page.html).replace(/(<div id="root"[^>]*) data-painted>/, (_, open: string) => `${open} data-painted data-painted-for="${page.paintedFor.replace(/[^\d:]/g, '')}">`)
    } catch (err) {
      if (!(err instanceof NotPaintable)) console.error('signed-in page:', err)
      return null
    }
  }
}
