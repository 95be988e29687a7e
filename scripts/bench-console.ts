/**
 * npx tsx scripts/bench-console.ts [--count 100000] [--iterations 200]
 * The console's listing finder (decision 045) on embedded PGlite: p50 / p95 in ms per case, after
 * seeding `count` listings. Medians of a quiet machine are the figures to compare, never asserts.
 */
import { parseArgs } from 'node:util'
import * as v from 'valibot'
import { seedCatalogue } from '~/server/catalogue/seed/seed-catalogue'
import { findListings } from '~/server/console/console-queries'
import { ConsoleListingsQuerySchema } from '~/shared/console/queries'
import { createTestDatabase } from '~/testing/test-database'

const { values } = parseArgs({ options: { count: { type: 'string', default: '100000' }, iterations: { type: 'string', default: '200' } } })
const count = Number(values.count)
const iterations = Number(values.iterations)
const test = await createTestDatabase()
const started = performance.now()
await seedCatalogue(test.db, { listings: count, realtors: 200 })
console.log(`seeded ${count} listings in ${((performance.now() - started) / 1000).toFixed(1)} s`)

const cases: Record<string, Record<string, string>> = {
  'page 1': {},
  'page 1,000 (keyset)': { before: String(count - 25 * 1000) },
  'available, for sale': { availability: 'available', category: 'For sale' },
  'property id': { q: 'HVN-0050000' },
  'title or address piece': { q: 'katampe' },
}
const pct = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!
for (const [name, raw] of Object.entries(cases)) {
  const q = v.parse(ConsoleListingsQuerySchema, raw)
  for (let i = 0; i < 10; i++) await findListings(test.db, q)
  const times: number[] = []
  for (let i = 0; i < iterations; i++) {
    const t0 = performance.now()
    await findListings(test.db, q)
    times.push(performance.now() - t0)
  }
  times.sort((a, b) => a - b)
  console.log(`${name.padEnd(26)} p50 ${pct(times, 50).toFixed(2)} ms  p95 ${pct(times, 95).toFixed(2)} ms`)
}
await test.dispose()
