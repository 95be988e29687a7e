/**
 * `npm run netlify:check [-- --tenant lekki-prime --port 8934]`: a deploy checked on this machine.
 * Builds the tenant with Netlify's own CLI and serves it (`netlify serve --offline`: the zips of
 * .netlify/functions, _redirects and netlify.toml's headers) against the PostgreSQL in
 * DATABASE_URL, seeded when empty, then runs the smoke test of scripts/netlify-lib/smoke.ts.
 *
 *   export DATABASE_URL="$(bash scripts/ci-postgres.sh | tail -n1)"
 *   npm run netlify:check
 */
import { spawn, spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { createDb } from '~/server/db/get-db'
import { deployTarget, netlifyCli, netlifyEnv } from './netlify-lib/netlify-cli'
import { smokeTest } from './netlify-lib/smoke'

const ROOT = resolve(import.meta.dirname, '..')
const { values } = parseArgs({ options: { tenant: { type: 'string', default: 'lekki-prime' }, port: { type: 'string', default: '8934' } } })
const { databaseUrl: DATABASE_URL, tenant } = deployTarget(values.tenant)

const db = await createDb(DATABASE_URL)
const [{ n }] = (await db.query<{ n: number }>('select count(*)::int as n from listings')) as [{ n: number }]
await db.close()
if (n === 0 && spawnSync('npm', ['run', 'db:seed'], { stdio: 'inherit', env: process.env }).status !== 0) process.exit(1)

const port = Number(values.port)
const base = `http://localhost:${port}`
// --internal-disable-edge-functions: Haven has no edge functions, and without it `serve` fetches Deno.
const args = ['serve', '--offline', '--internal-disable-edge-functions', '--port', String(port), '--staticServerPort', String(port + 1), '--functions-port', String(port + 2)]
console.log(`netlify ${args.join(' ')}  (${tenant.slug}, building first…)`)
const server = spawn(netlifyCli(ROOT), args, { cwd: ROOT, env: netlifyEnv(tenant.slug, { DATABASE_URL, BROWSER: 'none' }), detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
let output = ''
server.stdout.on('data', (d: Buffer) => (output += d.toString()))
server.stderr.on('data', (d: Buffer) => (output += d.toString()))
const stop = () => {
  if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM')
}
process.on('exit', stop)

const started = Date.now()
while (!output.includes('Local dev server ready')) {
  if (server.exitCode !== null || Date.now() - started > 600_000) {
    console.error(output)
    throw new Error('netlify serve did not start')
  }
  await new Promise((r) => setTimeout(r, 500))
}
console.log(`served in ${((Date.now() - started) / 1000).toFixed(0)} s at ${base}\n`)

const results = await smokeTest(base, tenant)
results.push({ name: 'no Deno download (no edge functions environment)', ok: !/Edge Functions environment|deno/i.test(output), detail: 'ok' })
for (const r of results) console.log(`${r.ok ? '✓' : '✗'} ${r.name}${r.ok ? '' : `: ${r.detail}`}`)
const failed = results.filter((r) => !r.ok).length
console.log(failed ? `\n${failed} of ${results.length} checks failed` : `\nAll ${results.length} checks passed`)
stop()
process.exit(failed ? 1 : 0)
