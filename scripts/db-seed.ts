/**
 * npm run db:seed [-- --count 100000 --realtors 20 --demo | --no-demo]
 * Replaces the catalogue in DATABASE_URL (or .data/pglite) with the deterministic seed set; while
 * `npm start` owns the embedded database, the seed runs inside it. The demo buyer and their
 * transactions (decision 035) are written on the embedded database unless --no-demo, and on
 * PostgreSQL only with --demo.
 */
import { parseArgs } from 'node:util'
import { DEFAULT_SEED } from '~/server/catalogue/seed/seed-catalogue'
import { runOperatorCommand } from './serve-lib/operator-client'

const { values } = parseArgs({
  options: { count: { type: 'string' }, realtors: { type: 'string' }, demo: { type: 'boolean' }, 'no-demo': { type: 'boolean' } },
})
const listings = Number(values.count ?? DEFAULT_SEED.listings)
const realtors = Number(values.realtors ?? DEFAULT_SEED.realtors)
if (!Number.isInteger(listings) || listings < 0 || !Number.isInteger(realtors) || realtors < 0) {
  console.error('--count and --realtors must be whole numbers')
  process.exit(1)
}
const demo = values.demo ? true : values['no-demo'] ? false : undefined
process.exitCode = await runOperatorCommand('seed', { listings, realtors, demo })
