/**
 * npm run bench:data-saver — what `/listings` and a listing page cost a phone with data saver off
 * and on (issue 26 item 6, decision 055). A 390 px phone (DPR 1.75, Lighthouse's Moto G Power),
 * a cold cache; the bytes the network delivered (the sum of transferSize over the navigation and
 * every resource, as the footer's cost line counts them) once the network is idle, and again
 * after scrolling the first screen. Median of BENCH_RUNS (3) runs; results to
 * bench/results/data-saver.json.
 */
import { chromium, type Browser } from '@playwright/test'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { median, startServer } from './bench-lib/spawn-server'
import { writeBenchPage } from './bench-lib/bench-page'

const ROOT = resolve(import.meta.dirname, '..')
const PORT = Number(process.env.BENCH_PORT ?? 8964)
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const HOST = `haven.localhost:${PORT}`
const VIEWPORT = { width: 390, height: 844 }

/** Bytes so far: all, and photos alone. A string, not a function: tsx's helpers are not in the page. */
const COST = `(() => {
  const entries = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
  const sum = (list) => list.reduce((a, e) => a + (e.transferSize || 0), 0)
  return { all: sum(entries), photos: sum(entries.filter((e) => e.name.includes('/media/photos/'))), files: entries.length }
})()`

interface Cost {
  all: number
  photos: number
  files: number
}

/** Waits until nothing new has arrived for `quietMs` (Playwright's networkidle fires once, at load). */
async function settle(read: () => Promise<Cost>, quietMs = 1500) {
  let last = await read()
  for (let still = 0; still < quietMs; still += 250) {
    await new Promise((r) => setTimeout(r, 250))
    const now = await read()
    if (now.files !== last.files || now.all !== last.all) still = -250
    last = now
  }
  return last
}

async function measure(browser: Browser, path: string, saver: boolean) {
  const context = await browser.newContext({ viewport: VIEWPORT, screen: VIEWPORT, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true })
  await context.addInitScript(() => localStorage.setItem('haven.cookie-consent', 'denied'))
  if (saver) await context.addCookies([{ name: 'haven_data_saver', value: '1', domain: 'haven.localhost', path: '/' }])
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  const read = () => page.evaluate(COST) as Promise<Cost>
  await page.goto(`http://${HOST}${path}`, { waitUntil: 'load', timeout: 120_000 })
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 120_000 })
  const idle = await settle(read)
  await page.evaluate(() => window.scrollBy(0, window.innerHeight))
  const scrolled = await settle(read)
  await context.close()
  return { idle, scrolled }
}

/** A listing with photos (Node does not resolve *.localhost: the Host header names the tenant). */
async function listingPath(): Promise<string> {
  const res = await fetch(`http://localhost:${PORT}/api/v1/indexing/listings-search?state=Lagos&property_status=Completed&limit=1&page=1`, { headers: { host: HOST, 'x-tenant-id': 'haven.ng' } })
  const listing = ((await res.json()) as { data: { id: number; slug: string }[] }).data[0]!
  return `/listings/${listing.id}/${listing.slug}`
}

const kb = (n: number) => Math.round(n / 102.4) / 10

const server = await startServer(ROOT, PORT, join(ROOT, '.data/bench-web'))
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] })
const rows: Record<string, unknown>[] = []
try {
  for (const [name, path] of [['/listings', '/listings'], ['a listing page', await listingPath()]] as const) {
    const row: Record<string, unknown> = { page: name, path }
    for (const saver of [false, true]) {
      const runs: Awaited<ReturnType<typeof measure>>[] = []
      for (let i = 0; i < RUNS; i++) {
        runs.push(await measure(browser, path, saver))
        console.error(`  ${name}, data saver ${saver ? 'on' : 'off'}, run ${i + 1}: ${kb(runs[i]!.idle.all)} KB idle, ${kb(runs[i]!.scrolled.all)} KB after a screen`)
      }
      const pick = (f: (r: (typeof runs)[number]) => number) => kb(median(runs.map(f)))
      row[saver ? 'on' : 'off'] = {
        idleKB: pick((r) => r.idle.all),
        idlePhotosKB: pick((r) => r.idle.photos),
        scrolledKB: pick((r) => r.scrolled.all),
        scrolledPhotosKB: pick((r) => r.scrolled.photos),
        runs: runs.map((r) => ({ idleKB: kb(r.idle.all), scrolledKB: kb(r.scrolled.all) })),
      }
    }
    rows.push(row)
  }
} finally {
  await browser.close()
  server.kill('SIGTERM')
}

const result = { date: new Date().toISOString(), phone: '390 × 844 px, DPR 1.75, cold cache', runs: RUNS, measure: 'sum of transferSize (navigation + resources), median', pages: rows }
mkdirSync(join(ROOT, 'bench/results'), { recursive: true })
writeFileSync(join(ROOT, 'bench/results/data-saver.json'), `${JSON.stringify(result, null, 2)}\n`)
writeBenchPage()
console.log(`Data saver, ${result.phone}, median of ${RUNS}: KB until idle / after scrolling one screen (photos)`)
for (const r of rows) {
  const off = r.off as Record<string, number>
  const on = r.on as Record<string, number>
  console.log(`  ${String(r.page).padEnd(16)} off ${off.idleKB} / ${off.scrolledKB} (${off.scrolledPhotosKB})   on ${on.idleKB} / ${on.scrolledKB} (${on.scrolledPhotosKB})`)
}
