import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { openAccount, openSignIn, signInWithForm, signUpByApi, uniqueEmail } from './account-steps'
import { expect, openSite, siteUrl, test } from './fixtures'
import { expectReceipt, fillIn, mailsTo } from './form-steps'

/**
 * Offline (issue 26 item 5, decision 054): the service worker keeps what a buyer has seen readable
 * offline with a notice dating it, shows a page of its own for what was never seen, keeps a form
 * sent offline and sends it once when the network returns, and never mixes two builds' files.
 */
test.use({ serviceWorkers: 'allow' })

const BROWSE = '/listings?state=Lagos&property_status=Completed'
const DATED = /^You are offline — showing what you saw at \d\d:\d\d$/

/** The worker has taken the page over (it registers when the page is idle, then claims it). */
const controlled = (page: Page) => page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 30_000 })
const offlineNotice = (page: Page) => page.getByRole('status').filter({ hasText: /^You are offline/ })

/** Offline navigations the worker answers from its cache, or with its offline page (503), are expected here. */
const allowOffline = (errors: string[]) =>
  errors.splice(0, errors.length, ...errors.filter((e) => !/Failed to load resource: (net::ERR_INTERNET_DISCONNECTED|net::ERR_FAILED|the server responded with a status of 503)/.test(e)))

test.describe('offline', () => {
  test('what a buyer has seen reads offline with a dated notice; a page never seen says it is offline', async ({ page, context, request, isMobile, consoleErrors }) => {
    test.setTimeout(120_000)
    const email = uniqueEmail('offline')
    await signUpByApi(request, 'haven', { email, first_name: 'Ngozi' })
    await openSite(page, 'haven', '/marketplace')
    await controlled(page)

    // A listing with photos, signed in, saved to favourites.
    await openSite(page, 'haven', BROWSE)
    const first = page.getByRole('article').first()
    const title = (await first.getByRole('heading', { level: 2 }).textContent())!.trim()
    const listingPath = new URL((await first.getByRole('heading', { level: 2 }).getByRole('link').getAttribute('href'))!, page.url()).pathname
    await openSignIn(page, isMobile)
    await signInWithForm(page, email)
    // Seen signed in (offline, the page is drawn for the buyer the device is signed in as).
    await openSite(page, 'haven', '/marketplace')
    await expect(page.getByRole('article').first()).toBeVisible()
    await openSite(page, 'haven', listingPath)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute('aria-pressed', 'true')
    const photo = page.locator('main img').first()
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    // The worker stores an answer before handing it to the page: what is on screen is kept.
    await openSite(page, 'haven', '/favorites')
    await expect(page.getByRole('article').getByRole('heading', { name: title })).toBeVisible()
    for (const [path, heading] of [['/saved', 'Saved searches'], ['/transactions', 'Transactions']] as const) {
      await openSite(page, 'haven', path)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
    }

    await context.setOffline(true)
    const shown: Record<string, string> = {}
    const expectations: [path: string, check: () => Promise<void>][] = [
      ['/marketplace', () => expect(page.getByRole('article').first()).toBeVisible()],
      [
        listingPath,
        async () => {
          await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
          await expect.poll(() => page.locator('main img').first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
        },
      ],
      [
        '/favorites',
        async () => {
          await expect(page.getByRole('heading', { level: 1, name: 'Favourite properties' })).toBeVisible()
          await expect(page.getByRole('article').getByRole('heading', { name: title })).toBeVisible()
        },
      ],
      ['/saved', () => expect(page.getByRole('heading', { level: 1, name: 'Saved searches' })).toBeVisible()],
      ['/transactions', () => expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible()],
    ]
    for (const [path, check] of expectations) {
      await page.goto(siteUrl(page, 'haven', path))
      await check()
      await expect(offlineNotice(page)).toHaveText(DATED)
      shown[path] = `${(await page.locator('h1').first().textContent())?.trim()} · ${await offlineNotice(page).textContent()}`
      if (path === listingPath) await page.screenshot({ path: test.info().outputPath(`offline-listing-${isMobile ? 390 : 1280}.png`) })
    }

    // Never opened on this device: the worker's own page, not the browser's error.
    await page.goto(siteUrl(page, 'haven', '/pricing'))
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible()
    await expect(page.getByText('This page has not been opened on this device yet')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Favourite properties', exact: true })).toBeVisible()
    shown['/pricing (never seen)'] = `${await page.locator('h1').textContent()} · ${await page.locator('main p').first().textContent()}`
    await page.screenshot({ path: test.info().outputPath(`offline-page-${isMobile ? 390 : 1280}.png`) })
    console.log(`offline run (${isMobile ? 'mobile' : 'desktop'}):\n${Object.entries(shown).map(([p, s]) => `| ${p} | ${s} |`).join('\n')}`)

    // Back online and signed out: the buyer's kept answers are gone from the device.
    await context.setOffline(false)
    await openSite(page, 'haven', '/favorites')
    expect(await page.evaluate(async () => (await caches.keys()).filter((n) => n.startsWith('haven-user:')))).toHaveLength(1)
    const account = await openAccount(page, isMobile)
    await account.getByRole(isMobile ? 'button' : 'menuitem', { name: 'Logout' }).click()
    await expect.poll(() => page.evaluate(async () => (await caches.keys()).filter((n) => n.startsWith('haven-user:')))).toEqual([])
    allowOffline(consoleErrors)
  })

  test('a form sent offline is kept, said so, and sent once when the network returns', async ({ page, context, consoleErrors }) => {
    test.setTimeout(90_000)
    const email = uniqueEmail('offline-form')
    await openSite(page, 'haven', '/about-us')
    await controlled(page)
    await page.getByRole('button', { name: 'Contact us', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Contact us' })
    await fillIn(dialog, { 'First name': 'Amaka', 'Last name': 'Eze', 'Email address': email, 'Phone number': '0803 123 4567', Message: 'Sent from a bus on Third Mainland Bridge.' })
    const send = dialog.getByRole('button', { name: 'Send message' })
    await expect(send).toBeEnabled()

    await context.setOffline(true)
    await send.click()
    await expect(page.locator('[data-kind="info"]').filter({ hasText: 'Saved — it will be sent when you are back online' })).toBeVisible()
    // The attempt is over: the button waits for an edit, so the same answers do not go twice.
    await expect(send).toBeDisabled()
    await page.waitForTimeout(1000)
    expect(mailsTo(email)).toHaveLength(0)

    await context.setOffline(false)
    await expect(page.locator('[data-kind="success"]').filter({ hasText: 'Sent' })).toContainText('What you saved while offline has been sent.')
    await expectReceipt(email, /We have your message/)
    // The next page load asks the worker to send what it keeps again: nothing is left, nothing goes twice.
    await page.reload()
    await controlled(page)
    await page.waitForTimeout(3000)
    expect(mailsTo(email)).toHaveLength(1)
    allowOffline(consoleErrors)
  })

  test('an update installs beside the old build and replaces it whole: no page mixes two builds', async ({ page, context, isMobile }) => {
    test.skip(isMobile, 'rewrites the built sw.js of one tenant: once is enough')
    test.setTimeout(120_000)
    const file = 'dist/lekki-prime/sw.js'
    const original = readFileSync(file, 'utf8')
    const before = /"version":"([0-9a-f]+)"/.exec(original)![1]!
    const twins = ['.br', '.gz'].map((s) => file + s).filter((f) => existsSync(f))
    await openSite(page, 'lekki-prime', '/listings')
    await controlled(page)
    const cacheNames = () => page.evaluate(async () => (await caches.keys()).filter((n) => n.startsWith('haven-v:')).sort())
    /** Every file the page's HTML names, looked up in one build's cache. */
    const inCache = (p: Page, version: string) =>
      p.evaluate(async (v) => {
        const cache = await caches.open(`haven-v:${v}`)
        const urls = [...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src^="/assets/"], link[href^="/assets/"]')].map((e) => e.getAttribute('src') ?? e.getAttribute('href')!)
        return Promise.all(urls.map(async (u) => [u, Boolean(await cache.match(u))] as const))
      }, version)
    expect(await cacheNames()).toEqual([`haven-v:${before}`])

    try {
      // A new build: another version of the worker on the server.
      for (const twin of twins) renameSync(twin, `${twin}.kept`)
      writeFileSync(file, original.replace(`"version":"${before}"`, () => `"version":"${before}-next"`))
      await page.evaluate(async () => {
        const reg = await navigator.serviceWorker.getRegistration()
        await reg!.update()
      })
      await page.waitForFunction(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting), null, { timeout: 30_000 })
      // Installed whole beside the old one, which still serves the open page.
      expect(await cacheNames()).toEqual([`haven-v:${before}`, `haven-v:${before}-next`].sort())
      await page.reload()
      for (const [url, found] of await inCache(page, before)) expect(found, url).toBe(true)

      // Once no page of the old build is open, the new one takes over and the old cache goes.
      // (A page opened while the last one is still closing is the old worker's: then it is closed too.)
      await page.close()
      let next = await context.newPage()
      const buildCaches = () => next.evaluate(async () => (await caches.keys()).filter((n) => n.startsWith('haven-v:')))
      for (let attempt = 0; attempt < 5; attempt++) {
        await new Promise((r) => setTimeout(r, 1000))
        await next.goto(siteUrl(next, 'lekki-prime', '/listings'))
        if ((await buildCaches()).length === 1) break
        await next.close()
        next = await context.newPage()
      }
      await expect.poll(buildCaches, { timeout: 10_000 }).toEqual([`haven-v:${before}-next`])
      await next.reload()
      await controlled(next)
      for (const [url, found] of await inCache(next, `${before}-next`)) expect(found, url).toBe(true)
    } finally {
      writeFileSync(file, original)
      for (const twin of twins) if (existsSync(`${twin}.kept`)) renameSync(`${twin}.kept`, twin)
    }
  })
})
