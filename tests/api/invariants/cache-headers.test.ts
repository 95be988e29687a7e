import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApiApp } from '~/server/api/create-api-app'
import { mailQueueIdle } from '~/server/email/queue/kick-mail-queue'
import { useTestDb } from '../api-test-db'
import { createOwnerByCli, OTHER_TENANT, setUp } from '../console-harness'
import { signUp, type Who } from '../trust-harness'
import { prepaintPage } from '~/app/prepaint'
import { prepaintSignedIn } from '~/app/prepaint-signed-in'
import { PAGE_COOKIE } from '~/server/auth/page-cookie'
import { createPageHandler } from '~/server/pages/marketplace-page'
import { createSignedInPageHandler, isSignedInPath } from '~/server/pages/signed-in-page'
import { PAGE_SHELL } from '~/testing/page-shell'
import { config as pageFunction } from '../../../netlify/functions/marketplace-page'

/**
 * Issue 33, invariant 7: every public answer that varies by session or tenant carries the headers
 * that keep it out of shared caches; every answer that does not is cacheable. The routes are the
 * API app's own table, so a route added next month is probed too — or fails here until it is
 * taught a probe below.
 */

const testDb = useTestDb()
const OPS = 'cache-invariant-operator-token-0123456789'
const app = createApiApp({ opsToken: OPS })
const A = 'haven.ng'
const B = OTHER_TENANT

/** What fills a route's parameters: real rows of the seeded database. */
interface Fixture {
  listingId: number
  listingSlug: string
  realtorId: number
  realtorUsername: string
}

/** How to ask each GET route: its path with parameters and a query that reaches its answer. */
const PROBES: Record<string, (f: Fixture) => string> = {
  '/api/v1/alerts/settings': () => '/api/v1/alerts/settings',
  '/api/v1/auth/google-auth': () => '/api/v1/auth/google-auth',
  '/api/v1/auth/google/callback': () => '/api/v1/auth/google/callback?state=nope&code=nope',
  '/api/v1/auth/providers': () => '/api/v1/auth/providers',
  '/api/v1/auth/user-profile': () => '/api/v1/auth/user-profile',
  '/api/v1/auth/user-referral-profile': () => '/api/v1/auth/user-referral-profile',
  '/api/v1/auth/user-referrals': () => '/api/v1/auth/user-referrals',
  '/api/v1/auth/verify-email': () => '/api/v1/auth/verify-email?token=nope',
  '/api/v1/console/audit': () => '/api/v1/console/audit',
  '/api/v1/console/documents/:id': () => '/api/v1/console/documents/1',
  '/api/v1/console/listings': () => '/api/v1/console/listings',
  '/api/v1/console/listings/:id/documents': (f) =>
    `/api/v1/console/listings/${f.listingId}/documents`,
  '/api/v1/console/listings/:id/editor': (f) => `/api/v1/console/listings/${f.listingId}/editor`,
  '/api/v1/console/neighbourhoods': () => '/api/v1/console/neighbourhoods',
  '/api/v1/console/realtors': () => '/api/v1/console/realtors',
  '/api/v1/console/realtors/:id': () => '/api/v1/console/realtors/1',
  '/api/v1/console/reports': () => '/api/v1/console/reports',
  '/api/v1/console/session': () => '/api/v1/console/session',
  '/api/v1/console/staff': () => '/api/v1/console/staff',
  '/api/v1/console/submissions': () => '/api/v1/console/submissions',
  '/api/v1/console/submissions.csv': () => '/api/v1/console/submissions.csv',
  '/api/v1/console/transactions': () => '/api/v1/console/transactions',
  '/api/v1/console/transactions/:id/notes': () => '/api/v1/console/transactions/1/notes',
  '/api/v1/console/verification-queue': () => '/api/v1/console/verification-queue',
  '/api/v1/console/viewings': () => '/api/v1/console/viewings',
  '/api/v1/enquiry/schedule-viewing': () => '/api/v1/enquiry/schedule-viewing',
  '/api/v1/enquiry/schedule-viewing/:id': () => '/api/v1/enquiry/schedule-viewing/1',
  '/api/v1/favourite': () => '/api/v1/favourite',
  '/api/v1/favourite/count': () => '/api/v1/favourite/count',
  '/api/v1/health': () => '/api/v1/health',
  '/api/v1/save-search': () => '/api/v1/save-search',
  '/api/v1/save-search/count': () => '/api/v1/save-search/count',
  '/api/v1/indexing/filter-options': () => '/api/v1/indexing/filter-options',
  '/api/v1/indexing/get-similar-properties': (f) =>
    `/api/v1/indexing/get-similar-properties?property_id=${f.listingId}`,
  '/api/v1/indexing/get-similar-property': (f) =>
    `/api/v1/indexing/get-similar-property?property_id=${f.listingId}`,
  '/api/v1/indexing/listing-price-insights': (f) =>
    `/api/v1/indexing/listing-price-insights?property_id=${f.listingId}`,
  '/api/v1/indexing/listings-search': () => '/api/v1/indexing/listings-search?limit=3&page=1',
  '/api/v1/indexing/location-search': () => '/api/v1/indexing/location-search?q=lek',
  '/api/v1/ops/reports': () => '/api/v1/ops/reports',
  '/api/v1/sales-advisors/realtors': () => '/api/v1/sales-advisors/realtors?limit=3&page=1',
  '/api/v1/sales-advisors/realtors/username/:username': (f) =>
    `/api/v1/sales-advisors/realtors/username/${f.realtorUsername}`,
}

/**
 * Answers that are the same for everybody yet must not be kept: each with its reason. Everything
 * else that does not vary must be cacheable.
 */
const NEVER_CACHED: Record<string, string> = {
  '/api/v1/health':
    'a readiness check answers for this moment, or the platform reads a stale "ready"',
  '/api/v1/auth/google/callback': 'a one-time sign-in step: its answer spends the attempt it names',
  '/api/v1/auth/verify-email': 'a one-time link: its answer spends the token it carries',
}

interface Answer {
  status: number
  text: string
  cache: string
  vary: string
}

/** Who asks: nobody, a buyer (bearer), a staff member (console cookie) or the operator token — by the route's area. */
type Principal = { buyer: Who; staffCookie: string }
function principalHeaders(path: string, p: Principal): Record<string, string> {
  if (path.startsWith('/api/v1/console/'))
    return { cookie: `haven_staff=${p.staffCookie}`, 'x-haven-console': '1' }
  if (path.startsWith('/api/v1/ops/')) return { authorization: `Bearer ${OPS}` }
  return { authorization: `Bearer ${p.buyer.token}` }
}

async function ask(
  path: string,
  tenant: string,
  extra: Record<string, string> = {},
): Promise<Answer> {
  const headers: Record<string, string> = { 'x-tenant-id': tenant, ...extra }
  if (path.startsWith('/api/v1/console/') && !extra['x-haven-console'])
    headers['x-haven-console'] = '1'
  const res = await app.fetch(
    new Request(`http://localhost${path}`, { headers, redirect: 'manual' }),
  )
  await mailQueueIdle()
  return {
    status: res.status,
    text: await res.text(),
    cache: res.headers.get('cache-control') ?? '',
    vary: (res.headers.get('vary') ?? '').toLowerCase(),
  }
}

const same = (a: Answer, b: Answer) => a.status === b.status && a.text === b.text
const keptOutOfSharedCaches = (a: Answer) => /\b(private|no-store)\b/.test(a.cache)
const cacheable = (a: Answer) =>
  /\bpublic\b/.test(a.cache) && /max-age=[1-9]/.test(a.cache) && !/no-store|private/.test(a.cache)

let fixture: Fixture
let principal: Principal
beforeAll(async () => {
  const [listing] = await testDb.db.query<{ id: number; slug: string }>(
    `select id, slug from listings where published order by id limit 1`,
  )
  const [realtor] = await testDb.db.query<{ id: number; username: string }>(
    'select id, username from realtors order by id limit 1',
  )
  fixture = {
    listingId: listing!.id,
    listingSlug: listing!.slug,
    realtorId: realtor!.id,
    realtorUsername: realtor!.username,
  }
  const owner = await createOwnerByCli(testDb.db, 'cache-owner@haven.ng')
  principal = { buyer: await signUp(A), staffCookie: (await setUp(owner.setup_link)).cookie }
})
afterAll(() => vi.useRealTimers())

describe('every GET route of the API keeps what varies out of shared caches (issue 33, invariant 7)', () => {
  const getRoutes = () =>
    [...new Set(app.routes.filter((r) => r.method === 'GET').map((r) => r.path))].sort()

  it('knows how to ask every GET route the app serves', () => {
    const untaught = getRoutes().filter((path) => !PROBES[path])
    expect(untaught, 'a new GET route: teach it a probe in PROBES').toEqual([])
    expect(getRoutes().length).toBeGreaterThanOrEqual(38)
  })

  it('each answer: private when it varies by who asks, vary: x-tenant-id when by tenant, cacheable when by neither', async () => {
    const problems: string[] = []
    const seen = { bySession: 0, byTenant: 0, neither: 0 }
    for (const route of getRoutes().filter((r) => PROBES[r])) {
      const path = PROBES[route]!(fixture)
      const anonA = await ask(path, A)
      const again = await ask(path, A)
      const anonB = await ask(path, B)
      const signed = await ask(path, A, principalHeaders(path, principal))
      const bySession = !same(anonA, signed) || !same(anonA, again)
      const byTenant = !same(anonA, anonB)
      const answers = { anonA, anonB, signed }
      seen[bySession ? 'bySession' : byTenant ? 'byTenant' : 'neither']++
      if (bySession) {
        // Private, or public with the session's header in Vary (the visitors' copy of a catalogue answer).
        const sessionHeader = path.startsWith('/api/v1/console/') ? 'cookie' : 'authorization'
        for (const [who, a] of Object.entries(answers))
          if (!keptOutOfSharedCaches(a) && !a.vary.includes(sessionHeader))
            problems.push(
              `${route} (${who}): varies by session, cache-control "${a.cache}", vary "${a.vary}"`,
            )
        continue
      }
      if (byTenant) {
        for (const [who, a] of Object.entries(answers))
          if (!keptOutOfSharedCaches(a) && !a.vary.includes('x-tenant-id'))
            problems.push(`${route} (${who}): varies by tenant, vary "${a.vary}"`)
      }
      if (NEVER_CACHED[route]) {
        if (!/no-store/.test(anonA.cache))
          problems.push(`${route}: ${NEVER_CACHED[route]}, yet cache-control "${anonA.cache}"`)
        continue
      }
      if (anonA.status === 200 && !cacheable(anonA))
        problems.push(`${route}: the same for everybody, yet not cacheable ("${anonA.cache}")`)
    }
    expect(problems).toEqual([])
    // Not vacuous: most routes answer who asks; the catalogue answers each tenant.
    expect(seen.bySession).toBeGreaterThan(25)
    expect(seen.byTenant + seen.neither).toBeGreaterThan(3)
  })
})

/** The page function's parameters, filled from the fixture: every `:name` its config.path uses. */
const PAGE_PARAMS: Record<string, (f: Fixture, route: string) => string> = {
  ':id': (f, route) =>
    String(
      route.startsWith('/find-trusted-realtors')
        ? f.realtorId
        : route.startsWith('/transactions')
          ? 1
          : f.listingId,
    ),
  ':slug': (f, route) => (route === '/listings/:slug' ? 'lagos' : f.listingSlug),
  ':username': (f) => f.realtorUsername,
}

describe('every page the page function paints keeps what varies out of shared caches (issue 33, invariant 7)', () => {
  const routes = [pageFunction.path].flat() as string[]
  const publicPages = createPageHandler({ shell: async () => PAGE_SHELL, paint: prepaintPage })
  const signedInPages = createSignedInPageHandler({
    shell: async () => PAGE_SHELL,
    paint: prepaintSignedIn,
  })
  const open = async (
    path: string,
    host: string,
    cookie?: string,
  ): Promise<Answer & { cdn: string }> => {
    const req = new Request(`http://${host}${path}`, {
      headers: { host, ...(cookie ? { cookie } : {}) },
    })
    const res = await (isSignedInPath(path) ? signedInPages : publicPages)(req)
    const vary =
      `${res.headers.get('vary') ?? ''} ${res.headers.get('netlify-vary') ?? ''}`.toLowerCase()
    return {
      status: res.status,
      text: await res.text(),
      cache: res.headers.get('cache-control') ?? '',
      cdn: res.headers.get('netlify-cdn-cache-control') ?? '',
      vary,
    }
  }

  it("fills every parameter of the function's paths", () => {
    const unknown = routes.flatMap((r) => r.match(/:\w+/g) ?? []).filter((p) => !PAGE_PARAMS[p])
    expect(unknown, 'a new path parameter: teach it in PAGE_PARAMS').toEqual([])
    expect(routes.length).toBeGreaterThanOrEqual(13)
  })

  it("a signed-in answer is private, a visitor's that differs from it varies on the cookie, one the same for all is cacheable", async () => {
    const problems: string[] = []
    const bySession: string[] = []
    for (const route of routes) {
      const path = route.replace(/:\w+/g, (p) => PAGE_PARAMS[p]?.(fixture, route) ?? p)
      const visitor = await open(path, 'haven.localhost:8888')
      const signed = await open(
        path,
        'haven.localhost:8888',
        `${PAGE_COOKIE}=${principal.buyer.token}`,
      )
      if (!same(visitor, signed)) {
        bySession.push(route)
        if (!keptOutOfSharedCaches(signed))
          problems.push(`${route} (signed in): cache-control "${signed.cache}"`)
        if (!keptOutOfSharedCaches(visitor) && !visitor.vary.includes('cookie'))
          problems.push(
            `${route} (visitor): differs when signed in, yet cacheable without varying on the cookie`,
          )
      } else if (
        visitor.status === 200 &&
        !/\bpublic\b.*s-maxage=[1-9]/.test(visitor.cdn) &&
        !cacheable(visitor)
      ) {
        problems.push(
          `${route}: the same for everybody, yet not cacheable ("${visitor.cache}" / "${visitor.cdn}")`,
        )
      }
    }
    expect(problems).toEqual([])
    // Not vacuous: the buyer's own pages are painted for the cookie.
    expect(bySession).toEqual(
      expect.arrayContaining(['/favorites', '/saved', '/transactions', '/settings', '/referrals']),
    )
  })
})
