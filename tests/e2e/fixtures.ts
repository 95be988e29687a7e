import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { FEEDBACK_DONE_KEY } from '~/features/marketing-forms/feedback-flag'
import type { Tenant } from '~/shared/tenant/tenant-schema'

/** The shipped tenants, read from tenants/ exactly as the build reads them. */
export const tenants: Tenant[] = readdirSync('tenants')
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(join('tenants', f), 'utf8')) as Tenant)

export const tenant = (slug: string) => tenants.find((t) => t.slug === slug)!

/** The URL of a path on one tenant's site: <slug>.localhost on the test server's port. */
export function siteUrl(_page: Page, slug: string, path = '/'): string {
  return `http://${slug}.localhost:${process.env.E2E_PORT ?? 8899}${path}`
}

/**
 * An HTTP request to one tenant without a browser: Node does not resolve *.localhost as Chromium
 * does, so it goes to localhost with the tenant's Host header.
 */
export function tenantGet(request: APIRequestContext, slug: string, path: string) {
  const port = process.env.E2E_PORT ?? 8899
  return request.get(`http://localhost:${port}${path}`, { headers: { host: `${slug}.localhost:${port}` } })
}

/** Opens a page of one tenant and waits until React has hydrated it. */
export async function openSite(page: Page, slug: string, path = '/') {
  const res = await page.goto(siteUrl(page, slug, path))
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  return res
}

/**
 * Every test fails on a page error or console error (hydration mismatches included), except the
 * resource errors a test expects (e.g. the 404 page's own status).
 */
export const test = base.extend<{ consoleErrors: string[]; feedbackPopup: boolean }>({
  /**
   * The feedback pop-up (001 §2) opens at 60% scroll on every static page and would cover what a
   * spec clicks down there: each page starts with it answered, unless a spec opts in with
   * test.use({ feedbackPopup: true }) (marketing-forms.spec.ts).
   */
  feedbackPopup: [false, { option: true }],
  page: async ({ page, feedbackPopup }, use) => {
    if (!feedbackPopup) {
      await page.addInitScript((key) => {
        try {
          window.localStorage.setItem(key, '1')
        } catch {
          // about:blank and the like have no storage.
        }
      }, FEEDBACK_DONE_KEY)
    }
    await use(page)
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`))
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return
        // A 404 page's own status, and refusals a flow expects (a wrong password's 401).
        if (/Failed to load resource: the server responded with a status of (404|401)/.test(msg.text())) return
        errors.push(msg.text())
      })
      await use(errors)
      expect(errors, 'console errors').toEqual([])
    },
    { auto: true },
  ],
})

/**
 * Scrolls down a screen at a time, as a reader does, until `target` is on the page: sections
 * fetched as they near the screen (NearScreen, photos) appear only when their spot is crossed.
 */
export async function scrollUntil(page: Page, target: Locator) {
  for (let i = 0; i < 40 && (await target.count()) === 0; i++) {
    await page.evaluate(() => window.scrollBy(0, 400))
    await page.waitForTimeout(100)
  }
  await target.first().scrollIntoViewIfNeeded()
}

export { expect }
