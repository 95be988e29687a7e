/**
 * npm run bench:alerts [-- --listings 100000 --searches 10000 --favourites 50000 --runs 3]
 * Issue 25 item 3: an in-memory PGlite with 100,000 listings (the seed, with its backfilled
 * events), 5,000 verified buyers with 10,000 saved searches and 50,000 favourites, 1,000 listings
 * new today and 2,000 price cuts. Times the alert run's planning (the five reads and the pure
 * planner) as the median of --runs, prints EXPLAIN of each read, then one full run under the
 * 20 s send budget. Writes bench/results/alerts.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { loadPlanInput } from '~/server/alerts/load-alert-inputs'
import { planAlerts } from '~/server/alerts/plan-alerts'
import { runAlerts } from '~/server/alerts/run-alerts'
import { seedCatalogue } from '~/server/catalogue/seed/seed-catalogue'
import { createDb } from '~/server/db/get-db'
import { tenantRegistry } from '~/server/tenants/load-tenants'
import { setMailTransport } from '~/server/email/queue/kick-mail-queue'
import { explainAlertReads, seedAlertLoad } from './bench-lib/alert-load'
import { writeBenchPage } from './bench-lib/bench-page'

const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: '100000' },
    searches: { type: 'string', default: '10000' },
    favourites: { type: 'string', default: '50000' },
    runs: { type: 'string', default: '3' },
  },
})
const LISTINGS = Number(values.listings)
const TENANT = 'haven.ng'
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

const t0 = performance.now()
const db = await createDb('memory://')
await seedCatalogue(db, { listings: LISTINGS, realtors: 200 })
const seedMs = performance.now() - t0
const load = await seedAlertLoad(db, TENANT, { searches: Number(values.searches), favourites: Number(values.favourites) })
// As autovacuum would have by now on a real server: the planner's statistics.
await db.exec('analyze')
console.log(`seeded ${LISTINGS} listings in ${(seedMs / 1000).toFixed(0)} s; ${JSON.stringify(load)}`)

const now = new Date(Date.now() + 3 * 60_000)
const horizon = new Date(now.getTime() - 120_000)
const runs: { readMs: number; planMs: number; mails: number; quiet: number }[] = []
for (let i = 0; i < Number(values.runs); i++) {
  const r0 = performance.now()
  const input = await loadPlanInput(db, TENANT, now, horizon)
  const r1 = performance.now()
  const plan = planAlerts(input)
  const r2 = performance.now()
  runs.push({ readMs: Math.round(r1 - r0), planMs: Math.round(r2 - r1), mails: plan.mails.length, quiet: plan.quietSearches.length + plan.quietFavourites.length })
  console.log(`run ${i + 1}: read ${Math.round(r1 - r0)} ms (${input.people.length} buyers, ${input.searches.length} searches, ${input.candidates.length} new listings, ${input.favouriteEvents.length} favourite events), plan ${Math.round(r2 - r1)} ms → ${plan.mails.length} e-mails`)
}
const explains = await explainAlertReads(db, TENANT, horizon)
for (const [name, plan] of Object.entries(explains)) console.log(`\nEXPLAIN ${name}:\n${plan}`)

// One full run: queue what the plan says, within the 20 s budget; nothing is sent (no transport).
setMailTransport({ send: async () => ({ id: 'bench' }) })
const f0 = performance.now()
const [full] = await runAlerts(db, { now, tenants: [tenantRegistry().byDomain(TENANT)!] })
const fullMs = Math.round(performance.now() - f0)
console.log(`\nfull run: ${JSON.stringify(full)} in ${fullMs} ms`)

const summary = {
  listings: LISTINGS,
  ...load,
  planning_ms_median: median(runs.map((r) => r.readMs + r.planMs)),
  read_ms_median: median(runs.map((r) => r.readMs)),
  planner_ms_median: median(runs.map((r) => r.planMs)),
  runs,
  full_run: { ...full, ms: fullMs },
  explains,
}
mkdirSync('bench/results', { recursive: true })
writeFileSync('bench/results/alerts.json', `${JSON.stringify(summary, null, 2)}\n`)
writeBenchPage()
console.log(`\nplanning median ${summary.planning_ms_median} ms (reads ${summary.read_ms_median} ms, planner ${summary.planner_ms_median} ms) — goal ≤ 20,000 ms`)
await db.close()
process.exit(0)
