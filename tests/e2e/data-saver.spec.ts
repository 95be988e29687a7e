import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { photoInfo } from '~/shared/media'
import { AXE_TAGS } from './axe'
import { expect, openSite, test } from './fixtures'

/**
 * Data saver (issue 26 item 6, decision 055): the footer's switch, or the browser's Save-Data,
 * makes every photo ask for its smallest variant, stops the card carousel's autoplay and says
 * what the page cost; the choice is a cookie the page function paints from.
 */
/** 000 §9: a card's carousel advances every 2 s while it is pointed at or focused. */
const CARD_AUTOPLAY_MS = 2000

const RESULTS = '/listings?state=Lagos&property_status=Completed'

/** Widths of the photo variants this page asks for from now on (AVIF/WebP; a JPEG says its own 1280). */
function photoWidths(page: Page) {
  const widths: number[] = []
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname
    const m = /-(\d+)\.(?:avif|webp)$/.exec(path)
    if (path.startsWith('/media/photos/')) widths.push(m ? Number(m[1]) : 1280)
  })
  return widths
}

/** The smallest variant of the first card's photo: 320 px, or the photo's own width if narrower. */
async function smallestOfFirstCard(page: Page) {
  const src = (await page.getByRole('article').first().locator('img').first().getAttribute('src'))!
  return Math.min(320, photoInfo(new URL(src, 'http://x').pathname)!.width)
}

test.beforeEach(async ({ page }) => {
  // Answered already, so the cookie banner does not cover the footer.
  await page.addInitScript(() => localStorage.setItem('haven.cookie-consent', 'denied'))
})

test('the footer switch: smallest photos, no autoplay, the page’s cost; remembered over a reload; off again restores them', async ({ page, isMobile }) => {
  await openSite(page, 'haven', RESULTS)
  const toggle = page.getByRole('switch', { name: 'Data saver' })
  await expect(toggle).toHaveAttribute('aria-checked', 'false')
  await expect(toggle).toHaveAccessibleDescription('Smallest photos, nothing loaded ahead')
  const smallest = await smallestOfFirstCard(page)

  await toggle.scrollIntoViewIfNeeded()
  const after = photoWidths(page)
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-checked', 'true')
  await expect(toggle).toHaveAccessibleDescription(/^This page: \d+ KB$|^This page: \d+\.\d MB$/)
  expect(await new AxeBuilder({ page }).include('footer').withTags(AXE_TAGS).analyze().then((r) => r.violations.map((v) => v.id))).toEqual([])

  // Back up the results: every card now on screen asks for the smallest variant, and nothing larger.
  await page.evaluate(() => window.scrollTo(0, 0))
  const first = page.getByRole('article').first()
  await expect.poll(() => first.locator('img').first().evaluate((img: HTMLImageElement) => (img.currentSrc ? new URL(img.currentSrc).pathname : ''))).toMatch(new RegExp(`-${smallest}\\.avif$`))
  await page.mouse.wheel(0, 1200)
  await expect.poll(() => after.length).toBeGreaterThan(1)
  expect(after.every((w) => w <= 320), `widths asked for: ${after.join(', ')}`).toBe(true)

  // The card carousel does not move by itself.
  await first.getByRole('heading').getByRole('link').focus()
  const count = first.getByText(/^\d+ \/ \d+$/)
  await expect(count).toHaveText(/^1 \/ [2-9]/)
  await page.waitForTimeout(CARD_AUTOPLAY_MS * 1.5)
  await expect(count).toHaveText(/^1 \//)

  // Remembered: the page function paints the choice at once.
  const reloaded = photoWidths(page)
  const res = await page.reload()
  expect(await res!.text()).toMatch(/<html data-saver /)
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  await expect(toggle).toHaveAttribute('aria-checked', 'true')
  await expect.poll(() => reloaded.length).toBeGreaterThan(0)
  expect(reloaded.every((w) => w <= 320), `widths asked for: ${reloaded.join(', ')}`).toBe(true)

  // Off, by keyboard: the photos offer every width again, and a phone's card asks for the one its
  // slot needs (a 296 px desktop card at DPR 1 needs the 320 px one either way).
  const candidates = () => first.locator('source[type="image/avif"]').getAttribute('srcset').then((s) => s?.split(', ').length)
  expect(await candidates()).toBe(1)
  const restored = photoWidths(page)
  await toggle.focus()
  await page.keyboard.press('Space')
  await expect(toggle).toHaveAttribute('aria-checked', 'false')
  await expect.poll(candidates).toBeGreaterThan(1)
  if (isMobile) await expect.poll(() => restored.some((w) => w > 320), { message: `widths asked for: ${restored.join(', ')}` }).toBe(true)
})

test.describe('a browser that sends Save-Data: on', () => {
  test.use({ extraHTTPHeaders: { 'Save-Data': 'on' } })

  test('gets data saver at first paint: the switch on in the HTML, the smallest photo preloaded and shown, on the results and a listing', async ({ page }) => {
    const widths = photoWidths(page)
    const res = await openSite(page, 'haven', RESULTS)
    const html = await res!.text()
    expect(html).toMatch(/<html data-saver /)
    expect(/<button[^>]*role="switch"[^>]*>/.exec(html)?.[0]).toContain('aria-checked="true"')
    expect(/<link rel="preload" as="image"[^>]*>/.exec(html)?.[0]).toMatch(/imagesrcset="[^",]+-\d+\.avif \d+w"/)
    await expect(page.getByRole('switch', { name: 'Data saver' })).toHaveAttribute('aria-checked', 'true')
    const smallest = await smallestOfFirstCard(page)
    await expect.poll(() => page.getByRole('article').first().locator('img').first().evaluate((img: HTMLImageElement) => (img.currentSrc ? new URL(img.currentSrc).pathname : ''))).toMatch(new RegExp(`-${smallest}\\.avif$`))
    expect(widths.every((w) => w <= 320), `widths asked for: ${widths.join(', ')}`).toBe(true)

    const href = (await page.getByRole('article').first().getByRole('heading').getByRole('link').getAttribute('href'))!
    const listing = await page.goto(href)
    expect(await listing!.text()).toMatch(/<html data-saver /)
    const hero = page.getByRole('region', { name: 'Gallery' }).locator('img').first()
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-(?:320|\d{1,3})\.avif$/)
    expect(widths.every((w) => w <= 320), `widths asked for: ${widths.join(', ')}`).toBe(true)
  })
})
