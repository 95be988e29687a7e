/**
 * npm run db:seed [-- --count 100000 --realtors 20]
 * Replaces the catalogue in DATABASE_URL (or .data/pglite) with the deterministic seed set.
 */
import { parseArgs } from 'node:util'
import { seedCatalogue, DEFAULT_SEED } from '~/server/catalogue/seed/seed-catalogue'
import { createDb, databaseUrl } from '~/server/db/get-db'

const { values } = parseArgs({
  options: { count: { type: 'string' }, realtors: { type: 'string' } },
})
const listings = Number(values.count ?? DEFAULT_SEED.listings)
const realtors = Number(values.realtors ?? DEFAULT_SEED.realtors)
if (!Number.isInteger(listings) || listings < 0 || !Number.isInteger(realtors) || realtors < 0) {
  console.error('--count and --realtors must be whole numbers')
  process.exit(1)
}
const started = performance.now()
const db = await createDb(databaseUrl())
try {
  await seedCatalogue(db, {
    listings,
    realtors,
    onProgress: (done, total) => process.stdout.write(`\rSeeding listings ${done}/${total}`),
  })
  console.log(
    `\nSeeded ${listings} listings and ${realtors} realtors in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )
} finally {
  await db.close()
}
