/**
 * `npm run bench:function [-- --tenant lekki-prime --runs 7 --warm 30 --skip-build]`: what Netlify
 * ships, measured. Builds the tenant with Netlify's own CLI (`netlify build --offline`), then for
 * each zip in .netlify/functions: its size, and — unpacked into a temporary directory, imported by
 * a fresh `node` process with DATABASE_URL (a seeded PostgreSQL) — the cold start (process start to
 * first answer), the CPU time it took (steady on a busy machine, where the wall clock is not) and
 * the warm p50 after it. Medians of --runs processes; the load average is printed with them.
 */
import { rmSync, statSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { createDb } from '~/server/db/get-db'
import { timeFunction, unpackFunction, type TimedRequest } from './netlify-lib/function-zip'
import { FUNCTIONS_BUILT, readManifest } from './netlify-lib/manifest'
import { deployTarget, netlifyBuild } from './netlify-lib/netlify-cli'

const ROOT = resolve(import.meta.dirname, '..')
const { values } = parseArgs({ options: { tenant: { type: 'string', default: 'lekki-prime' }, runs: { type: 'string', default: '7' }, warm: { type: 'string', default: '30' }, 'skip-build': { type: 'boolean', default: false } } })
const { databaseUrl: DATABASE_URL, tenant } = deployTarget(values.tenant)

if (!values['skip-build']) {
  const build = netlifyBuild(ROOT, tenant.slug)
  if (build.status !== 0) throw new Error(`netlify build failed:\n${build.output}`)
}

const db = await createDb(DATABASE_URL)
const [listing] = await db.query<{ id: number; slug: string }>(`select id, slug from listings where availability = 'available' order by id limit 1`)
await db.close()
if (!listing) throw new Error('The database has no listings: npm run db:seed')

const origin = `https://${tenant.domain}`
const REQUESTS: Record<string, TimedRequest> = {
  api: { url: `${origin}/api/v1/indexing/listings-search?state=Lagos&limit=12&page=1`, headers: { 'x-tenant-id': tenant.domain } },
  forms: {
    url: `${origin}/api/contact-us`,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-nf-client-connection-ip': 'bench-{n}' },
    body: JSON.stringify({ first_name: 'Ada', last_name: 'Obi', phone: '0803 123 4567', email: 'bench-{n}@example.com', message: 'bench:function' }),
  },
  'marketplace-page': { url: `${origin}/listings/${listing.id}/${listing.slug}` },
  // Netlify invokes a scheduled function with a POST; it sends what the queue holds that is due.
  'mail-queue': { url: `${origin}/.netlify/functions/mail-queue`, method: 'POST' },
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2
}
const ms = (x: number) => `${x.toFixed(0)} ms`
const env = { PATH: process.env.PATH, DATABASE_URL, HAVEN_TENANT: tenant.slug, SMTP_URL: process.env.SMTP_URL, HAVEN_DATA_DIR: join(ROOT, '.data/bench-function') }

console.log(`${tenant.slug}: ${values.runs} fresh processes per function, ${values.warm} warm requests each (medians); load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}\n`)
console.log(['function', 'zipped', 'status', 'node boot', 'import', 'cold start', 'cold CPU', 'warm p50'].map((h, i) => (i ? h.padStart(11) : h.padEnd(17))).join(''))
for (const fn of readManifest(ROOT)) {
  const request = REQUESTS[fn.name]
  if (!request) {
    console.log(`${fn.name.padEnd(17)} (no benchmark request in scripts/bench-function.ts: not measured)`)
    continue
  }
  const zip = join(ROOT, FUNCTIONS_BUILT, `${fn.name}.zip`)
  const runs = Array.from({ length: Number(values.runs) }, () => {
    const unpacked = unpackFunction(zip)
    try {
      return timeFunction(unpacked, [request], { warm: Number(values.warm), env })
    } finally {
      rmSync(unpacked.dir, { recursive: true, force: true })
    }
  })
  const cells = [
    `${(statSync(zip).size / 1024 / 1024).toFixed(2)} MB`,
    String(runs[0]!.status),
    ms(median(runs.map((r) => r.bootMs))),
    ms(median(runs.map((r) => r.importMs))),
    ms(median(runs.map((r) => r.firstAnswerMs))),
    ms(median(runs.map((r) => r.firstAnswerCpuMs))),
    `${median(runs.flatMap((r) => r.warmMs)).toFixed(1)} ms`,
  ]
  console.log(fn.name.padEnd(17) + cells.map((c) => c.padStart(11)).join(''))
}
