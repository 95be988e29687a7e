import type { Page } from '@playwright/test'
import { paths } from '~/config/paths'
import type { Tenant } from '~/shared/tenant/tenant-schema'
import { expect, openSite, siteUrl, tenant, tenantGet, tenants, test } from './fixtures'

/**
 * The marketing pages of issue 10 (001 §2), at 1280 and 390 px. Console errors fail every test
 * (fixtures.ts). The prerendered HTML is fetched without a browser: it must carry the page's
 * heading and the tenant's name on its own, since these pages hydrate only when idle.
 */

/** Our pages, with the h1 each one shows for a tenant. */
const OWN_PAGES: { path: string; h1: (t: Tenant) => string }[] = [
  { path: paths.home.path, h1: (t) => t.headline },
  { path: paths.aboutUs.path, h1: () => 'Property buying in Nigeria, protected from fraud' },
  { path: paths.diasporans.path, h1: () => 'Buy a home in Nigeria from wherever you live' },
  { path: paths.homeInspection.path, h1: () => 'See the property properly before you pay for it' },
  { path: paths.media.path, h1: (t) => `${t.display_name} in the News` },
]

/** The partner and pricing pages another engineer builds: only what any page must do. */
const OTHER_PAGES = [paths.direct2seller, paths.referralProgram, paths.verifyTitle, paths.pricing, paths.joinRealtorNetwork, paths.sellersMandate].map((r) => r.path)

const h1Count = (html: string) => html.match(/<h1[\s>]/g)?.length ?? 0

// A choice already made, so the cookie banner never covers what a test clicks at 390 px.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('haven.cookie-consent', 'denied'))
})

test.describe('prerendered HTML, without a browser', () => {
  test.skip(({ isMobile }) => isMobile, 'HTTP-level checks')

  for (const t of tenants) {
    test(`${t.slug}: each of our pages carries its heading and the tenant’s name`, async ({ request }) => {
      for (const { path, h1 } of OWN_PAGES) {
        const res = await tenantGet(request, t.slug, path)
        expect(res.status(), path).toBe(200)
        const html = await res.text()
        expect(h1Count(html), `${path}: one h1`).toBe(1)
        expect(html, path).toMatch(new RegExp(`<h1[^>]*>${h1(t).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`))
        expect(html, path).toContain(t.display_name)
      }
    })

    test(`${t.slug}: the partner and pricing pages answer with one h1 and the tenant’s name`, async ({ request }) => {
      for (const path of OTHER_PAGES) {
        const res = await tenantGet(request, t.slug, path)
        expect(res.status(), path).toBe(200)
        const html = await res.text()
        expect(h1Count(html), `${path}: one h1`).toBe(1)
        expect(html, path).toContain(t.display_name)
      }
    })

    test(`${t.slug}: every internal header and footer link answers (no 404)`, async ({ request }) => {
      const hrefs = new Set<string>()
      for (const path of [...OWN_PAGES.map((p) => p.path), ...OTHER_PAGES]) {
        const html = await (await tenantGet(request, t.slug, path)).text()
        for (const part of [/<header[\s\S]*?<\/header>/.exec(html)?.[0], /<footer[\s\S]*?<\/footer>/.exec(html)?.[0]]) {
          expect(part, `${path} has a header and a footer`).toBeTruthy()
          for (const m of part!.matchAll(/href="(\/[^"]*)"/g)) hrefs.add(m[1]!.replace(/&amp;/g, '&'))
        }
      }
      expect(hrefs.size).toBeGreaterThan(10)
      for (const href of hrefs) expect((await tenantGet(request, t.slug, href)).status(), href).toBe(200)
    })
  }

  test('the spec’s texts are there word for word, the 001 §1 FAQ facts and 17 dated articles', async ({ request }) => {
    const get = async (path: string) => (await tenantGet(request, 'lekki-prime', path)).text()
    const home = await get('/')
    expect(home).toContain('id="how-it-works"')
    expect(home).toContain('Dont Let Fraud Ruin Your Dreams?')
    expect(home).toContain('Own a Piece of Home, Safely?')

    const about = await get('/about-us')
    expect(about).toContain('Who we help')
    expect(about.match(/<details>/g)?.length ?? 0).toBeGreaterThanOrEqual(3)
    expect(about).toContain('1 business day')
    expect(about).toContain('3–5 business days')
    expect(about).toContain('over 1,500 direct mandates')
    expect(about).toContain('partner programme is free')

    expect(await get('/diasporans')).toContain('The Stakes Are Too High to Guess')

    const media = await get('/media')
    const articles = [...media.matchAll(/<time dateTime="(\d{4}-\d{2}-\d{2})">/gi)]
    expect(articles).toHaveLength(17)
    expect(media.match(/target="_blank" rel="noopener noreferrer" href="https:\/\/blog\.lekkiprime\.com\/news\/[a-z0-9-]+"/g)).toHaveLength(17)
    const images = new Set([...media.matchAll(/src="(\/media\/press\/[a-z-]+\.svg)"/g)].map((m) => m[1]!))
    expect(images.size).toBe(17)
    for (const src of images) {
      const res = await tenantGet(request, 'lekki-prime', src)
      expect(res.status(), src).toBe(200)
      expect(res.headers()['content-type'], src).toContain('image/svg+xml')
    }
  })
})

test.describe('in the browser', () => {
  for (const slug of ['haven', 'capital-keys']) {
    const t = tenant(slug)
    for (const { path, h1 } of OWN_PAGES) {
      test(`${slug} ${path}: loads with its one h1`, async ({ page }) => {
        const res = await openSite(page, slug, path)
        expect(res?.status()).toBe(200)
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1(t))
      })
    }
  }

  for (const path of OTHER_PAGES) {
    test(`lekki-prime ${path}: loads with one h1`, async ({ page }) => {
      const res = await openSite(page, 'lekki-prime', path)
      expect(res?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      await expect(page.getByText('Lekki Prime Realty').first()).toBeVisible()
    })
  }
})

test.describe('marketing home', () => {
  test('hero CTAs: Start House Hunting, and the verify link by breakpoint in a new tab', async ({ page, isMobile }) => {
    const t = tenant('haven')
    await openSite(page, 'haven')
    const hero = page.locator('[data-hero]')
    await expect(hero.getByRole('link', { name: 'Start House Hunting' })).toHaveAttribute('href', '/listings?state=Lagos&property_status=Completed')
    const verify = hero.getByRole('link', { name: isMobile ? /^Verify My Property Now/ : /^Verify a Property/ })
    await expect(verify).toBeVisible()
    await expect(verify).toHaveAttribute('href', t.external.verify)
    await expect(verify).toHaveAttribute('target', '_blank')
    await expect(hero.getByText(isMobile ? 'Verify a Property' : 'Verify My Property Now')).toBeHidden()
  })

  test('CTA banners open the marketplace and the verification site in new tabs', async ({ page }) => {
    const t = tenant('lekki-prime')
    await openSite(page, 'lekki-prime')
    const browse = page.getByRole('link', { name: /^Browse Properties/ })
    await expect(browse).toHaveAttribute('href', t.external.marketplace)
    await expect(browse).toHaveAttribute('target', '_blank')
    const verifyNow = page.getByRole('link', { name: /^Verify Now/ })
    await expect(verifyNow).toHaveAttribute('href', t.external.verify)
    await expect(verifyNow).toHaveAttribute('target', '_blank')
  })

  test('a tenant without property verification shows no verify link', async ({ page }) => {
    await openSite(page, 'capital-keys')
    await expect(page.getByRole('link', { name: 'Start House Hunting' })).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: /Verify/ })).toHaveCount(0)
  })

  test('‘Watch how it works’ opens the walk-through, which plays and closes with Escape', async ({ page }) => {
    await openSite(page, 'haven')
    await page.getByRole('link', { name: 'Watch how it works' }).click()
    const dialog = page.getByRole('dialog', { name: 'How Haven protects your money' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText('Step 1 of 6')).toBeVisible()
    await dialog.getByRole('button', { name: 'Next' }).click()
    await expect(dialog.getByRole('heading', { name: 'You are asked to pay' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(page).not.toHaveURL(/#how-it-works/)
  })
})

test.describe('header style (001 §2)', () => {
  const header = (page: Page) => page.getByRole('banner')
  const scrollPastHero = (page: Page) => page.evaluate(() => window.scrollTo(0, document.querySelector<HTMLElement>('[data-hero]')!.offsetHeight))

  for (const path of [paths.aboutUs.path, paths.media.path]) {
    test(`${path}: brand style while the hero is in view, light once it has gone`, async ({ page }) => {
      await openSite(page, 'haven', path)
      await expect(header(page)).toHaveAttribute('data-variant', 'hero')
      await scrollPastHero(page)
      await expect(header(page)).toHaveAttribute('data-variant', 'light')
      await page.evaluate(() => window.scrollTo(0, 0))
      await expect(header(page)).toHaveAttribute('data-variant', 'hero')
    })
  }

  test.describe('on the home page, in Nigeria', () => {
    test.use({ timezoneId: 'Africa/Lagos' })
    test('takes the brand style over the hero', async ({ page }) => {
      await openSite(page, 'haven')
      await expect(header(page)).toHaveAttribute('data-variant', 'hero')
      await scrollPastHero(page)
      await expect(header(page)).toHaveAttribute('data-variant', 'light')
    })
  })

  test.describe('on the home page, elsewhere', () => {
    test.use({ timezoneId: 'Europe/London', locale: 'en-GB' })
    test('stays light', async ({ page }) => {
      await openSite(page, 'haven')
      await expect(header(page)).toHaveAttribute('data-variant', 'light')
    })
  })

  for (const path of [paths.diasporans.path, paths.direct2seller.path, paths.homeInspection.path]) {
    test(`${path}: has the special tinted background`, async ({ page }) => {
      await openSite(page, 'haven', path)
      await expect(header(page)).toHaveAttribute('data-variant', 'tinted')
      await expect(page.locator('[data-session]')).toHaveClass(/page-tinted/)
    })
  }
})

test.describe('page contents', () => {
  test('/about-us: the FAQ opens and closes, and Contact us is there', async ({ page }) => {
    await openSite(page, 'haven', '/about-us')
    await expect(page.getByRole('heading', { name: 'Who we help' })).toBeVisible()
    const question = page.getByText('How long does a title search report take?')
    await question.click()
    await expect(page.getByText(/typically takes 1 business day/)).toBeVisible()
    await question.click()
    await expect(page.getByText(/typically takes 1 business day/)).toBeHidden()
    await expect(page.getByRole('button', { name: 'Contact us' })).toBeVisible()
  })

  test('/home-inspection: four things you get and a request in a new tab', async ({ page }) => {
    const t = tenant('capital-keys')
    await openSite(page, 'capital-keys', '/home-inspection')
    const whatYouGet = page.locator('section').filter({ has: page.getByRole('heading', { name: 'What you get' }) })
    await expect(whatYouGet.getByRole('listitem')).toHaveCount(4)
    const request = page.getByRole('link', { name: /^Request an Inspection/ }).first()
    await expect(request).toHaveAttribute('href', t.external.inspection)
    await expect(request).toHaveAttribute('target', '_blank')
  })

  test('/media: 17 articles, each opening the tenant’s blog in a new tab', async ({ page }) => {
    await openSite(page, 'capital-keys', '/media')
    const articles = page.getByRole('main').getByRole('listitem')
    await expect(articles).toHaveCount(17)
    const first = articles.first()
    await expect(first.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/)
    await expect(first.getByRole('link')).toHaveAttribute('href', /^https:\/\/blog\.capitalkeys\.ng\/news\//)
    await expect(first.getByRole('link')).toHaveAttribute('target', '_blank')
    await first.scrollIntoViewIfNeeded()
    await expect.poll(() => first.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the pages read completely and the FAQ still opens', async ({ page }) => {
    await page.goto(siteUrl(page, 'haven', '/about-us'))
    await page.getByText('Does it cost anything to join the partner programme?').click()
    await expect(page.getByText('The partner programme is free to join.')).toBeVisible()
    await page.goto(siteUrl(page, 'haven', '/'))
    await page.getByRole('link', { name: 'Watch how it works' }).click()
    await expect(page).toHaveURL(/#how-it-works$/)
    await expect(page.getByRole('heading', { name: 'How it works', level: 2 })).toBeInViewport()
    await page.goto(siteUrl(page, 'haven', '/media'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Haven in the News')
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(17)
  })
})
