import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { prepaintSignedIn } from '~/app/prepaint-signed-in'
import { authSecret } from '~/server/auth/secret'
import { createSignedInPageHandler } from '~/server/pages/signed-in-page'
import { TENANT_SCRIPT_ID } from '~/shared/tenant/constants'
import handler from '../../netlify/functions/marketplace-page'
import { send, TENANT, useTestDb } from './api-test-db'

/** Signed-in pages painted from the page cookie (issue 26 item 1, decision 053). */

const testDb = useTestDb()

// The shell as the build writes it: a placeholder in the root, the tenant script right after.
const SHELL = `<!doctype html>
<html lang="en-NG">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Haven</title>
</head><body><div id="root"><p>Loading</p></div>
<script type="application/json" id="${TENANT_SCRIPT_ID}">{}</script></body></html>`

const pages = createSignedInPageHandler({ shell: async () => SHELL, paint: prepaintSignedIn })
const HAVEN = 'haven.localhost:8888'
const open = (path: string, cookie?: string, host = HAVEN) => pages(new Request(`http://${host}${path}`, { headers: { host, ...(cookie ? { cookie } : {}) } }))

let n = 0
async function signUp(tenant = TENANT) {
  const res = await send('POST', '/auth/user-signup', { first_name: 'Chidi', last_name: 'Obi', email: `page${++n}@example.com`, phone: '08031234567', password: 'correct horse' }, { tenant })
  expect(res.status).toBe(201)
  return { token: res.body.data.accessToken as string, setCookie: res.res.headers.get('set-cookie') ?? '' }
}
const cookieOf = (token: string) => `haven_session=${token}`

async function listings(count: number, offset: number) {
  return testDb.db.query<{ id: number; title: string }>('select id, title from listings order by id limit $1 offset $2', [count, offset])
}
const favourite = async (token: string, id: number) => expect((await send('POST', '/favourite', { listing_id: id }, { token })).status).toBeLessThan(300)
const isPainted = (html: string) => /<div id="root" data-painted data-painted-for="\d+:\d+">/.test(html)

describe('the page cookie', () => {
  it('is set HttpOnly, Secure, SameSite=Lax on / by sign-up, sign-in and a password change, and cleared by sign-out', async () => {
    const { setCookie } = await signUp()
    expect(setCookie).toMatch(/^haven_session=[\w-]+\.[\w-]+\.[\w-]+; Path=\/; Max-Age=60479\d; HttpOnly; Secure; SameSite=Lax$/)
    const login = await send('POST', '/auth/user-login', { email: `page${n}@example.com`, password: 'correct horse' })
    expect(login.res.headers.get('set-cookie')).toBe(`haven_session=${login.body.data.accessToken}; Path=/; Max-Age=${/Max-Age=(\d+)/.exec(login.res.headers.get('set-cookie')!)![1]}; HttpOnly; Secure; SameSite=Lax`)
    const changed = await send('POST', '/auth/user-change-password', { old_password: 'correct horse', new_password: 'battery staple' }, { token: login.body.data.accessToken })
    expect(changed.res.headers.get('set-cookie')).toContain(`haven_session=${changed.body.data.accessToken};`)
    const out = await send('DELETE', '/auth/page-session')
    expect(out.res.headers.get('set-cookie')).toBe('haven_session=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax')
  })

  it('is given for a bearer session that has none, and is never accepted by the API in place of the bearer token', async () => {
    const { token } = await signUp()
    const set = await send('POST', '/auth/page-session', undefined, { token })
    expect(set.res.headers.get('set-cookie')).toContain(`haven_session=${token};`)
    // The cookie alone proves nothing to the API: neither this call nor a write (no CSRF surface).
    expect((await send('POST', '/auth/page-session', undefined, { headers: { cookie: cookieOf(token) } })).status).toBe(401)
    const [l] = await listings(1, 0)
    expect((await send('POST', '/favourite', { listing_id: l!.id }, { headers: { cookie: cookieOf(token) } })).status).toBe(401)
  })
})

describe('signing out', () => {
  it('revokes the session on the server: the cookie left behind paints nothing and its token reads nothing; the buyer’s other sessions go on', async () => {
    const me = await signUp()
    const phone = (await send('POST', '/auth/user-login', { email: `page${n}@example.com`, password: 'correct horse' })).body.data.accessToken as string
    expect(isPainted(await (await open('/settings', cookieOf(me.token))).text())).toBe(true)
    // As the browser signs out: the page cookie travels with the call, the bearer token is forgotten.
    await send('DELETE', '/auth/page-session', undefined, { headers: { cookie: cookieOf(me.token) } })
    for (const path of ['/settings', '/transactions', '/referrals']) expect(await (await open(path, cookieOf(me.token))).text()).toBe(SHELL)
    expect((await send('GET', '/auth/user-profile', undefined, { token: me.token })).status).toBe(401)
    // Another device's session is its own: it still reads and paints, until it signs out itself (bearer only, no cookie).
    expect((await send('GET', '/auth/user-profile', undefined, { token: phone })).status).toBe(200)
    expect(isPainted(await (await open('/settings', cookieOf(phone))).text())).toBe(true)
    await send('DELETE', '/auth/page-session', undefined, { token: phone })
    expect((await send('GET', '/auth/user-profile', undefined, { token: phone })).status).toBe(401)
    expect(await (await open('/settings', cookieOf(phone))).text()).toBe(SHELL)
    // Revoking twice, or a token that is not ours, is no error.
    expect((await send('DELETE', '/auth/page-session', undefined, { token: phone, headers: { cookie: 'haven_session=a.b.c' } })).status).toBe(200)
  })
})

describe('signed-in pages painted for the buyer', () => {
  it('hold the buyer’s favourites in the HTML, never another buyer’s, private and uncached', async () => {
    const me = await signUp()
    const other = await signUp()
    const mine = await listings(2, 0)
    const theirs = await listings(1, 10)
    for (const l of mine) await favourite(me.token, l.id)
    await favourite(other.token, theirs[0]!.id)

    const res = await open('/favorites', cookieOf(me.token))
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(res.headers.get('vary')).toBe('Cookie')
    expect(res.headers.get('netlify-cdn-cache-control')).toBeNull()
    expect(res.headers.get('netlify-cache-tag')).toBeNull()
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'")
    const html = await res.text()
    expect(isPainted(html)).toBe(true)
    expect(html).toContain('<title>Favourite properties | Haven</title>')
    expect(html).toContain('<meta name="robots" content="noindex">')
    const root = /<div id="root"[\s\S]*<\/div>\n<script type="application\/json" id="haven-tenant">/.exec(html)![0]
    for (const l of mine) expect(root).toContain(l.title.replace(/&/g, '&amp;'))
    expect(root).not.toContain(theirs[0]!.title.replace(/&/g, '&amp;'))
    expect(html).not.toContain(`"id":${theirs[0]!.id},`)
    expect(root.replace(/<!-- -->/g, '')).toContain('2 properties')
    // No loading placeholder beside the cards: it would go once the app revalidates, and the page jump.
    expect(root).not.toContain('aria-busy="true"')
    // The first card's photo is asked for from the head, before the inlined answers (its AVIF for the
    // card's width); not with data saver on, whose page wants the smallest variant.
    const preload = html.indexOf('<link rel="preload" as="image"')
    expect(preload).toBeGreaterThan(-1)
    expect(preload).toBeLessThan(html.indexOf('id="swr-fallback"'))
    expect(html.slice(preload, html.indexOf('>', preload))).toMatch(/fetchpriority="high"/)
    const saver = await (await open('/favorites', `${cookieOf(me.token)}; haven_data_saver=1`)).text()
    expect(isPainted(saver)).toBe(true)
    expect(saver.slice(0, saver.indexOf('</head>'))).not.toContain('<link rel="preload" as="image"')
  })

  it('paint saved searches, transactions, settings and referrals from the buyer’s answers', async () => {
    const me = await signUp()
    expect((await send('POST', '/save-search', { label: 'Lekki three beds', query: 'state=Lagos&bedrooms=3' }, { token: me.token })).status).toBe(201)
    const saved = await (await open('/saved', cookieOf(me.token))).text()
    expect(isPainted(saved)).toBe(true)
    expect(saved).toContain('Lekki three beds')
    const settings = await (await open('/settings', cookieOf(me.token))).text()
    expect(settings).toMatch(/value="Chidi"/)
    const referrals = await (await open('/referrals', cookieOf(me.token))).text()
    expect(isPainted(referrals)).toBe(true)
    const transactions = await (await open('/transactions', cookieOf(me.token))).text()
    expect(isPainted(transactions)).toBe(true)
    expect(transactions).toContain('0 results')
    expect(transactions).not.toContain('aria-busy="true"')
    expect(saved).not.toContain('aria-busy="true"')
  })

  it('serve the plain shell, still private, without a cookie, with another tenant’s, a tampered, an expired or a revoked one', async () => {
    const me = await signUp()
    const elsewhere = await signUp('lekkiprime.com')
    const [payload] = me.token.split('.').slice(1, 2)
    const tampered = me.token.replace(payload!, () => Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), id: 1 })).toString('base64url'))
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>
    const expired = await new SignJWT({ ...claims, exp: undefined, iat: undefined })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.id))
      .setIssuer('haven')
      .setAudience(TENANT)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(authSecret())
    for (const cookie of [undefined, cookieOf(elsewhere.token), cookieOf(tampered), cookieOf(expired), 'haven_session=<script>']) {
      const res = await open('/favorites', cookie)
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toBe('private, no-store')
      expect(await res.text()).toBe(SHELL)
    }
    // A password change retires every older token: the cookie that carried one paints nothing.
    await send('POST', '/auth/user-change-password', { old_password: 'correct horse', new_password: 'battery staple' }, { token: me.token })
    expect(await (await open('/saved', cookieOf(me.token))).text()).toBe(SHELL)
    // The tenant's own cookie on its own host paints.
    expect(isPainted(await (await open('/favorites', cookieOf(elsewhere.token), 'lekki-prime.localhost:8888')).text())).toBe(true)
  })

  it('are answered by the deployed page function; other pages and methods are as before', async () => {
    const me = await signUp()
    const res = await handler(new Request('http://haven.localhost:8888/favourites', { headers: { host: 'haven.localhost:8888', cookie: cookieOf(me.token) } }))
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect((await open('/favorites', cookieOf(me.token), HAVEN)).status).toBe(200)
    expect((await pages(new Request(`http://${HAVEN}/favorites`, { method: 'POST', headers: { host: HAVEN, cookie: cookieOf(me.token) } }))).status).toBe(405)
  })
})
