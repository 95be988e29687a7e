import type { APIRequestContext } from '@playwright/test'
import type { ListingDto } from '~/shared/types/listing'
import { LISTING_LIMIT_MAX } from '~/shared/schemas/catalogue-enums'
import { expect, openSite, test } from './fixtures'
import { subjects } from './form-steps'
import { haven, OPS_TOKEN, opsApi, opsCli } from './trust-steps'

/**
 * Issue 11 on the listing side, in Chromium against the real server and database: the
 * verification badge and checklist, the verified-only filter, freshness (stale, sold, confirmed
 * again), the all-in cost in NGN and USD, and reporting a listing to the tenant's team.
 */

const PORT = process.env.E2E_PORT ?? 8899
const API = `http://localhost:${PORT}/api/v1`
const LAGOS = 'state=Lagos&property_status=Completed'

async function search(request: APIRequestContext, query: string): Promise<ListingDto[]> {
  const res = await request.get(`${API}/indexing/listings-search?${query}`, { headers: { 'x-tenant-id': haven.domain } })
  expect(res.status()).toBe(200)
  return ((await res.json()) as { data: ListingDto[] }).data
}
const one = async (request: APIRequestContext, id: number) => (await search(request, `id=${id}`)) as unknown as ListingDto

/** The first listing of a search whose own answer satisfies `test` (the checklist is on the single answer only). */
async function findListing(request: APIRequestContext, query: string, test: (l: ListingDto) => boolean) {
  for (const l of await search(request, query)) {
    const full = await one(request, l.id)
    if (test(full)) return full
  }
  throw new Error(`No listing in ${query} matches`)
}
/** Every id a search finds, page by page. */
async function idsInSearch(request: APIRequestContext, query: string) {
  const ids: number[] = []
  for (let page = 1; ; page++) {
    const found = await search(request, `${query}&limit=${LISTING_LIMIT_MAX}&page=${page}`)
    ids.push(...found.map((l) => l.id))
    if (found.length < LISTING_LIMIT_MAX) return ids
  }
}
const listingPath = (l: ListingDto) => `/listings/${l.id}/${l.slug}`
const titleStatus = (l: ListingDto) => l.verification_steps?.find((s) => s.step === 'title')?.status

test.describe('verification', () => {
  test('cards show their tier, and Verified only keeps the listings with all four checks', async ({ page, isMobile }) => {
    await openSite(page, 'haven', `/listings?${LAGOS}`)
    const badges = page.getByTestId('verification-badge')
    await expect(badges.first()).toBeVisible()
    const tiers = await badges.evaluateAll((els) => els.map((e) => e.getAttribute('data-tier')))
    expect(new Set(tiers).size, 'the seed shows several tiers on the first page').toBeGreaterThan(1)

    // On a phone the switch is in the Filters sheet, as the other filters are.
    const verifiedSwitch = async () => {
      if (!isMobile) return page.getByTestId('verified-filter').first()
      await page.getByRole('button', { name: 'Filters' }).click()
      return page.getByRole('dialog', { name: 'Filters' }).getByTestId('verified-filter')
    }
    await (await verifiedSwitch()).click()
    await expect(page).toHaveURL(/[?&]verified=1(&|$)/)
    if (isMobile) await page.keyboard.press('Escape')
    await expect(badges.first()).toBeVisible()
    await expect.poll(() => badges.evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute('data-tier')))])).toEqual(['4'])
    await expect(badges.first()).toContainText('Verified')

    // The filter survives a reload, read back from the address.
    await page.reload()
    await expect(await verifiedSwitch()).toBeChecked()
  })

  test('a listing’s checklist says what was checked, when and by whom; a title search can be ordered where the tenant offers it', async ({ page, request }) => {
    const verified = await findListing(request, `${LAGOS}&verified=1&limit=3`, () => true)
    await openSite(page, 'haven', listingPath(verified))
    const checklist = page.getByTestId('verification-checklist')
    await expect(checklist.locator('li[data-step]')).toHaveCount(4)
    await expect(checklist.locator('li[data-status="passed"]')).toHaveCount(4)
    const title = verified.verification_steps!.find((s) => s.step === 'title')!
    await expect(checklist.locator('li[data-step="title"]')).toContainText(title.partner_firm!)
    await expect(checklist.locator('li[data-step="title"]')).toContainText(title.result!)
    await expect(page.getByTestId('order-title-search')).toHaveCount(0)

    const unsearched = await findListing(request, `${LAGOS}&limit=24`, (l) => titleStatus(l) !== 'passed')
    await openSite(page, 'haven', listingPath(unsearched))
    await expect(page.getByTestId('verification-checklist').locator('li[data-step="title"]')).toHaveAttribute('data-status', titleStatus(unsearched)!)
    const order = page.getByTestId('order-title-search')
    await expect(order).toHaveAttribute('target', '_blank')
    const href = new URL((await order.getAttribute('href'))!)
    expect(href.searchParams.get('packageType')).toBe('DUE_DILIGENCE')
    expect(href.searchParams.get('propertyId')).toBe(String(unsearched.id))

    // Capital Keys has the verification flag off (000 §6): the checklist, without the link.
    await openSite(page, 'capital-keys', listingPath(unsearched))
    await expect(page.getByTestId('verification-checklist')).toBeVisible()
    await expect(page.getByTestId('order-title-search')).toHaveCount(0)
  })
})

test.describe('freshness', () => {
  test('a stale listing is marked; sold or let, it leaves search and says so; confirmed again, it is back', async ({ page, request }) => {
    // Away from the Lagos searches the other specs browse.
    const stale = await findListing(request, 'state=Ogun&limit=24', (l) => l.freshness === 'stale')
    await openSite(page, 'haven', listingPath(stale))
    await expect(page.getByTestId('confirmed-available')).toHaveText(`Confirmed available ${stale.confirmed_days_ago} days ago`)
    const staleNotice = page.getByTestId('stale-marker').filter({ hasText: 'Not re-confirmed for 30 days or more' })
    await expect(staleNotice).toBeVisible()

    // Sold if it was for sale, let if it was for rent.
    const taken = stale.category === 'For rent' ? 'let' : 'sold'
    await opsCli(`mark-${taken}`, '--listing', String(stale.id), '--note', `The owner told us it was ${taken} privately`)
    try {
      expect(await idsInSearch(request, 'state=Ogun')).not.toContain(stale.id)
      await page.reload()
      await expect(page.getByTestId('availability-banner')).toContainText(`This property has been ${taken}`)
      await expect(page.getByRole('button', { name: 'Book an inspection' })).toHaveCount(0)
    } finally {
      await opsApi(request, `/listings/${stale.id}/confirm-availability`, { note: 'Back on sale' })
    }
    await page.reload()
    await expect(page.getByTestId('confirmed-available')).toHaveText('Confirmed available today')
    await expect(staleNotice).toHaveCount(0)
    expect(await idsInSearch(request, 'state=Ogun')).toContain(stale.id)
  })
})

test.describe('cost calculator', () => {
  test('adds up what a purchase really costs, in naira and in dollars', async ({ page, request }) => {
    // The calculator is for purchases: a listing for sale.
    const [listing] = await search(request, `${LAGOS}&category=${encodeURIComponent('For sale')}&limit=1`)
    await openSite(page, 'haven', listingPath(listing!))
    await page.getByRole('heading', { name: 'What it really costs' }).scrollIntoViewIfNeeded()
    const calculator = page.getByTestId('cost-calculator')
    await expect(calculator).toBeVisible()
    const total = page.getByTestId('cost-total')
    await expect(total).toContainText('₦')
    const naira = await total.textContent()

    await calculator.getByRole('radio', { name: 'Seller' }).check()
    await expect(total).not.toHaveText(naira!)
    await calculator.getByRole('radio', { name: 'USD ($)' }).check()
    await expect(total).toContainText('$')
    await expect(page.getByTestId('cost-usd-rate')).toContainText('per US dollar, the rate of')
    await expect(page.getByTestId('escrow-warning').first()).toBeVisible()
  })
})

test.describe('reporting a listing', () => {
  test('a visitor reports a listing; the team is told and the operator lists it', async ({ page, request }) => {
    const [listing] = await search(request, `${LAGOS}&limit=5`).then((l) => l.slice(4))
    await openSite(page, 'haven', listingPath(listing!))
    await page.getByTestId('report-listing-button').click()
    const dialog = page.getByTestId('report-listing-dialog')
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Send report' }).click()
    await expect(dialog.getByText('Please describe the problem')).toBeVisible()

    const email = `reporter.${Date.now().toString(36)}@example.com`
    const details = 'The agent asked me to pay an inspection fee into his personal account.'
    await dialog.getByLabel('Someone asked me to pay outside escrow').check()
    await dialog.getByRole('textbox', { name: 'What happened?' }).fill(details)
    await dialog.getByRole('textbox', { name: 'Your email (optional)' }).fill(email)
    await dialog.getByRole('button', { name: 'Send report' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Your report has been sent to our team' })).toBeVisible()
    await expect(dialog).toHaveCount(0)

    await expect.poll(() => subjects(haven.contact.email), { timeout: 10_000 }).toContain(`Listing reported: ${listing!.title} (${listing!.property_id})`)
    await expect.poll(() => subjects(email), { timeout: 10_000 }).toContain(`We have your report about ${listing!.title}`)
    const res = await request.get(`${API}/ops/reports`, { headers: { 'x-tenant-id': haven.domain, authorization: `Bearer ${OPS_TOKEN}` } })
    expect(res.status()).toBe(200)
    expect(JSON.stringify(await res.json())).toContain(details)
  })
})
