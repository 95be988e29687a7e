import type { APIRequestContext, Page, TestInfo } from '@playwright/test'
import type { ListingDto } from '~/shared/types/listing'
import { uniqueEmail } from './account-steps'
import { expect, openSite, test, tenants, scrollUntil } from './fixtures'
import { fill, fillIn, successToast } from './form-steps'
import { haven, listingInSearch, signedInBuyer } from './trust-steps'

/**
 * Issue 23, a buyer's first real visit: the paper cuts of items 8–12 and 14–17, each walked as a
 * person finds it, at 390 and 1280 px. Screenshots of the fixed pages go to .data/screenshots/paper-cuts/.
 */

const PORT = process.env.E2E_PORT ?? 8899
const listingPath = (l: { id: number; slug: string }) => `/listings/${l.id}/${l.slug}`
const shot = (page: Page, info: TestInfo, name: string) => page.screenshot({ path: `.data/screenshots/paper-cuts/${name}-${info.project.name}.png` })
const scrollTo = (page: Page, share: number) => page.evaluate((s) => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * s), share)

async function staleListing(request: APIRequestContext): Promise<ListingDto> {
  const res = await request.get(`http://localhost:${PORT}/api/v1/indexing/listings-search?state=Ogun&limit=48`, { headers: { 'x-tenant-id': haven.domain } })
  const stale = ((await res.json()) as { data: ListingDto[] }).data.filter((l) => l.freshness === 'stale')
  expect(stale.length, 'the seed has stale listings in Ogun').toBeGreaterThan(0)
  return stale[stale.length - 1]!
}

test('8: Go back on a listing opened from a shared link goes to the results, not off the site', async ({ page, request }) => {
  const listing = await listingInSearch(request)
  // The link was opened from another site (a chat, a mail): that page is behind this one in the tab.
  await openSite(page, 'capital-keys', '/about-us')
  await openSite(page, 'haven', listingPath(listing))
  await page.getByRole('button', { name: 'Go back' }).click()
  await expect(page).toHaveURL(new RegExp(`^http://haven\\.localhost:${PORT}/listings\\?`))
  await expect(page.getByRole('heading', { name: 'Here are your properties' })).toBeVisible()
  // Arrived from the results, it returns to them.
  await page.getByRole('article').first().getByRole('link').first().click()
  await expect(page.getByRole('button', { name: 'Go back' })).toBeVisible()
  await page.getByRole('button', { name: 'Go back' }).click()
  await expect(page.getByRole('heading', { name: 'Here are your properties' })).toBeVisible()
})

test('9: the refer-a-friend banner wears each tenant’s colour', async ({ page }, info) => {
  for (const slug of ['capital-keys', 'lekki-prime', 'haven']) {
    await openSite(page, slug, '/marketplace')
    const heading = page.getByRole('heading', { name: /Earn 30% of our success fee/ })
    await expect(heading).toBeVisible()
    const [surface, brand] = await heading.evaluate((h) => {
      const probe = document.createElement('i')
      probe.style.color = 'rgb(var(--brand-rgb))'
      document.body.append(probe)
      const colour = getComputedStyle(probe).color
      probe.remove()
      return [getComputedStyle(h.parentElement!).backgroundColor, colour]
    })
    expect(surface, slug).toBe(brand)
    if (slug === 'capital-keys') await heading.screenshot({ path: `.data/screenshots/paper-cuts/refer-banner-${info.project.name}.png` })
  }
})

test.describe('10: the feedback pop-up and the forms', () => {
  test.use({ feedbackPopup: true })
  const popup = (page: Page) => page.getByRole('dialog', { name: 'Which best describes you?' })

  test('never over the Contact dialog, and not again in a visit whose form was sent', async ({ page }, info) => {
    await openSite(page, 'haven', '/about-us')
    await scrollTo(page, 0.7)
    await expect(popup(page)).toBeVisible()
    await page.getByRole('button', { name: 'Contact us' }).first().click()
    const contact = page.getByRole('dialog', { name: 'Contact us' })
    await expect(contact).toBeVisible()
    await expect(popup(page)).toBeHidden()
    await shot(page, info, 'contact-without-popup')
    await fillIn(contact, { 'First name': 'Chidi', 'Last name': 'Okeke', 'Email address': uniqueEmail('paper-cuts'), 'Phone number': '0803 123 4567', Message: 'Is the Lekki flat still available?' })
    await contact.getByRole('button', { name: 'Send message' }).click()
    await expect(successToast(page, 'Successful request')).toBeVisible()
    await expect(contact).toBeHidden()
    await scrollTo(page, 0.2)
    await scrollTo(page, 0.95)
    await page.waitForTimeout(400)
    await expect(popup(page)).toBeHidden()
    // Another page of the same visit does not ask either.
    await openSite(page, 'haven', '/diasporans')
    await scrollTo(page, 0.95)
    await page.waitForTimeout(400)
    await expect(popup(page)).toHaveCount(0)
  })
})

test('11: the seller’s mandate names what is missing, groups the price, and holds the fee the page promises', async ({ page }, info) => {
  await openSite(page, 'haven', '/sellers-mandate')
  await expect(page.getByText('between 2% and 5% of the gross sale price')).toBeVisible()
  const form = page.getByRole('form', { name: 'Seller’s mandate' })
  // The first thing the seller does on the page: Next on an empty step 1.
  await form.getByRole('button', { name: 'Next' }).click()
  await expect(form.getByText('Full name is required')).toBeVisible()
  await expect(form.getByText('Invalid email address')).toBeVisible()
  await expect(form.getByLabel('Full name', { exact: true })).toBeFocused()
  await fillIn(form, { 'Full name': 'Bola Adeyemi', 'Email address': uniqueEmail('mandate'), 'Phone number': '0803 123 4567' })
  await form.getByRole('button', { name: 'Next' }).click()
  const price = form.getByLabel('Asking price', { exact: true })
  await price.pressSequentially('350000000')
  await expect(price).toHaveValue('350,000,000')
  await expect(form.getByText('Our Seller’s Mandate Terms set 2–5% of the sale price', { exact: false })).toBeVisible()
  await fill(form, 'Brokerage fee (%)', '150')
  await expect(form.getByText('Brokerage fee must be between 0 and 100')).toBeVisible()
  await fill(form, 'Brokerage fee (%)', '3')
  await expect(form.getByText('Brokerage fee must be between 0 and 100')).toHaveCount(0)
  await shot(page, info, 'mandate-step-2')
})

test('12: the realtor’s Mail button writes to the realtor', async ({ page, request }) => {
  await signedInBuyer(page, request, 'mail-realtor')
  const listing = await listingInSearch(request)
  await openSite(page, 'haven', listingPath(listing))
  const card = page.getByRole('region', { name: 'Listed by a trusted realtor' })
  await expect(card.getByRole('link', { name: 'Mail' })).toHaveAttribute('href', /^mailto:[^?@\s]+@[^?\s]+\?subject=/)
  await card.getByRole('link', { name: 'View profile' }).click()
  await expect(page.getByRole('link', { name: 'Mail' })).toHaveAttribute('href', /^mailto:[^?@\s]+@[^?\s]+\?subject=/)
})

test.describe('14: keyboard and colour', () => {
  test('the cookie banner is the first stop of the Tab key', async ({ page }) => {
    await openSite(page, 'haven', '/')
    const banner = page.getByRole('region', { name: 'Cookie consent' })
    await expect(banner).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(banner.getByRole('link', { name: 'Privacy Policy' })).toBeFocused()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(banner.getByRole('button', { name: 'Accept' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(banner).toBeHidden()
  })

  test('after moving to another page, focus is on its heading', async ({ page }) => {
    await openSite(page, 'haven', '/marketplace')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Find trusted realtors' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Find Trusted Realtors' })).toBeFocused()
  })

  test('a stale listing says so in words beside its date', async ({ page, request }, info) => {
    const stale = await staleListing(request)
    await openSite(page, 'haven', listingPath(stale))
    await expect(page.getByText(`Confirmed available ${stale.confirmed_days_ago} days ago`)).toBeVisible()
    await expect(page.getByText('Out of date: check first')).toBeVisible()
    await shot(page, info, 'stale-listing')
  })
})

test('15: a realtor finds Join Realtor Network from the header, the footer and the partner pages of every tenant', async ({ page, isMobile }) => {
  const heading = page.getByRole('heading', { level: 1, name: /realtor network/ })
  for (const t of tenants) {
    await openSite(page, t.slug, '/')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Join our realtor network' }).click()
    await expect(heading).toBeVisible()
  }
  await openSite(page, 'haven', '/')
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await menu.getByRole('button', { name: 'Partners' }).click()
    await menu.getByRole('link', { name: 'Join Realtor Network' }).click()
  } else {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Partners' }).click()
    await page.getByRole('menuitem', { name: 'Join Realtor Network' }).click()
  }
  await expect(heading).toBeVisible()
  for (const path of ['/direct2seller', '/referral-program', '/find-trusted-realtors']) {
    await openSite(page, 'lekki-prime', path)
    await page.getByRole('main').getByRole('link', { name: /join our (realtor )?network/i }).first().click()
    await expect(heading).toBeVisible()
  }
})

test('16: the marketplace scrolled shows one bar on top, and the developers as logos', async ({ page }, info) => {
  await openSite(page, 'haven', '/marketplace')
  await page.mouse.wheel(0, 1400)
  await expect(page.getByRole('combobox', { name: 'Location' })).toBeInViewport()
  await expect(page.getByRole('banner')).not.toBeInViewport()
  await shot(page, info, 'marketplace-scrolled')
  const developers = page.getByRole('region', { name: 'Developers who list with us' })
  await scrollUntil(page, developers)
  for (const name of ['ACE', 'ELALAN', 'MIXTA', 'ARKLAND', 'UPDC']) await expect(developers.getByRole('img', { name })).toBeVisible()
  await developers.scrollIntoViewIfNeeded()
  await shot(page, info, 'developer-logos')
})

test('17: the full-screen gallery’s code is fetched while the page is idle, before the tap', async ({ page, request }) => {
  const listing = await listingInSearch(request)
  await openSite(page, 'haven', listingPath(listing))
  const fetched = () => page.evaluate(() => performance.getEntriesByType('resource').some((e) => /gallery-lightbox/.test(e.name)))
  await expect.poll(fetched, { timeout: 10_000 }).toBe(true)
  await page.getByRole('region', { name: 'Gallery' }).getByRole('button', { name: 'Full screen', exact: true }).click()
  await expect(page.getByRole('dialog').getByText(/^1 \/ \d+$/)).toBeVisible()
})
