import type { Page, Request } from '@playwright/test'
import { photoInfo, variantWidths } from '~/shared/media'
import { expect, openSite, test } from './fixtures'

/**
 * Photographs served for the device (decision 041), at 390 px (mobile project) and 1280 px
 * (desktop): the variant each slot needs, the LCP photo never lazy, and what those variants weigh.
 */

/** Bytes a phone may spend on the photo a card or the gallery first shows (issue 22: ≤ 150 KB before idle). */
const LCP_PHOTO_BUDGET = 120_000
/** Issue 22: the images a page loads before it is idle, on a phone. */
const IDLE_IMAGES_BUDGET = 150_000

const photoRequests = (page: Page) => {
  const seen: Request[] = []
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/media/photos/')) seen.push(r)
  })
  return seen
}

/** The AVIF the browser should pick for a slot `slot` CSS px wide on this screen. */
async function expectedVariant(page: Page, src: string, slot: number) {
  const info = photoInfo(new URL(src, 'http://x').pathname)!
  const dpr = await page.evaluate(() => devicePixelRatio)
  const widths = variantWidths(info.width)
  const width = widths.find((w) => w >= slot * dpr) ?? widths.at(-1)!
  return `${info.stem}-${width}.avif`
}

async function lcpElement(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ tag: string; loading: string; priority: string | null; src: string }>((done) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as PerformanceEntry & { element: Element | null }
          const el = last.element as HTMLImageElement | null
          if (el) done({ tag: el.tagName, loading: el.loading, priority: el.getAttribute('fetchpriority'), src: el.currentSrc })
        }).observe({ type: 'largest-contentful-paint', buffered: true })
      }),
  )
}

async function bytesOf(page: Page, path: string) {
  const res = await page.request.get(path)
  expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  return (await res.body()).length
}

test.describe('photographs', () => {
  // A phone's screen is as wide as its page. The mobile project narrows Pixel 7's page (412 px) to
  // 390 px but keeps its screen, and Chrome's preload scanner reads `sizes` against the screen:
  // it would fetch the variant for 412 px, then the page the one for 390 px.
  test.use({ screen: async ({ viewport }, use) => use(viewport ?? { width: 1280, height: 800 }) })

  // Issue 22's 150 KB is a goal on Lighthouse's mobile phone (Moto G Power: DPR 1.75); Pixel 7's
  // 2.625 asks for the 960 px variant of every card where that phone takes 800.
  test.use({ deviceScaleFactor: async ({ isMobile }, use) => use(isMobile ? 1.75 : 1) })

  test('cards load the variant their width needs; the first card is not lazy, the rest wait until they near the screen', async ({ page }) => {
    const requests = photoRequests(page)
    await openSite(page, 'haven', '/listings?state=Lagos&property_status=Completed')
    const first = page.getByRole('article').first().locator('img').first()
    await expect(first).toHaveJSProperty('complete', true)
    const src = (await first.getAttribute('src'))!
    const slot = (await first.boundingBox())!.width
    const want = await expectedVariant(page, src, slot)
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => (img.currentSrc ? new URL(img.currentSrc).pathname : ''))).toBe(want)
    expect(requests.map((r) => new URL(r.url()).pathname)).toContain(want)
    // No JPEG is fetched by a browser that takes AVIF.
    expect(requests.filter((r) => r.url().endsWith('.jpg'))).toEqual([])
    await expect(first).toHaveAttribute('fetchpriority', 'high')
    expect(await first.getAttribute('loading')).not.toBe('lazy')
    const width = Number(await first.getAttribute('width'))
    const height = Number(await first.getAttribute('height'))
    expect(photoInfo(new URL(src, 'http://x').pathname)).toMatchObject({ width, height })
    // Below the fold a card shows its colour and asks for nothing (Chrome's own loading=lazy would
    // fetch every card within 1,250 px), so the page is idle within the budget.
    await page.waitForLoadState('networkidle')
    const bytes = await Promise.all(requests.map(async (r) => (await (await r.response())?.body())?.length ?? 0))
    expect(bytes.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(IDLE_IMAGES_BUDGET)
    const far = page.getByRole('article').nth(9).locator('img').first()
    expect(await far.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/^data:image\/svg/)
    await far.scrollIntoViewIfNeeded()
    await expect.poll(() => far.evaluate((img: HTMLImageElement) => (img.currentSrc ? new URL(img.currentSrc).pathname : ''))).toMatch(/^\/media\/photos\/.+\.avif$/)

    const lcp = await lcpElement(page)
    expect(lcp.tag).toBe('IMG')
    expect(lcp.loading).not.toBe('lazy')
    expect(await bytesOf(page, want)).toBeLessThanOrEqual(LCP_PHOTO_BUDGET)
  })

  test('the listing gallery loads the variant its width needs, at high priority, never lazy', async ({ page }) => {
    await openSite(page, 'haven', '/listings?state=Lagos&property_status=Completed')
    const href = (await page.getByRole('article').first().getByRole('link').last().getAttribute('href'))!
    const requests = photoRequests(page)
    await page.goto(href)
    const hero = page.getByRole('region', { name: 'Gallery' }).locator('img').first()
    await expect(hero).toHaveJSProperty('complete', true)
    const want = await expectedVariant(page, (await hero.getAttribute('src'))!, (await hero.boundingBox())!.width)
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => (img.currentSrc ? new URL(img.currentSrc).pathname : ''))).toBe(want)
    expect(requests.map((r) => new URL(r.url()).pathname)).toContain(want)
    await expect(hero).toHaveAttribute('fetchpriority', 'high')
    expect(await hero.getAttribute('loading')).not.toBe('lazy')
    expect(await bytesOf(page, want)).toBeLessThanOrEqual(LCP_PHOTO_BUDGET)
    // Open Graph and e-mail clients get the JPEG the URL names.
    const og = (await page.locator('meta[property="og:image"]').getAttribute('content'))!
    expect(og).toMatch(/\/media\/photos\/[0-9a-f]{16}-\d+x\d+-[0-9a-f]{6}\.jpg$/)
    expect((await page.request.get(new URL(og).pathname)).headers()['content-type']).toBe('image/jpeg')
  })
})

test('the photographers are credited on /about-us', async ({ page }) => {
  await openSite(page, 'haven', '/about-us')
  const credits = page.locator('#photo-credits')
  await expect(credits.getByRole('heading', { name: 'Photo credits' })).toBeVisible()
  await expect(credits.getByRole('link', { name: 'exterior-01' })).toHaveAttribute('href', 'https://unsplash.com/photos/fGd8paHzN98')
  await expect(credits.getByText(/Obinna Okerekeocha/)).toBeVisible()
  await expect(credits.getByRole('listitem')).not.toHaveCount(0)
})
