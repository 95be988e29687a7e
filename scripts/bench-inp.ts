/**
 * npm run bench:inp — Interaction to Next Paint of the two busiest interactions on /listings:
 * typing a place into the location search, and changing a filter (bedrooms). Chromium with 4×
 * CPU slowdown (Lighthouse's mobile setting), the Event Timing API, median of BENCH_RUNS (5) runs.
 * INP here is the longest event duration of the interaction (keydown/input/keyup for each key;
 * the key press that changes the bedrooms select), as Chrome reports it.
 */
import { chromium, type Page } from '@playwright/test'
import { join, resolve } from 'node:path'
import { median, startServer } from './bench-lib/spawn-server'

const ROOT = resolve(import.meta.dirname, '..')
const PORT = Number(process.env.BENCH_PORT ?? 8962)
const RUNS = Number(process.env.BENCH_RUNS ?? 5)

const OBSERVE = () => {
  const w = window as unknown as { __events: { name: string; duration: number }[] }
  w.__events = []
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__events.push({ name: e.name, duration: e.duration })
  }).observe({ type: 'event', buffered: false, durationThreshold: 16 } as PerformanceObserverInit)
}
const worst = (page: Page) =>
  page.evaluate(() => {
    const events = (window as unknown as { __events: { duration: number }[] }).__events
    const max = events.reduce((m, e) => Math.max(m, e.duration), 0)
    events.length = 0
    return max
  })

const server = await startServer(ROOT, PORT, join(ROOT, '.data/bench-web'))
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] })
const typing: number[] = []
const filter: number[] = []
try {
  for (let i = 0; i < RUNS; i++) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    const cdp = await page.context().newCDPSession(page)
    await page.goto(`http://haven.localhost:${PORT}/listings?state=Lagos&property_status=Completed`)
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    await page.getByRole('article').first().waitFor()
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.evaluate(OBSERVE)
    const search = page.getByRole('combobox', { name: 'Location' })
    await search.click()
    await search.pressSequentially('Lekki', { delay: 120 })
    await page.getByRole('listbox').getByRole('option').first().waitFor()
    await page.waitForTimeout(500)
    typing.push(await worst(page))
    // A real key press (selectOption's synthetic events are not timed): Any → 1 bedroom.
    await page.getByLabel('Bedrooms').focus()
    await page.keyboard.press('ArrowDown')
    await page.waitForURL(/bedrooms=1/)
    await page.getByRole('article').first().waitFor()
    await page.waitForTimeout(800)
    filter.push(await worst(page))
    await page.close()
  }
} finally {
  await browser.close()
  server.kill('SIGTERM')
}
const fmt = (xs: number[]) => `median ${median(xs).toFixed(0)} ms (runs: ${xs.map((x) => x.toFixed(0)).join(', ')})`
console.log(`INP, 4× CPU slowdown, ${RUNS} runs, tenant haven, /listings`)
console.log(`  typing "Lekki" into the location search: ${fmt(typing)}`)
console.log(`  changing the bedrooms filter:            ${fmt(filter)}`)
