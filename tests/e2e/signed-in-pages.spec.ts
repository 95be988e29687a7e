import type { APIRequestContext, Route } from '@playwright/test'
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
