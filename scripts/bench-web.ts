/**
 * `npm run bench:web`: Lighthouse 12 (mobile defaults: simulated slow 4G and a 4× slower CPU) in
 * Debian's Chromium against the site served as `npm start` serves it — every static route of one
 * tenant, and every client route of src/config/paths.ts — median of BENCH_RUNS (3) runs per page.
 * Writes bench/results/web.json. Goals: static pages score 100, LCP ≤ 1.0 s, TBT ≤ 50 ms, CLS ≤ 0.02.
 * BENCH_SIGNED_IN=1 measures as a signed-in buyer with 3 favourites, 2 saved searches and 2
 * viewings (the signed-in pages: /favorites, /saved, /transactions …); results go to
 * web-signed-in.json (web-signed-in-warm.json with BENCH_WARM=1).
 * BENCH_OUT=web-photos.json names another file in bench/results (a partial run keeps web.json whole).
 * BENCH_PHOTOS=raw serves every demo photo as the original file (no pipeline), BENCH_PHOTOS=drawings
 * as the SVG drawings of before (scripts/serve-lib/bench-photo-modes.ts): issue 22's three ways.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import puppeteer from 'puppeteer-core'
import { allRoutes } from '~/config/paths'
import { median, startServer } from './bench-lib/spawn-server'
import { writeBenchPage } from './bench-lib/bench-page'

const ROOT = resolve(import.meta.dirname, '..')
const PORT = Number(process.env.BENCH_PORT ?? 8961)
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const TENANT = process.env.BENCH_TENANT ?? 'haven'

/**
 * One concrete URL per route; routes with parameters take the first listing and realtor the API
 * answers. Lighthouse refuses to audit a page answered with 404, so the not-found page is left out.
 * BENCH_PAGES=/,/listings limits the run (route patterns).
 */
const only = process.env.BENCH_PAGES?.split(',')

if (process.env.BENCH_PHOTOS) process.env.HAVEN_BENCH_PHOTOS = process.env.BENCH_PHOTOS
const server = await startServer(ROOT, PORT, join(ROOT, '.data/bench-web'))

async function firstOf(path: string): Promise<Record<string, string | number>> {
  const res = await fetch(`http://localhost:${PORT}/api/v1${path}`, { headers: { 'x-tenant-id': 'haven.ng' } })
  const body = (await res.json()) as { data: Record<string, string | number>[] }
  return body.data[0]!
}
const listing = await firstOf('/indexing/listings-search?state=Lagos&property_status=Completed&limit=1')
const realtor = await firstOf('/sales-advisors/realtors?limit=1')
const sample: Record<string, string | number> = { id: listing.id!, slug: listing.slug!, username: realtor.username! }

const SIGNED_IN = process.env.BENCH_SIGNED_IN === '1'
/**
 * BENCH_WARM=1: each page is opened once unmeasured, then measured without resetting the cache or
 * storage (the buyer's second visit: scripts, styles and photos from the browser's cache).
 */
const WARM = process.env.BENCH_WARM === '1'
/**
 * BENCH_PAGE_COOKIE=0: signed in without the page cookie (decision 053), so the signed-in pages are
 * the shell the app draws, as before the cookie existed (the call that would ask for it is blocked).
 */
const PAGE_COOKIE = process.env.BENCH_PAGE_COOKIE !== '0'
/** BENCH_CONSENT=1: the buyer has answered the cookie banner before (a returning buyer), so it is not drawn. */
const CONSENTED = process.env.BENCH_CONSENT === '1'
const token = SIGNED_IN ? await signedInBuyer() : null
if (token) sample.id = await firstTransaction(token)

/** The id of the buyer's first transaction (a viewing), for /transactions/:id. */
async function firstTransaction(auth: string): Promise<number> {
  const res = await fetch(`http://localhost:${PORT}/api/v1/enquiry/schedule-viewing?limit=1`, { headers: { 'x-tenant-id': 'haven.ng', authorization: `Bearer ${auth}` } })
  const body = (await res.json()) as { data: { enquiries: { id: number }[] } }
  return body.data.enquiries[0]!.id
}

/** A buyer with a few of everything, made through the API; answers their token. */
async function signedInBuyer(): Promise<string> {
  const call = async (path: string, body: unknown, auth?: string) => {
    const res = await fetch(`http://localhost:${PORT}/api/v1${path}`, {
      method: 'POST',
      headers: { 'x-tenant-id': 'haven.ng', 'content-type': 'application/json', ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
      body: JSON.stringify(body),
    })
    return ((await res.json()) as { data: Record<string, string> }).data
  }
  const { accessToken } = await call('/auth/user-signup', { first_name: 'Bench', last_name: 'Buyer', email: `bench-web-${Date.now()}@example.com`, phone: '08031234567', password: 'correct horse' })
  const res = await fetch(`http://localhost:${PORT}/api/v1/indexing/listings-search?state=Lagos&property_status=Completed&limit=3`, { headers: { 'x-tenant-id': 'haven.ng' } })
  const { data } = (await res.json()) as { data: { id: number }[] }
  const day = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10)
  for (const [i, l] of data.entries()) {
    await call('/favourite', { listing_id: l.id }, accessToken)
    if (i < 2) {
      await call('/save-search', { label: `Search ${i + 1}`, query: `state=Lagos&bedrooms=${i + 2}` }, accessToken)
      await call('/enquiry/schedule-viewing', { viewing_type: 'MYSELF', phone_number: '08031234567', inspection_type: 'VIDEO_TOUR', date: `${day}T1${i}:00`, listing_id: l.id }, accessToken)
    }
  }
  return accessToken!
}

/** Signed in, the pages a buyer uses (issue 26 item 1) unless BENCH_PAGES names others. */
const signedInPages = new Set(['favorites', 'saved', 'transactions', 'transaction-timeline', 'settings', 'referrals'])
const pages = allRoutes.flatMap((r) => {
  if (r.path === '*' || (only && !only.includes(r.path))) return []
  if (SIGNED_IN && !only && !signedInPages.has(r.id)) return []
  const params = r.id === 'realtor-profile' ? { ...sample, id: realtor.id! } : r.id === 'transaction-timeline' ? sample : { ...sample, id: listing.id! }
  return [{ id: r.id, path: r.path.replace(/:([a-z_]+)/gi, (_, k: string) => encodeURIComponent(String(params[k]))) }]
})

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
})
const ORIGIN = `http://${TENANT}.localhost:${PORT}`
const browser = token ? await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` }) : null

/**
 * The buyer signed in as the site keeps them: the token in localStorage and (unless
 * BENCH_PAGE_COOKIE=0) the page cookie; then the browser's cache is emptied, so the next run is a
 * cold visit of a signed-in buyer (Lighthouse's own reset would sign them out too), with no
 * service worker or its caches either.
 */
async function signedInColdStart() {
  const tab = await browser!.newPage()
  // A document of the origin that runs no script: a page would register the offline worker when
  // idle, perhaps after the clearing below, and serve the next "cold" run from its caches.
  await tab.goto(`${ORIGIN}/robots.txt`)
  await tab.evaluate(
    (t, consented) => {
      window.localStorage.setItem('haven.access_token', t)
      if (consented) window.localStorage.setItem('haven.cookie-consent', 'denied')
    },
    token!,
    CONSENTED,
  )
  if (PAGE_COOKIE) await tab.setCookie({ name: 'haven_session', value: token!, url: ORIGIN, httpOnly: true, secure: true, sameSite: 'Lax' })
  else await tab.deleteCookie({ name: 'haven_session', url: ORIGIN })
  const cdp = await tab.createCDPSession()
  await cdp.send('Network.clearBrowserCache')
  // The offline worker (decision 054) keeps pages and assets of its own: a cold visit has none.
  await cdp.send('Storage.clearDataForOrigin', { origin: ORIGIN, storageTypes: 'service_workers,cache_storage' })
  await tab.close()
}

const results: Record<string, Record<string, number>> = {}
try {
  for (const page of pages) {
    const url = `${ORIGIN}${page.path}`
    const flags = {
      port: chrome.port,
      output: 'json' as const,
      logLevel: 'error' as const,
      onlyCategories: ['performance'],
      // Signed in, storage is kept (the session) and the cache emptied here when a run is cold.
      disableStorageReset: WARM || Boolean(token),
      blockedUrlPatterns: token && !PAGE_COOKIE ? ['*/auth/page-session'] : [],
    }
    if (token) await signedInColdStart()
    if (WARM) await lighthouse(url, flags)
    const runs: Record<string, number>[] = []
    for (let i = 0; i < RUNS; i++) {
      if (token && !WARM && i > 0) await signedInColdStart()
      const result = await lighthouse(url, flags)
      const lhr = result!.lhr
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN
      // BENCH_VERBOSE=1: which element was the largest paint, and the four phases of its time.
      if (process.env.BENCH_VERBOSE === '1') {
        const [element, phases] = ((lhr.audits['largest-contentful-paint-element']?.details as { items?: { items: Record<string, unknown>[] }[] })?.items ?? []).map((t) => t.items)
        const node = element?.[0]?.node as { selector?: string } | undefined
        console.log(page.path, node?.selector, (phases ?? []).map((p) => `${String(p.phase)} ${Math.round(Number(p.timing))}`).join(' / '))
        // The long tasks behind TBT: where each started, how long it ran (simulated, ms), whose script.
        const tasks = (lhr.audits['long-tasks']?.details as { items?: { url: string; startTime: number; duration: number }[] })?.items ?? []
        console.log('  long tasks:', tasks.map((t) => `${Math.round(t.startTime)}+${Math.round(t.duration)} ${t.url.replace(/^.*\//, '') || 'other'}`).join(', '))
      }
      const items =
        (
          lhr.audits['resource-summary']?.details as {
            items?: { resourceType: string; transferSize: number }[]
          }
        )?.items ?? []
      runs.push({
        score: lhr.categories.performance?.score ?? NaN,
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        totalBytes: items.find((x) => x.resourceType === 'total')?.transferSize ?? NaN,
        jsBytes: items.find((x) => x.resourceType === 'script')?.transferSize ?? NaN,
        // Photographs (decision 041): every image the page loaded while Lighthouse watched.
        imageBytes: items.find((x) => x.resourceType === 'image')?.transferSize ?? 0,
      })
    }
    const keys = Object.keys(runs[0]!)
    results[page.path] = Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]!))]))
  }
} finally {
  await browser?.disconnect()
  await chrome.kill()
  server.kill('SIGTERM')
}

mkdirSync(join(ROOT, 'bench/results'), { recursive: true })
writeFileSync(
  join(ROOT, 'bench/results', process.env.BENCH_OUT ?? `${SIGNED_IN ? 'web-signed-in' : 'web'}${WARM ? '-warm' : ''}.json`),
  JSON.stringify(
    { tenant: TENANT, runs: RUNS, signedIn: SIGNED_IN, warm: WARM, pageCookie: SIGNED_IN && PAGE_COOKIE, date: new Date().toISOString(), pages: results },
    null,
    2,
  ) + '\n',
)
writeBenchPage()
console.log(`tenant ${TENANT}${SIGNED_IN ? ', signed in' : ''}${WARM ? ', warm' : ', cold'}, median of ${RUNS} (Lighthouse 12, mobile)`)
console.log(
  'page                                      score   FCP ms   LCP ms  TBT ms    CLS  total KB   JS KB  img KB',
)
for (const [path, r] of Object.entries(results)) {
  console.log(
    `${path.padEnd(40)} ${String(Math.round(r.score! * 100)).padStart(6)} ${r.fcp!.toFixed(0).padStart(8)} ${r.lcp!.toFixed(0).padStart(8)} ${r.tbt!.toFixed(0).padStart(7)} ${r.cls!.toFixed(3).padStart(6)} ${(r.totalBytes! / 1024).toFixed(1).padStart(9)} ${(r.jsBytes! / 1024).toFixed(1).padStart(7)} ${(r.imageBytes! / 1024).toFixed(1).padStart(7)}`,
  )
}
