import type { APIRequestContext, BrowserContext, Cookie, Page, Route } from '@playwright/test'
import { openAccount, openSignIn, signInWithForm, signUpByApi, uniqueEmail } from './account-steps'
import { expect, openSite, siteUrl, test } from './fixtures'

/**
 * Signed-in pages painted by the page function from the page cookie (issue 26 item 1, decision
 * 053): a buyer's favourites are in the HTML before any script runs, and signing out takes them away.
 */
const PORT = process.env.E2E_PORT ?? 8899

/** Two Lagos listings saved by the buyer through the API (setup); answers their titles. */
async function favouriteTwo(request: APIRequestContext, token: string): Promise<string[]> {
  const res = await request.get(`http://localhost:${PORT}/api/v1/indexing/listings-search?state=Lagos&property_status=Completed&limit=2`, { headers: { 'x-tenant-id': 'haven.ng' } })
  const { data } = (await res.json()) as { data: { id: number; title: string }[] }
  for (const l of data) {
    const saved = await request.post(`http://localhost:${PORT}/api/v1/favourite`, {
      headers: { host: `haven.localhost:${PORT}`, 'x-tenant-id': 'haven.ng', authorization: `Bearer ${token}` },
      data: { listing_id: l.id },
    })
    expect(saved.status(), await saved.text()).toBeLessThan(300)
  }
  return data.map((l) => l.title)
}

const noScript = (route: Route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' })

test.describe('signed-in pages', () => {
  test('a buyer’s favourites arrive painted in the HTML, before any script, until they sign out', async ({ page, request, isMobile, context }) => {
    const email = uniqueEmail('painted')
    const token = await signUpByApi(request, 'haven', { email, first_name: 'Ifeoma' })
    const titles = await favouriteTwo(request, token)

    await openSite(page, 'haven', '/listings')
    await openSignIn(page, isMobile)
    await signInWithForm(page, email)
    const cookie = (await context.cookies()).find((c) => c.name === 'haven_session')
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' })

    // No script runs (each is answered empty): what shows is what the page function painted.
    await page.route('**/*.js', noScript)
    const res = await page.goto(siteUrl(page, 'haven', '/favorites'))
    expect(res!.headers()['cache-control']).toBe('private, no-store')
    await expect(page.getByRole('heading', { name: 'Favourite properties', level: 1 })).toBeVisible()
    for (const title of titles) await expect(page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, level: 2 }) })).toBeVisible()
    await expect(page.getByText('2 properties')).toBeVisible()

    // With scripts, the app takes over the same page: the account menu works, the cards stay.
    await page.unroute('**/*.js')
    await openSite(page, 'haven', '/favorites')
    await expect(page.getByRole('article')).toHaveCount(2)
    const account = await openAccount(page, isMobile)
    await account.getByRole(isMobile ? 'button' : 'menuitem', { name: 'Logout' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Signed out' })).toBeVisible()
    await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'haven_session')).toBe(false)

    // Signed out, the page is the shell again: nobody's favourites in it.
    await page.route('**/*.js', noScript)
    await page.goto(siteUrl(page, 'haven', '/favorites'))
    await expect(page.getByRole('article')).toHaveCount(0)
    expect(await page.content()).not.toContain(titles[0]!)
  })
})

/**
 * Issue 33, finding 1: signing out from a marketing page (the static entry) left the page cookie,
 * so the next person at a shared computer opened the buyer's /settings painted with their name
 * and e-mail; and the painted page's own clean-up call failed before the API was configured.
 * Signing out now revokes the session on the server, from every entry.
 */
test.describe('signing out on a marketing page', () => {
  /** A buyer signed in with the form, on a page of the app; answers their unique first name. */
  async function signedIn(page: Page, request: APIRequestContext, isMobile: boolean) {
    const email = uniqueEmail('shared')
    const firstName = `Zinnia${Date.now().toString(36)}`
    await signUpByApi(request, 'haven', { email, first_name: firstName })
    await openSite(page, 'haven', '/listings')
    await openSignIn(page, isMobile)
    await signInWithForm(page, email)
    return { firstName, email }
  }

  async function logOutOnAboutUs(page: Page, isMobile: boolean) {
    await openSite(page, 'haven', '/about-us')
    const account = await openAccount(page, isMobile)
    await account.getByRole(isMobile ? 'button' : 'menuitem', { name: 'Logout' }).click()
  }

  /** The next person opens the buyer's pages, with scripts and without (and with the old cookie put back). */
  async function nothingOfTheBuyers(page: Page, context: BrowserContext, who: { firstName: string; email: string }, oldCookie: Cookie) {
    for (const path of ['/settings', '/transactions', '/referrals']) {
      const res = await openSite(page, 'haven', path)
      expect(res!.headers()['cache-control']).toBe('private, no-store')
      expect(await res!.text()).not.toContain(who.firstName)
      await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' }).or(page.getByRole('button', { name: 'Open menu' }))).toBeVisible()
      expect(await page.content()).not.toContain(who.email)
    }
    // Without JavaScript, even with the cookie left behind (or copied): the session is over on the server.
    await context.addCookies([oldCookie])
    await page.route('**/*.js', noScript)
    for (const path of ['/settings', '/transactions', '/referrals']) {
      const res = await page.goto(siteUrl(page, 'haven', path))
      const html = await res!.text()
      expect(html).not.toContain(who.firstName)
      expect(html).not.toContain('data-painted-for')
    }
    await page.unroute('**/*.js')
  }

  test('ends the session on the server: the next person sees nothing of the buyer’s, with or without JavaScript', async ({ page, request, isMobile, context }) => {
    const who = await signedIn(page, request, isMobile)
    const cookie = (await context.cookies()).find((c) => c.name === 'haven_session')!
    expect(cookie).toBeTruthy()
    await logOutOnAboutUs(page, isMobile)
    await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'haven_session')).toBe(false)
    await nothingOfTheBuyers(page, context, who, cookie)
  })

  test('a sign-out whose call was lost is finished by the next page, even one painted for that session', async ({ page, request, isMobile, context, consoleErrors }) => {
    const who = await signedIn(page, request, isMobile)
    const cookie = (await context.cookies()).find((c) => c.name === 'haven_session')!
    // The network drops the sign-out call: the cookie stays, and the next page is painted for the buyer.
    await page.route('**/api/v1/auth/page-session', (route) => route.abort())
    await logOutOnAboutUs(page, isMobile)
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' }).or(page.getByRole('button', { name: 'Open menu' }))).toBeVisible()
    await page.unroute('**/api/v1/auth/page-session')
    // The one call this test made fail.
    await expect.poll(() => consoleErrors.filter((e) => e.includes('ERR_FAILED')).length).toBe(1)
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes('ERR_FAILED')))
    const ended = page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/page-session') && r.request().method() === 'DELETE')
    await page.goto(siteUrl(page, 'haven', '/settings'))
    expect((await ended).ok()).toBe(true)
    await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'haven_session')).toBe(false)
    await expect(page.getByText(who.email)).toHaveCount(0)
    await nothingOfTheBuyers(page, context, who, cookie)
  })
})
