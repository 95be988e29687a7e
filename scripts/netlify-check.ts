/**
 * `npm run netlify:check [-- --tenant lekki-prime --port 8934]`: a deploy checked on this machine.
 * Builds the tenant with Netlify's own CLI and serves it (`netlify serve --offline`: the zips of
 * .netlify/functions, _redirects and netlify.toml's headers) against the PostgreSQL in
 * DATABASE_URL, seeded when empty, then runs the smoke test of scripts/netlify-lib/smoke.ts.
 *
 *   export DATABASE_URL="$(bash scripts/ci-postgres.sh | tail -n1)"
 *   npm run netlify:check
 */
import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { createDb } from '~/server/db/get-db'
import { deployTarget } from './netlify-lib/netlify-cli'
import { startNetlifyServe } from './netlify-lib/netlify-serve'
import { smokeTest } from './netlify-lib/smoke'

const ROOT = resolve(import.meta.dirname, '..')
const { values } = parseArgs({ options: { tenant: { type: 'string', default: 'lekki-prime' }, port: { type: 'string', default: '8934' } } })
const { databaseUrl: DATABASE_URL, tenant } = deployTarget(values.tenant)

const db = await createDb(DATABASE_URL)
const [{ n }] = (await db.query<{ n: number }>('select count(*)::int as n from listings')) as [{ n: number }]
await db.close()
if (n === 0 && spawnSync('npm', ['run', 'db:seed'], { stdio: 'inherit', env: process.env }).status !== 0) process.exit(1)

const { base, output, stop } = await startNetlifyServe(ROOT, tenant.slug, Number(values.port), { DATABASE_URL })
const results = await smokeTest(base, tenant)
results.push({ name: 'no Deno download (no edge functions environment)', ok: !/Edge Functions environment|deno/i.test(output()), detail: 'ok' })
for (const r of results) console.log(`${r.ok ? '✓' : '✗'} ${r.name}${r.ok ? '' : `: ${r.detail}`}`)
const failed = results.filter((r) => !r.ok).length
console.log(failed ? `\n${failed} of ${results.length} checks failed` : `\nAll ${results.length} checks passed`)
stop()
process.exit(failed ? 1 : 0)
