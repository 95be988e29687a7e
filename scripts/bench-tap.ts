/**
 * npm run bench:tap — tap to visible for the two overlays a buyer opens most on a phone: the
 * filter sheet on /listings and the full-screen gallery on a listing page. A 390 px phone with
 * 4× CPU slowdown (CDP Emulation.setCPUThrottlingRate) and a 1.6 Mb/s, 150 ms link
 * (Network.emulateNetworkConditions, Lighthouse's "slow 4G"), median of BENCH_RUNS (5) runs.
 *
 * The time runs from the tap's pointerdown (taken in the page, capture phase) to the first
 * animation frame in which the overlay's dialog is in the DOM and laid out: what the person sees
 * next paint. The page is left to settle first (loaded, hydrated, 2 s idle), as a visitor reads
 * before tapping.
 */
import { chromium, type Browser } from '@playwright/test'
import { join, resolve } from 'node:path'
import { median, startServer } from './bench-lib/spawn-server'

const ROOT = resolve(import.meta.dirname, '..')
const PORT = Number(process.env.BENCH_PORT ?? 8963)
const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const BASE = `http://haven.localhost:${PORT}`

/**
 * Installed before the tap: `window.__tap` resolves with the milliseconds until `selector` shows.
 * A string, not a function: tsx names inner functions with a helper the page does not have.
 */
const arm = (selector: string) => `
  window.__tap = new Promise((done) => {
    addEventListener('pointerdown', (e) => {
      const start = e.timeStamp
      const frame = () => {
        const box = document.querySelector(${JSON.stringify(selector)})?.getBoundingClientRect()
        if (box && box.width > 0 && box.height > 0) done(performance.now() - start)
        else requestAnimationFrame(frame)
      }
      requestAnimationFrame(frame)
    }, { capture: true, once: true })
  })
  undefined`

interface Case {
  name: string
  /** Opens a page ready to tap and returns the button to tap. */
  path: () => Promise<string>
  button: string
  dialog: string
}

/** A listing with photos (Node does not resolve *.localhost: the Host header names the tenant). */
async function listingPath(): Promise<string> {
  const res = await fetch(`http://localhost:${PORT}/api/v1/indexing/listings-search?state=Lagos&property_status=Completed&limit=1&page=1`, {
    headers: { host: `haven.localhost:${PORT}`, 'x-tenant-id': 'haven.ng' },
  })
  const listing = ((await res.json()) as { data: { id: number; slug: string }[] }).data[0]!
  return `/listings/${listing.id}/${listing.slug}`
}

const CASES: Case[] = [
  { name: 'filter sheet (/listings, "Filters")', path: async () => '/listings?state=Lagos&property_status=Completed', button: 'Filters', dialog: '[role="dialog"][aria-label="Filters"]' },
  { name: 'full-screen gallery (listing page, "Full screen")', path: listingPath, button: 'Full screen', dialog: 'dialog[open]' },
]

async function tap(browser: Browser, path: string, c: Case): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 })
  // Answered already, so neither the cookie banner nor the pop-up covers the button.
  await context.addInitScript(() => localStorage.setItem('haven.cookie-consent', 'denied'))
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  const t0 = Date.now()
  const step = (what: string) => process.env.BENCH_DEBUG && console.error(`    ${what} at ${Date.now() - t0} ms`)
  await page.goto(BASE + path, { waitUntil: 'domcontentloaded', timeout: 120_000 })
  step('DOM ready')
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 120_000 })
  const button = page.getByRole('button', { name: c.button, exact: true })
  await button.waitFor({ timeout: 120_000 })
  step('hydrated, button shown')
  await page.waitForTimeout(3000)
  await page.evaluate(arm(c.dialog))
  await button.tap({ timeout: 30_000 })
  step('tapped')
  const ms = await page.evaluate(() => Promise.race([(window as unknown as { __tap: Promise<number> }).__tap, new Promise<number>((_, no) => setTimeout(() => no(new Error('not visible within 20 s')), 20_000))]))
  await context.close()
  return ms
}

const server = await startServer(ROOT, PORT, join(ROOT, '.data/bench-web'))
if (process.env.BENCH_DEBUG) console.error('server up')
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] })
const results: { name: string; runs: number[] }[] = []
try {
  // BENCH_ONLY=gallery (or filter) measures one case.
  for (const c of CASES.filter((x) => !process.env.BENCH_ONLY || x.name.includes(process.env.BENCH_ONLY!))) {
    const path = await c.path()
    const runs: number[] = []
    for (let i = 0; i < RUNS; i++) {
      runs.push(await tap(browser, path, c))
      console.error(`  ${c.name} run ${i + 1}: ${runs[i]!.toFixed(0)} ms`)
    }
    results.push({ name: c.name, runs })
  }
} finally {
  await browser.close()
  server.kill('SIGTERM')
}
console.log(`Tap to visible, 390 px, 4× CPU, 1.6 Mb/s / 150 ms, ${RUNS} runs, tenant haven`)
for (const r of results) console.log(`  ${r.name}: median ${median(r.runs).toFixed(0)} ms (runs: ${r.runs.map((x) => x.toFixed(0)).join(', ')})`)
