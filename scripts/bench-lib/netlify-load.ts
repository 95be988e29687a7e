import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import postgres from 'postgres'
import { loadTenants } from '~/server/tenants/load-tenants'
import { startNetlifyServe } from '../netlify-lib/netlify-serve'
import { writeBenchPage } from './bench-page'
import { runHttpLoad, type HttpCall } from './http-load'
import { MAX_CONNECTIONS, prepareLoadDatabase } from './serverless-postgres'

/**
 * The 1,000 requests of issue 21 through `netlify serve` itself — Netlify's CLI builds the tenant
 * and runs the zips it made in its own function runtime — against a PostgreSQL with
 * max_connections 20. A mix like a visitor's: 6 in 10 API reads (searches over five pages, a
 * listing by slug), 3 in 10 painted pages (a listing, the results, the marketplace), 1 in 10 a
 * contact form. Writes bench/results/netlify-serve-load.json.
 */
export async function runNetlifyLoad(root: string, o: { requests: number; concurrency: number; port: number; tenant: string }) {
  const tenant = loadTenants().find((t) => t.slug === o.tenant)
  if (!tenant) throw new Error(`No tenant ${o.tenant} in tenants/`)
  const databaseUrl = await prepareLoadDatabase('haven_netlify_load')
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} })
  const listings = await sql<{ id: number; slug: string }[]>`select id, slug from listings where availability = 'available' order by id limit 20`
  await sql.end()
  // netlify serve sets x-nf-client-connection-ip to the caller's socket, so every form comes from
  // one address: the per-address form limit (20 an hour) is raised, as bench:load does.
  const server = await startNetlifyServe(root, tenant.slug, o.port, { DATABASE_URL: databaseUrl, HAVEN_FORM_RATE_LIMIT: '100000' })
  const api = { 'x-tenant-id': tenant.domain }
  const call = (i: number): HttpCall => {
    const l = listings[i % listings.length]!
    const slot = i % 10
    if (slot < 5) return { kind: 'api', path: `/api/v1/indexing/listings-search?limit=12&page=${(i % 5) + 1}`, init: { headers: api } }
    if (slot === 5) return { kind: 'api', path: `/api/v1/indexing/listings-search?slug=${l.slug}`, init: { headers: api } }
    if (slot < 8) return { kind: 'page', path: `/listings/${l.id}/${l.slug}` }
    if (slot === 8) return { kind: 'page', path: i % 20 < 10 ? '/listings' : '/marketplace' }
    return {
      kind: 'form',
      path: '/api/contact-us',
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ first_name: 'Ada', last_name: 'Obi', phone: '0803 123 4567', email: `load-${i}@example.com`, message: 'netlify serve load run' }),
      },
    }
  }
  try {
    const load = await runHttpLoad({ base: server.base, databaseUrl, requests: o.requests, concurrency: o.concurrency, call })
    const result = { when: new Date().toISOString(), runtime: 'netlify serve --offline (netlify-cli 26.2.0)', tenant: tenant.slug, max_connections: MAX_CONNECTIONS, concurrency: o.concurrency, ...load }
    mkdirSync(join(root, 'bench/results'), { recursive: true })
    writeFileSync(join(root, 'bench/results/netlify-serve-load.json'), `${JSON.stringify({ ...result, errors: result.errors.slice(0, 20) }, null, 2)}\n`)
    writeBenchPage()
    return result
  } finally {
    server.stop()
  }
}
