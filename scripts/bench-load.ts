/**
 * `npm run bench:load`: autocannon against the server `npm start` runs (embedded PGlite), 50
 * connections for BENCH_SECONDS (20) per target. Prints requests/s, p50/p95/p99 latency, errors
 * and non-2xx answers; writes bench/results/load.json. Goal: zero errors, API p95 ≤ 50 ms.
 * Public catalogue answers come from the local response cache (as from a CDN in production);
 * the 'uncached' target makes every request unique to measure the database path itself.
 *
 * The form target sends BENCH_FORM_REQUESTS (2,000) contact-us submissions, each with its own
 * Idempotency-Key, then — once the server has stopped — checks that every acknowledged (2xx)
 * submission is a stored row (decision 031). All of them come from one address, so the server
 * runs with HAVEN_FORM_RATE_LIMIT raised (production: 20 an hour), and its mail goes to a
 * temporary outbox. BENCH_ONLY=<text> runs only the targets whose name contains it;
 * HAVEN_SKIP_BUILD=1 serves the existing dist/ (the form target does not read it).
 */
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { mkdirSync, writeFileSync } from 'node:fs'
import { databaseUrl } from '~/server/db/get-db'
import { join, resolve } from 'node:path'
// @ts-expect-error autocannon ships no types; the shape used here is checked below.
import autocannon from 'autocannon'
import { checkStored, formLoad } from './bench-lib/form-load'
import { writeBenchPage } from './bench-lib/bench-page'
import { startServer } from './bench-lib/spawn-server'

const ROOT = resolve(import.meta.dirname, '..')
const PORT = Number(process.env.BENCH_PORT ?? 8962)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20)
const api = { 'x-tenant-id': 'haven.ng', 'accept-encoding': 'br' }
const DATA_DIR = join(ROOT, '.data/bench-load')
const ONLY = process.env.BENCH_ONLY ?? ''
const form = formLoad(Number(process.env.BENCH_FORM_REQUESTS ?? 2000))
process.env.HAVEN_FORM_RATE_LIMIT ??= '1000000000'
const outbox = (process.env.HAVEN_OUTBOX_DIR = mkdtempSync(join(tmpdir(), 'bench-load-outbox-')))

const targets = [
  {
    name: 'listings-search page 1',
    path: '/api/v1/indexing/listings-search?sort_by=lowest_price&limit=10&page=1',
    headers: api,
  },
  {
    name: 'three-filter search',
    path: '/api/v1/indexing/listings-search?state=Lagos&property_status=Completed&bedrooms=3&sort_by=lowest_price&limit=10&page=1',
    headers: api,
  },
  {
    name: 'location-search',
    path: '/api/v1/indexing/location-search?inputText=Lekki',
    headers: api,
  },
  {
    // Every request a different amount: no cached answer helps, every one reaches PGlite.
    name: 'three-filter search, uncached',
    path: '/api/v1/indexing/listings-search?state=Lagos&bedrooms=3&sort_by=lowest_price&limit=10&page=1',
    headers: api,
    unique: true,
  },
  {
    name: 'static page /legal/terms-of-use',
    path: '/legal/terms-of-use',
    headers: { 'accept-encoding': 'br' },
  },
  {
    // Stored, then two e-mails written: the whole path a marketing form takes.
    name: 'POST /api/contact-us',
    path: '/api/contact-us',
    headers: {},
    form: true,
  },
].filter((t) => t.name.includes(ONLY))

interface Result {
  requests: { average: number }
  latency: { p50: number; p97_5: number; p99: number; [k: string]: number }
  errors: number
  timeouts: number
  non2xx: number
}

const server = await startServer(ROOT, PORT, DATA_DIR)
const rows: Record<string, unknown>[] = []
try {
  for (const t of targets) {
    const result = (await autocannon({
      url: `http://localhost:${PORT}${t.path}`,
      connections: 50,
      duration: SECONDS,
      headers: t.headers,
      ...('unique' in t && {
        requests: [
          {
            setupRequest: (r: { path: string }) => ({
              ...r,
              path: `${t.path}&min_amount=${Math.floor(Math.random() * 1e9)}`,
            }),
          },
        ],
      }),
      ...('form' in t && form.options),
    })) as Result
    rows.push({
      target: t.name,
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      // autocannon reports p97.5 and p99 by default; p95 comes from its percentile table.
      p95: result.latency.p95 ?? result.latency.p97_5,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
    })
  }
} finally {
  if (server.exitCode === null) {
    server.kill('SIGTERM')
    await once(server, 'exit')
  }
  rmSync(outbox, { recursive: true, force: true })
}
// The server owned the embedded database; now this process may open it.
const stored = targets.some((t) => 'form' in t)
  ? await checkStored(databaseUrl({ ...process.env, HAVEN_DATA_DIR: DATA_DIR }), form.marker, form.acknowledged)
  : null
mkdirSync(join(ROOT, 'bench/results'), { recursive: true })
writeFileSync(
  // A partial run (BENCH_ONLY) has its own file, so the full run's figures stay.
  join(ROOT, `bench/results/load${ONLY ? `-${ONLY.replace(/[^\w-]+/g, '-').toLowerCase()}` : ''}.json`),
  JSON.stringify(
    { seconds: SECONDS, connections: 50, date: new Date().toISOString(), targets: rows, ...(stored && { forms: stored }) },
    null,
    2,
  ) + '\n',
)
writeBenchPage()
console.log(`50 connections, ${SECONDS} s per target (embedded PGlite)`)
console.log('target                              req/s   p50 ms  p95 ms  p99 ms  errors  non-2xx')
for (const r of rows) {
  console.log(
    `${String(r.target).padEnd(34)} ${String(r.rps).padStart(6)} ${String(r.p50).padStart(8)} ${String(r.p95).padStart(7)} ${String(r.p99).padStart(7)} ${String(r.errors).padStart(7)} ${String(r.non2xx).padStart(8)}`,
  )
}
if (stored) {
  console.log(`contact-us: ${stored.acknowledged} acknowledged, ${stored.stored} stored, ${stored.missing} acknowledged but missing, ${stored.unacknowledged} stored without an answer`)
  if (stored.missing > 0 || stored.stored < stored.acknowledged) process.exitCode = 1
}
