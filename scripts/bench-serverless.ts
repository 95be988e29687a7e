/**
 * npm run bench:serverless [-- --calls 1000 --concurrency 40]: the API as Netlify runs it, against
 * a PostgreSQL with max_connections = 20 (its own cluster, started by scripts/ci-postgres.sh on
 * PGPORT_LOAD, default 5444). Every call is a fresh function instance — a new worker importing the
 * bundled netlify/functions/api.ts, as `netlify dev` runs each call — and instances live on until
 * their pool lets go of its connection. Prints errors, p50/p95 and the peak connections seen in
 * pg_stat_activity.
 *
 * --netlify [--port 8960 --tenant lekki-prime]: the same server, but the calls go through
 * `netlify serve` itself (API reads, painted pages and a form; scripts/bench-lib/netlify-load.ts),
 * and the figures are written to bench/results/netlify-serve-load.json.
 */
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { runNetlifyLoad } from './bench-lib/netlify-load'
import { runServerlessLoad } from './bench-lib/serverless-load'
import { MAX_CONNECTIONS, prepareServerlessLoad } from './bench-lib/serverless-postgres'

const { values } = parseArgs({
  options: {
    calls: { type: 'string', default: '1000' },
    concurrency: { type: 'string', default: '40' },
    netlify: { type: 'boolean', default: false },
    port: { type: 'string', default: '8960' },
    tenant: { type: 'string', default: 'lekki-prime' },
  },
})

if (values.netlify) {
  const r = await runNetlifyLoad(resolve(import.meta.dirname, '..'), { requests: Number(values.calls), concurrency: Number(values.concurrency), port: Number(values.port), tenant: values.tenant })
  console.log(`requests ${r.requests} through netlify serve, ${r.concurrency} at a time; max_connections ${MAX_CONNECTIONS}`)
  console.log(`errors            ${r.errors.length}`)
  console.log(`p50 / p95         ${r.p50.toFixed(0)} / ${r.p95.toFixed(0)} ms`)
  for (const [kind, k] of Object.entries(r.kinds)) console.log(`  ${kind.padEnd(6)} ${String(k.n).padStart(5)} calls  p50 ${k.p50.toFixed(0)} ms, p95 ${k.p95.toFixed(0)} ms`)
  console.log(`peak connections  ${r.peakConnections} (pg_stat_activity, the sampler's own excluded)`)
  console.log(`wall              ${(r.wallMs / 1000).toFixed(1)} s`)
  for (const e of r.errors.slice(0, 5)) console.log(`  ${e.status} ${e.kind} ${e.path} ${e.body}`)
  process.exit(r.errors.length ? 1 : 0)
}

const { databaseUrl, bundle } = await prepareServerlessLoad('haven_load_bench')
const result = await runServerlessLoad({
  bundle,
  databaseUrl,
  requests: Number(values.calls),
  concurrency: Number(values.concurrency),
  // Listing searches, the marketplace's commonest call, over five pages.
  request: (i) => ({ url: `http://localhost/api/v1/indexing/listings-search?limit=10&page=${(i % 5) + 1}`, headers: { 'x-tenant-id': 'haven.ng' } }),
})
console.log(`calls ${result.requests}, ${values.concurrency} at a time, each in a fresh instance; max_connections ${MAX_CONNECTIONS}`)
console.log(`errors            ${result.errors.length}`)
console.log(`p50 / p95         ${result.p50.toFixed(0)} / ${result.p95.toFixed(0)} ms (cold start of a new instance included)`)
console.log(`peak connections  ${result.peakConnections} (pg_stat_activity, the sampler's own excluded)`)
console.log(`peak instances    ${result.peakInstances} alive at once; ${result.lingering} still holding on 10 s after the last answer`)
console.log(`wall              ${(result.wallMs / 1000).toFixed(1)} s`)
for (const e of result.errors.slice(0, 5)) console.log(`  ${e.status} ${e.body}`)
process.exit(result.errors.length ? 1 : 0)
