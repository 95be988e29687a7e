import { getDb as defaultGetDb } from '~/server/db/get-db'
import type { Db } from '~/server/db/db'
import { tenantForHost, tenantRegistry, type TenantRegistry } from '~/server/tenants/load-tenants'
import { applyUnsubscribe } from './alert-settings'
import { unsubscribePage } from './unsubscribe-page'
import { readUnsubscribeToken, type UnsubscribeScope } from './unsubscribe-token'

const HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'private, no-store',
  'referrer-policy': 'no-referrer',
  'x-robots-tag': 'noindex',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
}
const page = (status: number, html: string, extra: Record<string, string> = {}) => new Response(html, { status, headers: { ...HEADERS, ...extra } })

const WHAT: Record<UnsubscribeScope['kind'], string> = {
  all: 'every alert e-mail: your saved searches and your favourite properties',
  search: 'the alerts of one saved search',
  favourites: 'the alerts about your favourite properties',
}
const DEAD = 'This unsubscribe link is not valid. Open the newest alert e-mail and use its link, or sign in and turn alerts off under Saved searches.'

export interface UnsubscribeDeps {
  getDb?: () => Promise<Db>
  registry?: () => TenantRegistry
}

/**
 * /api/alerts/unsubscribe?token=… (RFC 8058). POST — what a mail client sends for its one-click
 * button, and the confirm page's form — stops the alerts the signed token names, no session
 * needed. GET only shows the confirm page: link scanners and previews fetch links, and must not
 * unsubscribe anyone. The body of the POST (List-Unsubscribe=One-Click) is not needed, not read.
 */
export async function handleUnsubscribe(req: Request, deps: UnsubscribeDeps = {}): Promise<Response> {
  const url = new URL(req.url)
  const tenant = tenantForHost((deps.registry ?? tenantRegistry)(), req.headers.get('host') ?? url.host) ?? null
  const read = tenant ? readUnsubscribeToken(tenant.domain, url.searchParams.get('token') ?? '') : null
  if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'POST')
    return page(405, unsubscribePage(tenant, 'Not allowed', 'Open the link from the e-mail.'), { allow: 'GET, POST' })
  if (!tenant || !read) return page(400, unsubscribePage(tenant, 'Link not valid', DEAD))
  if (req.method !== 'POST') {
    const action = `${url.pathname}?token=${encodeURIComponent(url.searchParams.get('token')!)}`
    return page(200, unsubscribePage(tenant, 'Stop these e-mails?', `This stops ${WHAT[read.scope.kind]} from ${tenant.display_name}.`, { action, button: 'Unsubscribe' }))
  }
  const db = await (deps.getDb ?? defaultGetDb)()
  const stopped = await applyUnsubscribe(db, tenant.domain, read.userId, read.scope)
  return page(200, unsubscribePage(tenant, 'You are unsubscribed', `We will send no more ${stopped}. You can turn alerts on again under Saved searches.`))
}
