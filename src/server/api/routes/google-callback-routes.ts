import { Hono } from 'hono'
import { clearedBrowserCookie, readBrowserCookie } from '~/server/auth/browser-cookie'
import { finishGoogleSignIn } from '~/server/auth/google-flow'
import { pageCookie } from '~/server/auth/page-cookie'
import { googleConfig } from '~/server/auth/google-config'
import type { Db } from '~/server/db/db'
import { HttpError } from '~/server/http/envelope'
import type { TenantRegistry } from '~/server/tenants/load-tenants'
import type { AppEnv } from '../app-env'

/**
 * GET /auth/google/callback — where Google sends the browser back. A top-level navigation carries
 * no x-tenant-id, so this is mounted ahead of the tenant check: the tenant comes from the stored
 * attempt the state names (and must match the Host when the Host is a tenant's).
 */
export function googleCallbackRoutes(getDb: () => Promise<Db>, registry: () => TenantRegistry) {
  const r = new Hono<AppEnv>()
  r.get('/', async (c) => {
    const cfg = googleConfig()
    if (!cfg) throw new HttpError(400, 'Google sign-in is not configured')
    const q = new URL(c.req.url).searchParams
    const location = await finishGoogleSignIn(
      await getDb(),
      cfg,
      registry(),
      {
        state: q.get('state') ?? undefined,
        code: q.get('code') ?? undefined,
        error: q.get('error') ?? undefined,
      },
      c.req.header('host'),
      readBrowserCookie(c.req.header('cookie')),
    )
    const headers = new Headers({
      location,
      'cache-control': 'private, no-store',
      // The token rides in the fragment; no page should learn this URL from a Referer.
      'referrer-policy': 'no-referrer',
    })
    headers.append('set-cookie', clearedBrowserCookie())
    // The page cookie goes with the token (decision 053): the page the buyer returns to is painted.
    const token = /#access_token=([\w.-]+)/.exec(location)?.[1]
    if (token) headers.append('set-cookie', pageCookie(token))
    return new Response(null, { status: 302, headers })
  })
  return r
}
