import { Hono } from 'hono'
import * as v from 'valibot'
import { confirmEmail } from '~/server/auth/email-verification'
import { clientAddress, reserveAttempt } from '~/server/auth/rate-limit'
import { siteOrigin } from '~/server/auth/tenant-origin'
import type { Db } from '~/server/db/db'
import { HttpError } from '~/server/http/envelope'
import { tenantForHost, type TenantRegistry } from '~/server/tenants/load-tenants'
import { oneTimeToken } from '~/shared/schemas/auth'
import type { AppEnv } from '../app-env'

const LINK_ERROR = 'This confirmation link has expired or was already used. Sign in and ask for a new one from Account Settings.'
const TokenSchema = oneTimeToken(LINK_ERROR)

/**
 * GET /auth/verify-email?token= — the link in the verification e-mail (decision 040). A link
 * opened from a mail app carries no x-tenant-id: the tenant is the Host's (a link names its own
 * site), so this sits before the tenant check, like the Google callback. The browser goes back to
 * the site with #email_verified=1, or #email_error=… for a dead link.
 */
export function emailLinkRoutes(getDb: () => Promise<Db>, registry: () => TenantRegistry) {
  const r = new Hono<AppEnv>()
  r.get('/', async (c) => {
    const url = new URL(c.req.url)
    const tenant = tenantForHost(registry(), c.req.header('host') ?? url.host)
    if (!tenant) throw new HttpError(400, LINK_ERROR)
    const db = await getDb()
    await reserveAttempt(db, tenant.domain, 'verify-email-address', clientAddress(c.req.raw.headers))
    const token = v.safeParse(TokenSchema, url.searchParams.get('token') ?? '')
    const confirmed = token.success ? await confirmEmail(db, token.output) : null
    const back = `${siteOrigin(tenant, url.origin)}/`
    const ok = confirmed === tenant.domain
    return new Response(null, {
      status: 302,
      headers: {
        location: ok ? `${back}#email_verified=1` : `${back}#email_error=${encodeURIComponent(LINK_ERROR)}`,
        'cache-control': 'private, no-store',
        'referrer-policy': 'no-referrer',
      },
    })
  })
  return r
}
