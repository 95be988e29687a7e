import { expect, test } from '@playwright/test'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { prerenderRoutes } from '~/config/paths'
import { BUDGETS, kb, pageWeight } from '../../scripts/build-lib/page-weight'
import { tenants } from './fixtures'

/**
 * Byte budgets of the built site (issue 6): bytes are stable, so these are real assertions.
 * The function zips' budgets are checked on Netlify's own build in tests/netlify/netlify-build.test.ts.
 */
const pageFile = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`)
const MARKETPLACE_PAGES = ['marketplace', 'listings', 'listing-detail', 'realtors', 'realtor-profile', 'favorites', 'saved', 'transactions', 'transaction-timeline', 'compare', 'settings', 'referrals']
const staticPages = [...prerenderRoutes.map((r) => pageFile(r.path)), '404.html']

test.describe('byte budgets', () => {
  for (const t of tenants) {
    const root = join('dist', t.slug)
    test(`${t.slug}: every static page loads ≤ 81 KB of JavaScript (gzip), the rest on demand`, () => {
      expect(existsSync(root), 'run `npm run build` first').toBe(true)
      for (const page of staticPages) {
        const { js, onDemand } = pageWeight(root, page)
        expect(js.files.length, `${page} loads its entry script`).toBeGreaterThan(0)
        expect(js.gzip, `${page}: ${kb(js.gzip)} of JavaScript`).toBeLessThanOrEqual(
          BUDGETS.staticPageJsGzip,
        )
        // The drawer, the auth modal, the home page's walk-through and the marketing forms' code (dialogs, live
        // parts, the feedback card, the phone rules) load on demand; a change that pulls them into the page
        // shows up above, and their own weight is held here.
        expect(js.files.some((f) => /auth-modal|mobile-drawer|escrow-explainer|(?<!lazy)-dialog-|-live-|feedback-card|phone-/.test(f)), `${page} loads an on-demand chunk up front`).toBe(false)
        expect(onDemand.files.some((f) => /auth-modal/.test(f)), `${page} can open the auth modal`).toBe(true)
        expect(onDemand.gzip, `${page}: ${kb(onDemand.gzip)} on demand`).toBeLessThanOrEqual(BUDGETS.onDemandJsGzip)
      }
    })

    test(`${t.slug}: a static page's entry script imports no other chunk, so nothing is fetched before the first paint`, () => {
      const html = readFileSync(join(root, 'index.html'), 'utf8')
      const entry = /<script type="module" src="\/(assets\/static-[\w-]+\.js)"/.exec(html)?.[1]
      expect(entry, 'the home page names its static entry').toBeTruthy()
      const code = readFileSync(join(root, entry!), 'utf8')
      // Its one dynamic import (hydrate-static) runs when the page is idle; a static import would load at once.
      expect(code).not.toMatch(/\bimport\s*\{[^}]*\}\s*from|\bimport\s*["'`]\.\//)
      expect(code).toMatch(/import\(`\.\/hydrate-static-/)
    })

    test(`${t.slug}: a painted page starts with a boot script of its own (decision 059): tiny, importing nothing up front, precached`, () => {
      const html = readFileSync(join(root, 'app.html'), 'utf8')
      const boot = /<script type="module" src="\/assets\/marketplace-[\w-]+\.js" data-boot="\/(assets\/painted-[\w-]+\.js)">/.exec(html)?.[1]
      expect(boot, 'the app shell names the boot script').toBeTruthy()
      const code = readFileSync(join(root, boot!), 'utf8')
      expect(code.length).toBeLessThan(1024)
      expect(code).not.toMatch(/\bimport\s*\{|\bimport\s*["'`]/)
      expect(readFileSync(join(root, 'sw.js'), 'utf8')).toContain(`"/${boot}"`)
    })

    test(`${t.slug}: a legal page's HTML + critical CSS ≤ 14.5 KB (gzip)`, () => {
      for (const r of prerenderRoutes.filter((x) => x.path.startsWith('/legal'))) {
        const w = pageWeight(root, pageFile(r.path))
        const bytes = w.html.gzip + w.headCss.gzip
        expect(bytes, `${r.path}: ${kb(bytes)}`).toBeLessThanOrEqual(BUDGETS.legalHtmlCssGzip)
      }
    })

    test(`${t.slug}: every marketplace page loads ≤ ${BUDGETS.marketplaceJsBrotli / 1024} KB of JavaScript (brotli), the rest on demand`, () => {
      for (const routeId of MARKETPLACE_PAGES) {
        const w = pageWeight(root, 'app.html', routeId)
        expect(w.js.files.some((f) => f.includes(`/${routeId}-`)), `${routeId} loads its page module`).toBe(true)
        expect(w.js.brotli, `${routeId}: ${kb(w.js.brotli)} of JavaScript`).toBeLessThanOrEqual(BUDGETS.marketplaceJsBrotli)
        expect(w.js.files.some((f) => /card-carousel|gallery-lightbox|guide-modal|enquiry-form|(?<!use-)phone-check|save-search-dialog|rename-search-dialog|viewing-modal|accept-dialog|dispute-dialog|cost-calculator|report-listing-dialog|price-insights|compare-toggle|listing-particulars|similar-listings|embla-engine/.test(f)), `${routeId} loads an on-demand chunk up front`).toBe(false)
        const shell = w.html.brotli + w.allCss.brotli
        expect(shell, `${routeId}: ${kb(shell)} of HTML and CSS`).toBeLessThanOrEqual(BUDGETS.marketplaceHtmlCssBrotli)
      }
    })

    // libphonenumber-js (≈ 42 KB) is fetched when the profile form is first used (decision 052).
    test(`${t.slug}: /settings loads ≤ 120 KB of JavaScript (brotli), the phone rule on demand`, () => {
      const w = pageWeight(root, 'app.html', 'settings')
      expect(w.js.brotli, `settings: ${kb(w.js.brotli)} of JavaScript`).toBeLessThanOrEqual(BUDGETS.settingsJsBrotli)
      // libphonenumber-js is the `phone` chunk (src/shared/phone.ts); `phone-field` imports it.
      expect(w.js.files.filter((f) => /\/phone(-field)?-[\w-]{8}\.js$/.test(f))).toEqual([])
      expect(w.onDemand.files.some((f) => /\/phone-check-/.test(f))).toBe(true)
    })

    // Decision 052: static pages keep the whole site's stylesheet; marketplace pages link one without
    // the marketing pages' own rules (marketing.css, partners.css).
    test(`${t.slug}: marketplace pages link a stylesheet without the marketing pages' rules`, () => {
      const linked = (page: string) => {
        const html = readFileSync(join(root, page), 'utf8')
        return [...html.matchAll(/<link rel="stylesheet" href="\/([^"]+\.css)"/g)].map((m) => readFileSync(join(root, m[1]!), 'utf8'))
      }
      const [app] = linked('app.html')
      const [home] = linked('index.html')
      expect(app).toBeTruthy()
      expect(home).toMatch(/\.mk-hero\b/)
      expect(home).toMatch(/\.pt-facts\b/)
      expect(app).not.toMatch(/\.mk-hero\b|\.pt-facts\b|\.mk-prose\b/)
      // What the marketplace's own markup uses is there.
      expect(app).toMatch(/\.animate-pulse\{/)
      expect(app).toMatch(/\.sr-only\{/)
    })
  }

  for (const t of tenants) {
    // The operator console (decision 045) is its own build: none of its code or styles reach a buyer's page.
    test(`${t.slug}: no buyer page references the console's code or styles, and the buyer build holds none of it`, () => {
      const root = join('dist', t.slug)
      const htmlFiles = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? (e.name === 'console' ? [] : htmlFiles(join(dir, e.name))) : e.name.endsWith('.html') ? [join(dir, e.name)] : []))
      const pages = htmlFiles(root)
      expect(pages.length).toBeGreaterThan(10)
      for (const file of pages) expect(readFileSync(file, 'utf8'), file).not.toMatch(/\/console\/|console-[\w-]+\.(js|css)/)
      const manifest = readFileSync(join('dist/.client/.vite/manifest.json'), 'utf8')
      expect(manifest).not.toMatch(/src\/console\/|console\.html/)
      expect(readdirSync(join(root, 'assets')).some((f) => f.startsWith('console-'))).toBe(false)
      expect(readFileSync(join(root, 'console', 'index.html'), 'utf8')).toMatch(/<meta name="robots" content="noindex, nofollow" \/>[\s\S]*\/console\/assets\/console-[\w-]+\.js/)
    })
  }
})
