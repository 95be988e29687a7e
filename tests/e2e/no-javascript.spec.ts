import type { APIRequestContext, Page } from '@playwright/test'
import { browseQuery } from '~/shared/marketplace-keys'
import { SIGN_IN_NEEDS_JS, PAGE_NEEDS_JS } from '~/components/ui/needs-javascript'
import { expect, siteUrl, test } from './fixtures'

/**
 * Issue 26 item 7 (decision 056): with JavaScript off, as in Opera Mini's Extreme mode, the
 * results filter through a GET form, read page by page, a listing shows every photo and signing
 * in says what it needs.
 */
test.use({ javaScriptEnabled: false })

const PORT = process.env.E2E_PORT ?? 8899

/** The ids of one results page as the API answers the URL's search. */
async function apiIds(request: APIRequestContext, search: string, page = 1) {
  const query = { ...browseQuery(new URLSearchParams(search)), page: String(page) }
  const res = await request.get(`http://localhost:${PORT}/api/v1/indexing/listings-search?${new URLSearchParams(query)}`, { headers: { 'x-tenant-id': 'haven.ng' } })
  return ((await res.json()) as { data: { id: number }[] }).data.map((l) => l.id)
}

/** The listings the page shows, in order, read from the cards' title links. */
async function shownIds(page: Page) {
  const hrefs = await page.getByRole('article').getByRole('heading').getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')!))
  return hrefs.map((h) => Number(/^\/listings\/(\d+)\//.exec(h)![1]))
}

const searchOf = (page: Page) => new URL(page.url()).search.slice(1)

test('the filters are a form: chosen, sent, and the URL and results follow', async ({ page, request }, testInfo) => {
  await page.goto(siteUrl(page, 'haven', '/listings'))
  // On a phone the Filters button opens the same fields in place.
  if (testInfo.project.name === 'mobile') await page.getByText('Filters', { exact: true }).click()
  await page.getByRole('combobox', { name: 'Bedrooms' }).selectOption('3')
  await page.getByRole('textbox', { name: /Min price/ }).fill('20,000,000')
  await page.getByRole('button', { name: 'Show results' }).click()
  await expect(page).toHaveURL(/bedrooms=3/)
  expect(searchOf(page)).toContain('min_amount=20000000')
  // The form's blank fields are not in the address the page answers at.
  expect(searchOf(page)).not.toContain('bathrooms=')
  const ids = await shownIds(page)
  expect(ids.length).toBeGreaterThan(0)
  expect(ids).toEqual(await apiIds(request, searchOf(page)))
  await expect(page.getByRole('link', { name: 'Remove filter: 3 bedrooms' })).toBeVisible()

  // Sort and category keep the filters chosen.
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('highest_price')
  await page.getByRole('button', { name: 'Sort', exact: true }).click()
  await expect(page).toHaveURL(/sort_by=highest_price/)
  expect(searchOf(page)).toContain('bedrooms=3')
  expect(await shownIds(page)).toEqual(await apiIds(request, searchOf(page)))
  await page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'For rent' }).click()
  await expect(page).toHaveURL(/category=For(\+|%20)rent/)
  expect(searchOf(page)).toContain('bedrooms=3')
  expect(searchOf(page)).toContain('sort_by=highest_price')
  await expect(page.getByRole('button', { name: 'For rent' })).toHaveAttribute('aria-pressed', 'true')

  // A place typed without its suggestions is searched as text, in any state.
  if (testInfo.project.name === 'mobile') await page.getByText('Filters', { exact: true }).click()
  await page.getByRole('combobox', { name: 'Location' }).fill('Lekki')
  await page.getByRole('button', { name: 'Show results' }).click()
  await expect(page).toHaveURL(/location=Lekki/)
  expect(await shownIds(page)).toEqual(await apiIds(request, searchOf(page)))

  // A chip is a link to the same search without it.
  await page.getByRole('link', { name: 'Remove filter: 3 bedrooms' }).click()
  await expect(page).not.toHaveURL(/bedrooms=/)
  expect(searchOf(page)).toContain('location=Lekki')
})

test('results read page by page through numbered links that keep the filters', async ({ page, request }) => {
  const search = 'state=Lagos&property_status='
  await page.goto(siteUrl(page, 'haven', `/listings?${search}`))
  const pager = page.getByRole('navigation', { name: 'Results pages' })
  await expect(pager.getByText('1', { exact: true })).toHaveAttribute('aria-current', 'page')
  const first = await shownIds(page)
  await pager.getByRole('link', { name: 'Page 2', exact: true }).click()
  await expect(page).toHaveURL(/page=2/)
  expect(searchOf(page)).toContain('property_status=&')
  const second = await shownIds(page)
  expect(second).toHaveLength(10)
  expect(second.filter((id) => first.includes(id))).toEqual([])
  expect(second).toEqual(await apiIds(request, search, 2))
  for (const href of await pager.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) expect(href).toMatch(/property_status=(&|$)/)
  await pager.getByRole('link', { name: 'Previous' }).click()
  expect(await shownIds(page)).toEqual(first)
  await expect(page).not.toHaveURL(/page=/)

  // A page number that is none answers a page that exists.
  for (const bad of ['0', '-1', 'abc']) {
    await page.goto(siteUrl(page, 'haven', `/listings?${search}&page=${bad}`))
    await expect(page).toHaveURL(new RegExp(`/listings\\?${search.replace('&', '&')}$`))
    expect(await shownIds(page)).toEqual(first)
  }
  await page.goto(siteUrl(page, 'haven', `/listings?${search}&page=9999`))
  await expect(page).toHaveURL(/page=\d+$/)
  expect((await shownIds(page)).length).toBeGreaterThan(0)
  await expect(pager.getByRole('link', { name: 'Next' })).toHaveCount(0)
})

test('a listing’s gallery shows every photo', async ({ page, request }) => {
  const res = await request.get(`http://localhost:${PORT}/api/v1/indexing/listings-search?state=Lagos&limit=50&sort_by=new`, { headers: { 'x-tenant-id': 'haven.ng' } })
  const listings = ((await res.json()) as { data: { id: number; slug: string; gallery: Record<string, string[]> }[] }).data
  const count = (l: (typeof listings)[number]) => Object.values(l.gallery).reduce((n, images) => n + images.length, 0)
  const listing = listings.reduce((a, b) => (count(b) > count(a) ? b : a))
  expect(count(listing)).toBeGreaterThan(3)
  await page.goto(siteUrl(page, 'haven', `/listings/${listing.id}/${listing.slug}`))
  const gallery = page.getByRole('region', { name: 'Gallery' })
  await expect(gallery.locator('img')).toHaveCount(count(listing))
  const last = gallery.locator('img').last()
  await last.scrollIntoViewIfNeeded()
  await expect(last).toBeVisible()
  // A photo, not an empty placeholder: the browser fetched it.
  await expect.poll(() => last.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  // Controls that need the app are not drawn.
  await expect(page.getByRole('button', { name: 'Next image' })).toBeHidden()
})

test('signing in says what it needs', async ({ page }, testInfo) => {
  if (testInfo.project.name === 'desktop') {
    await page.goto(siteUrl(page, 'haven', '/listings'))
    await page.getByRole('banner').getByText('Sign in', { exact: true }).click()
    await expect(page.getByRole('note')).toHaveText(SIGN_IN_NEEDS_JS)
  }
  for (const path of ['/favorites', '/saved', '/transactions', '/settings']) {
    await page.goto(siteUrl(page, 'haven', path))
    await expect(page.getByText(PAGE_NEEDS_JS), path).toBeVisible()
  }
})

test('the marketplace home and a realtor’s page read without it', async ({ page, request }) => {
  await page.goto(siteUrl(page, 'haven', '/marketplace'))
  await expect(page.getByRole('article').first()).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const res = await request.get(`http://localhost:${PORT}/api/v1/sales-advisors/realtors`, { headers: { 'x-tenant-id': 'haven.ng' } })
  const [realtor] = ((await res.json()) as { data: { id: number; username: string; first_name: string }[] }).data
  await page.goto(siteUrl(page, 'haven', `/find-trusted-realtors/${realtor!.id}/${realtor!.username}`))
  await expect(page.getByRole('heading', { level: 1 })).toContainText(realtor!.first_name)
  await expect(page.getByRole('article').first()).toBeVisible()
})
