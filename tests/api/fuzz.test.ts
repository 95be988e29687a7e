import fc from 'fast-check'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { app } from '~/server/api/create-api-app'
import type { Db } from '~/server/db/db'
import { loadFunctions, type MountedFunction } from '../../scripts/serve-lib/functions'
import { useTestDb } from './api-test-db'
import { bodyArb, headersArb, methodArb, queryArb, segmentArb } from './fuzz/request-arbitraries'

/**
 * Generated requests against every route of the API app and every same-origin function,
 * discovered at run time so later endpoints are fuzzed without editing this file. Reproduce a
 * failure with FUZZ_SEED=<printed seed>; FUZZ_RUNS raises the count.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261122)
const RUNS = Number(process.env.FUZZ_RUNS ?? 1200)
const TENANTS = ['haven.ng', 'lekkiprime.com', 'capitalkeys.ng']
/** Tables a refused request may legitimately write: counters of failed attempts, audit trails. */
const VOLATILE_TABLE = /(attempt|rate_limit|audit|request_log)/
const LEAK =
  /(\n\s+at\s|\bselect\s.+\sfrom\b|\binsert into\b|syntax error|relation "|violates|postgres|pglite|TypeError|ReferenceError)/i

const testDb = useTestDb()

interface Target {
  method: string
  path: string
  handler: MountedFunction['handler']
}

async function discoverTargets(): Promise<Target[]> {
  const fns = await loadFunctions(join(import.meta.dirname, '../../netlify/functions'))
  const api = fns.find((f) => f.patterns.some((p) => p.test('/api/v1/indexing/listings-search')))
  if (!api) throw new Error('The /api/v1 function was not found')
  const routes = app.routes
    .filter((r) => r.method !== 'ALL')
    .map((r) => ({ method: r.method, path: r.path, handler: api.handler }))
  // Every other same-origin function by the paths it mounts on.
  const others = fns
    .filter((f) => f !== api)
    .flatMap((f) =>
      f.patterns.map((p) => ({ method: 'POST', path: patternToPath(p), handler: f.handler })),
    )
  return [
    ...routes,
    ...others,
    { method: 'GET', path: '/api/v1/no/such/route', handler: api.handler },
  ]
}

/** /^\/api\/contact-us$/ → /api/contact-us; params become :p. */
const patternToPath = (p: RegExp) =>
  p.source
    .replace(/^\^|\$$/g, '')
    .replace(/\(\?:\/\.\*\)\?/g, '/:rest')
    .replace(/\[\^\/\]\+/g, ':p')
    .replace(/\\/g, '')

/** Lone surrogates cannot be URL-encoded; a round trip through UTF-8 replaces them, as a browser does. */
const wellFormed = (s: string) => Buffer.from(s, 'utf8').toString('utf8')

async function fingerprint(db: Db): Promise<string> {
  const tables = await db.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
  )
  const parts: string[] = []
  for (const { name } of tables) {
    if (VOLATILE_TABLE.test(name)) continue
    const [row] = await db.query<{ h: string }>(
      `select count(*)::text || ':' || coalesce(md5(string_agg(t::text, ',' order by t::text)), '') as h from "${name}" t`,
    )
    parts.push(`${name}=${row!.h}`)
  }
  return parts.join(';')
}

describe('fuzz: every route, generated requests', () => {
  it(`answers ${RUNS} generated requests without a 5xx or a leak (seed ${SEED})`, async () => {
    console.log(`[fuzz] seed ${SEED}, ${RUNS} runs (FUZZ_SEED=${SEED} to reproduce)`)
    const targets = await discoverTargets()
    expect(targets.length).toBeGreaterThan(3)
    const db = testDb.db
    let before = await fingerprint(db)
    const stats = { sent: 0, byStatus: new Map<number, number>() }

    const request = fc.constantFrom(...targets).chain((t) =>
      fc.record({
        target: fc.constant(t),
        method: methodArb(t.method),
        segment: segmentArb,
        query: queryArb,
        body: bodyArb,
        headers: headersArb(TENANTS),
      }),
    )

    await fc.assert(
      fc.asyncProperty(request, async ({ target, method, segment, query, body, headers }) => {
        const path = target.path.replace(/:[a-z_]+/gi, () => encodeURIComponent(wellFormed(segment)))
        const h = new Headers()
        if (headers.tenant !== undefined)
          h.set('x-tenant-id', headers.tenant.replace(/[\r\n\0]/g, ''))
        if (headers.authorization !== undefined)
          h.set('authorization', headers.authorization.replace(/[\r\n\0]/g, ''))
        if (headers.contentType) h.set('content-type', headers.contentType)
        const hasBody = body.kind === 'text' && method !== 'GET' && method !== 'HEAD'
        let res: Response
        try {
          res = await target.handler(
            new Request(`http://localhost${path}${query ? `?${query}` : ''}`, {
              method,
              headers: h,
              body: hasBody ? body.text : undefined,
            }),
            {},
          )
        } catch (err) {
          // Header values Request itself refuses never reach a server.
          if (err instanceof TypeError && /header|Headers|ByteString/i.test(err.message)) return
          throw err
        }
        stats.sent++
        stats.byStatus.set(res.status, (stats.byStatus.get(res.status) ?? 0) + 1)
        const text = await res.text()
        expect(res.status, `${method} ${path}?${query} → ${text.slice(0, 200)}`).toBeLessThan(500)
        // React's development build (vitest runs it) writes a client-rendered Suspense boundary's
        // component stack into data-stck/data-cstck; the deployed bundles are production builds,
        // which never write them (tests/netlify: no development build in any zip).
        expect(text.replace(/ data-c?stck="[^"]*"/g, '')).not.toMatch(LEAK)
        if ((res.headers.get('content-type') ?? '').includes('json')) {
          expect(typeof (JSON.parse(text) as { success?: unknown }).success).toBe('boolean')
        }
        const refused = res.status >= 400
        if (refused && (method !== 'GET' || stats.sent % 25 === 0)) {
          const after = await fingerprint(db)
          expect(
            after,
            `${method} ${path} changed stored rows though refused with ${res.status}`,
          ).toBe(before)
        } else if (!refused && method !== 'GET') {
          before = await fingerprint(db)
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    )
    console.log(
      `[fuzz] sent ${stats.sent} requests; statuses ${JSON.stringify(Object.fromEntries(stats.byStatus))}; 5xx: 0`,
    )
    expect(stats.sent).toBeGreaterThanOrEqual(1000)
  }, 120_000)
})
