import type { APIRequestContext } from '@playwright/test'
import { totpCode } from '~/server/console/totp'
import { seriousViolations } from './axe'
import { expect, siteUrl, test } from './fixtures'
import { consoleOwner, signInOnPage } from './console-staff-steps'
import { opsApi, opsCli } from './trust-steps'

/**
 * The operator console (issue 24, decision 045): an owner created with `npm run ops -- create-owner`
 * sets up the account (password, authenticator), signs in again with a fresh code, finds a listing
 * and marks it sold, and the buyer's page says so at once. Another tenant's console refuses them.
 */
const PORT = process.env.E2E_PORT ?? 8899
const PASSWORD = 'an owner passphrase for e2e'

interface Listing {
  id: number
  slug: string
  title: string
  property_id: string
}

/** A listing for sale in search, away from the other specs' Lagos pages; desktop and mobile take different ones. */
async function listingForSale(request: APIRequestContext, n: number): Promise<Listing> {
  const res = await request.get(`http://localhost:${PORT}/api/v1/indexing/listings-search?state=Abuja&category=For%20sale&limit=10&sort_by=new`, { headers: { 'x-tenant-id': 'haven.ng' } })
  const { data } = (await res.json()) as { data: Listing[] }
  return data[n]!
}

test('an owner from the CLI signs in with a second factor, marks a listing sold, and the buyer sees it at once', async ({ page, request }, info) => {
  const email = `owner-${info.project.name}-${Date.now()}@haven.ng`
  const created = JSON.parse(await opsCli('create-owner', '--tenant', 'haven', '--email', email)) as { setup_path: string }
  expect(created.setup_path).toMatch(/^\/console\/setup#token=/)

  // The one-time link: choose a password, add the authenticator (the key is shown as text).
  const headers = (await page.goto(siteUrl(page, 'haven', created.setup_path)))!.headers()
  expect(headers['x-robots-tag']).toBe('noindex, nofollow')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim()
  await page.getByLabel('New password (at least 12 characters)').fill(PASSWORD)
  await page.getByLabel('Code from the app').fill(totpCode(secret))
  await page.getByRole('button', { name: 'Finish setup' }).click()
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10)
  await page.getByRole('button', { name: 'I have saved them' }).click()
  await expect(page.getByRole('heading', { name: 'Listings' })).toBeVisible()

  // Signed out and back in: the code the setup used is spent, so the next one (30 s on) is given.
  await page.getByRole('button', { name: 'Sign out' }).click()
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByLabel('Code').fill(totpCode(secret))
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toHaveText('That code is not right, or was already used')
  await page.getByLabel('Code').fill(totpCode(secret, Date.now() + 30_000))
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Listings' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  // Find the listing by its property id and mark it sold.
  const listing = await listingForSale(request, info.project.name === 'mobile' ? 1 : 0)
  try {
    await page.getByLabel('Title, address, id or property id').fill(listing.property_id)
    await page.getByRole('button', { name: 'Search' }).click()
    const row = page.getByRole('listitem').filter({ hasText: listing.property_id })
    await expect(row).toHaveCount(1)
    await row.getByRole('button', { name: 'Mark sold' }).click()
    await expect(page.getByRole('status')).toHaveText(`${listing.title}: Marked sold`)
    await expect(row).toContainText('Sold')

    // The buyer's page says so at once: the response cache and the CDN tags were purged.
    const buyer = await page.context().newPage()
    await buyer.goto(siteUrl(buyer, 'haven', `/listings/${listing.id}/${listing.slug}`))
    await expect(buyer.getByTestId('availability-banner')).toContainText('This property has been sold')
    await buyer.close()
  } finally {
    await opsApi(request, `/listings/${listing.id}/confirm-availability`, { note: 'Back on sale after the console spec' })
  }

  // The audit names the owner and the console.
  if (info.project.name === 'desktop') {
    await page.getByRole('link', { name: 'Audit' }).click()
    await page.getByLabel('Who (e-mail or name)').fill(email)
    await page.getByRole('button', { name: 'Filter' }).click()
    await expect(page.getByRole('list', { name: 'Audit entries' }).getByRole('listitem').first()).toContainText(`mark-sold on listing ${listing.id} by ${email} (console)`)
  }

  // Another tenant's console: the same person is no one there.
  await page.goto(siteUrl(page, 'lekki-prime', '/console/'))
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible()
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('alert')).toHaveText('The e-mail or password is not right')
})

test('the console is no buyer page: absent from the sitemap, and no buyer page loads its code', async ({ request }) => {
  const sitemap = await (await request.get(`http://localhost:${PORT}/sitemap.xml`)).text()
  expect(sitemap).not.toContain('/console')
  const home = await (await request.get(`http://localhost:${PORT}/`)).text()
  expect(home).not.toContain('/console/')
})

test('a long staff address leaves Sign out on screen at 320 and 390 px, with no sideways scroll', async ({ page }) => {
  // Sixty characters with no hyphen, where a line could break.
  const owner = await consoleOwner('long', `chiamakaadaeze.okonkwonwachukwu.operations.${Date.now().toString(36)}@haven.ng`)
  expect(owner.email.length).toBeGreaterThanOrEqual(60)
  await page.setViewportSize({ width: 390, height: 844 })
  await signInOnPage(page, owner)
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 844 })
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }))
    expect(scrollWidth, `${width} px`).toBeLessThanOrEqual(clientWidth)
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeInViewport({ ratio: 1 })
    // Shortened on screen, the whole address is the element's title.
    await expect(page.getByTitle(owner.email)).toBeVisible()
  }
})
