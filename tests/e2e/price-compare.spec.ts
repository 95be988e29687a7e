import type { APIRequestContext, Page, TestInfo } from '@playwright/test'
import type { PriceInsightsDto } from '~/shared/listings/price-context'
import type { ListingDto } from '~/shared/types/listing'
import { expect, openSite, scrollUntil, siteUrl, test } from './fixtures'

/**
 * Issue 25 in Chromium against the real server and the seeded database: a listing's price history
 * (from its listing events) and its price per m² beside comparable listings' median; three
 * listings compared from their cards, the link copied and opened in a fresh browser at 390 px.
 */
const PORT = process.env.E2E_PORT ?? 8899
const API = `http://localhost:${PORT}/api/v1`
const BROWSE = '/listings?state=Lagos&property_status=Completed'
const headers = { 'x-tenant-id': 'haven.ng' }
const shot = (page: Page, info: TestInfo, name: string) => page.screenshot({ path: `.data/screenshots/price-compare/${name}-${info.project.name}-${page.viewportSize()!.width}.png`, fullPage: true })

/** A Lagos listing whose history has a price cut and whose price has at least 5 comparables. */
async function listingWithHistory(request: APIRequestContext) {
  for (let page = 1; page <= 10; page++) {
    const res = await request.get(`${API}/indexing/listings-search?state=Lagos&sort_by=price_drop&limit=20&page=${page}`, { headers })
    for (const l of ((await res.json()) as { data: ListingDto[] }).data) {
      const insights = (await (await request.get(`${API}/indexing/listing-price-insights?listing_id=${l.id}`, { headers })).json()) as { data: PriceInsightsDto }
      const cut = insights.data.history.find((e) => e.kind === 'price' && e.from_value !== null && Number(e.to_value) < Number(e.from_value))
      if (cut && insights.data.context) return { listing: l, cut, context: insights.data.context }
    }
  }
  throw new Error('No seeded listing with a price cut and 5 comparables')
}

const naira = (n: number | string) => `₦${Math.round(Number(n)).toLocaleString('en-GB')}`

test.describe('price history, price context and compare', () => {
  test('a listing shows its price cuts with dates and its price per m² beside the median of comparables', async ({ page, request }, info) => {
    const { listing, cut, context } = await listingWithHistory(request)
    await openSite(page, 'haven', `/listings/${listing.id}/${listing.slug}`)
    const heading = page.getByRole('heading', { name: 'Price history and context' })
    await scrollUntil(page, heading)
    const section = page.locator('section', { has: heading })
    const changes = section.getByRole('list', { name: 'Price and status changes' })
    const cutBy = naira(Number(cut.from_value) - Number(cut.to_value))
    await expect(changes.getByRole('listitem').filter({ hasText: `Reduced by ${cutBy} to ${naira(cut.to_value)} on ` })).toHaveText(
      new RegExp(`Reduced by ${cutBy} to ${naira(cut.to_value)} on \\d{1,2} [A-Z][a-z]{2} \\d{4}$`),
    )
    await expect(changes.getByRole('listitem').last()).toHaveText(/^Listed at ₦[\d,]+ on \d{1,2} [A-Z][a-z]{2} \d{4}$/)
    await expect(section.getByText(`${naira(context.median_per_m2)} per m²`)).toBeVisible()
    await expect(section.getByText(`Median of ${context.comparables} comparable listings`)).toBeVisible()
    await expect(section.getByText('Asking prices on this site, not prices paid')).toBeVisible()
    await section.screenshot({ path: `.data/screenshots/price-compare/listing-price-history-${info.project.name}-${page.viewportSize()!.width}.png` })
  })

  test('compares three listings chosen from cards; the copied link opens them in a fresh browser at 390 px', async ({ page, browser, context }, info) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await openSite(page, 'haven', BROWSE)
    const titles: string[] = []
    for (let i = 0; i < 3; i++) {
      const card = page.getByRole('article').nth(i)
      titles.push((await card.getByRole('heading', { level: 2 }).textContent())!.trim())
      await card.getByRole('button', { name: 'Add to compare' }).click()
      await expect(card.getByRole('button', { name: '✓ Comparing' })).toHaveAttribute('aria-pressed', 'true')
    }
    const tray = page.getByRole('region', { name: 'Compare' })
    await expect(tray).toContainText('3 of 4 chosen to compare')
    await shot(page, info, 'compare-tray')
    await tray.getByRole('link', { name: 'Compare 3' }).click()
    await expect(page).toHaveURL(/\/compare\?ids=\d+,\d+,\d+$/)
    await expect(page.getByRole('heading', { name: 'Compare listings', level: 1 })).toBeVisible()
    for (const title of titles) await expect(page.getByRole('columnheader', { name: new RegExp(title) })).toBeVisible()
    for (const row of ['Price', '₦ per m²', 'Bedrooms', 'Bathrooms', 'Size', 'Title', 'Status', 'Verification', 'Freshness', 'All-in cost'])
      await expect(page.getByRole('columnheader', { name: row, exact: true })).toBeVisible()
    await page.getByRole('button', { name: 'Copy link' }).click()
    await expect(page.getByText('Copied to clipboard')).toBeVisible()
    const link = await page.evaluate(() => navigator.clipboard.readText())
    expect(link).toBe(page.url())
    await shot(page, info, 'compare')

    // Sent on WhatsApp and opened on a phone: no stored choice, only the address.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    const fresh = await phone.newPage()
    await fresh.goto(link)
    await fresh.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    for (const title of titles) await expect(fresh.getByRole('columnheader', { name: new RegExp(title) })).toBeVisible()
    await shot(fresh, info, 'compare-shared')
    // Readable at 390 px: the table fits the screen, nothing scrolls sideways.
    expect(await fresh.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await phone.close()
  })

  test('an address with no listing in it says so and offers a way to choose', async ({ page, request }) => {
    await openSite(page, 'haven', '/compare?ids=abc,0')
    await expect(page.getByText('This link names no listing we know')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Browse properties' })).toBeVisible()
    const [any] = ((await (await request.get(`${API}/indexing/listings-search?state=Lagos&limit=1`, { headers })).json()) as { data: ListingDto[] }).data
    await page.goto(siteUrl(page, 'haven', `/compare?ids=${any!.id},99999999`))
    await expect(page.getByRole('columnheader', { name: new RegExp(any!.title) })).toBeVisible()
    await expect(page.getByRole('columnheader', { name: /Listing not found/ })).toBeVisible()
  })
})
