import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { createApiApp } from '~/server/api/create-api-app'
import { signedInPaintedRoutes } from '~/config/paths'
import type { FetchEvent, MessageFromPage, WorkerBuild } from '~/sw/sw-scope'
import { viewingSlotIn } from '~/testing/viewing-slot'
import { send, TENANT, useTestDb } from '../api-test-db'
import { useOutbox } from '../test-outbox'
import { verifyEmail } from '../verify-email'

/**
 * Invariant 2 (issue 33): after sign-out, nothing private is served — by any page or API answer
 * the functions route (their `config.path`, the API's route table), through any header a CDN
 * reads. Each surface is first asked with the live session, so the test knows which ones hold the
 * buyer's data (and fails if the signed-in pages hold none: it cannot pass by asking nothing);
 * then the buyer signs out as the browser does and every surface is asked again with what the
 * browser (or someone who copied it) still has: the page cookie and the old token.
 */

useTestDb()
useOutbox('signed-out')

const HOST = 'haven.localhost:8888'
const ORIGIN = `http://${HOST}`
const FUNCTIONS = join(__dirname, '../../../netlify/functions')

interface Buyer {
  token: string
  /** Strings only this buyer's answers contain. */
  markers: string[]
  params: Record<string, string>
}

/** A buyer with something private on every signed-in page: a favourite, a saved search, a viewing. */
async function buyerWithData(): Promise<Buyer> {
  const email = `quillfeather${Date.now()}@example.com`
  const up = await send('POST', '/auth/user-signup', {
    first_name: 'Zebulon',
    last_name: 'Quillfeather',
    email,
    phone: '08031234567',
    password: 'correct horse',
  })
  expect(up.status).toBe(201)
  await verifyEmail(email)
  const token = up.body.data.accessToken as string
  const auth = { token }
  // The first listing a plain search shows, so the search's own is_favorite is asked too.
  const l = (await send('GET', '/indexing/listings-search')).body.data[0] as {
    id: number
    slug: string
  }
  expect((await send('POST', '/favourite', { listing_id: l.id }, auth)).status).toBeLessThan(300)
  expect(
    (
      await send(
        'POST',
        '/save-search',
        { label: 'Marbleglow duplexes', query: 'state=Lagos' },
        auth,
      )
    ).status,
  ).toBe(201)
  const viewing = await send(
    'POST',
    '/enquiry/schedule-viewing',
    {
      viewing_type: 'TRUSTED_PERSON',
      first_name: 'Oyelaran',
      last_name: 'Thistlewood',
      email: `thistlewood${Date.now()}@example.com`,
      phone_number: '0803 123 4567',
      inspection_type: 'PHYSICAL_INSPECTION',
      date: viewingSlotIn(5),
      listing_id: l.id,
      listing_url: `${ORIGIN}/listings/${l.id}/${l.slug}`,
    },
    auth,
  )
  expect(viewing.status).toBe(201)
  const profile = await send('GET', '/auth/user-referral-profile', undefined, auth)
  const code = String(profile.body.data.referral_code)
  expect(code).toMatch(/^[A-Z0-9]{7}$/)
  return {
    token,
    markers: [
      email,
      'Zebulon',
      'Quillfeather',
      'Marbleglow',
      'Thistlewood',
      code,
      '"is_favorite":1',
    ],
    params: {
      id: String(viewing.body.data.id),
      slug: l.slug,
      username: 'nobody',
      listing: String(l.id),
    },
  }
}

/** Every GET surface the functions answer, with its parameters filled in for this buyer. */
async function surfaces(params: Record<string, string>): Promise<{ path: string; fn: string }[]> {
  const fill = (path: string) =>
    path.replace(/:([a-zA-Z_]+)/g, (_, k: string) => params[k] ?? 'x').replace(/\*$/, 'x')
  const out = new Map<string, { path: string; fn: string }>()
  const add = (path: string, fn: string) => out.set(path, { path, fn })
  for (const file of readdirSync(FUNCTIONS).filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
  )) {
    const { config } = (await import(join(FUNCTIONS, file))) as {
      config: { path?: string | string[] }
    }
    const fn = file.replace(/\.ts$/, '')
    for (const path of [config.path ?? []].flat()) {
      // The API's one wildcard is its whole route table.
      if (fn === 'api') {
        for (const r of createApiApp().routes)
          if (r.method === 'GET' && !r.path.includes('*')) add(fill(r.path), fn)
      } else add(fill(path), fn)
    }
  }
  return [...out.values()]
}

const handlers = new Map<string, (req: Request) => Promise<Response>>()
async function handlerOf(fn: string) {
  if (!handlers.has(fn))
    handlers.set(
      fn,
      (
        (await import(join(FUNCTIONS, `${fn}.ts`))) as {
          default: (req: Request) => Promise<Response>
        }
      ).default,
    )
  return handlers.get(fn)!
}

/** A GET as the browser sends it: the page cookie always, the bearer token to the API; once plain, once with the buyer's ids. */
async function ask(s: { path: string; fn: string }, token: string, params: Record<string, string>) {
  const headers = {
    host: HOST,
    cookie: `haven_session=${token}`,
    authorization: `Bearer ${token}`,
    'x-tenant-id': TENANT,
  }
  const handler = await handlerOf(s.fn)
  const out: { url: string; res: Response; body: string }[] = []
  for (const query of ['', `?id=${params.listing}&listing_id=${params.listing}&limit=10&page=1`]) {
    const url = `${ORIGIN}${s.path}${query}`
    const res = await handler(new Request(url, { headers }))
    out.push({ url, res, body: await res.text() })
  }
  return out
}

const privateIn = (body: string, markers: string[]) => markers.filter((m) => body.includes(m))
const isPrivate = (res: Response) =>
  /\b(private|no-store)\b/.test(res.headers.get('cache-control') ?? '') &&
  !res.headers.get('netlify-cdn-cache-control')

describe('after sign-out, nothing private is served', () => {
  it('by any page or API answer, with the page cookie or the old token', async () => {
    const buyer = await buyerWithData()
    const all = await surfaces(buyer.params)
    const signedInPages = all.filter((s) =>
      signedInPaintedRoutes.some((r) =>
        new RegExp(`^${r.path.replace(/:[a-zA-Z_]+/g, '[^/]+')}$`).test(s.path),
      ),
    )
    expect(signedInPages.length).toBe(signedInPaintedRoutes.length)

    // Signed in: which answers hold the buyer's data; each of those must be private.
    const holding = new Set<string>()
    for (const s of all)
      for (const { url, res, body } of await ask(s, buyer.token, buyer.params))
        if (privateIn(body, buyer.markers).length) {
          holding.add(s.path)
          expect
            .soft(
              isPrivate(res),
              `${url} holds the buyer's data but is cacheable: ${res.headers.get('cache-control')}`,
            )
            .toBe(true)
        }
    for (const s of signedInPages)
      expect(holding, `${s.path} painted nothing of the buyer’s`).toContain(s.path)

    // Sign-out as the Logout item sends it: the browser's page cookie, no bearer (script has forgotten it).
    const out = await send('DELETE', '/auth/page-session', undefined, {
      headers: { cookie: `haven_session=${buyer.token}` },
    })
    expect(out.res.headers.get('set-cookie')).toMatch(/^haven_session=; Path=\/; Max-Age=0;/)

    const leaks: string[] = []
    for (const s of all)
      for (const { url, res, body } of await ask(s, buyer.token, buyer.params)) {
        const found = privateIn(body, buyer.markers)
        if (found.length) leaks.push(`${url} (${s.fn}) ${res.status}: ${found.join(', ')}`)
        if (signedInPages.includes(s))
          expect.soft(isPrivate(res), `${url}: ${res.headers.get('cache-control')}`).toBe(true)
      }
    expect(leaks).toEqual([])
    console.info(
      `signed-out invariant: ${all.length} surfaces (${holding.size} held the buyer's data while signed in)`,
    )
  })
})

/** The device's Cache Storage, in memory: what the worker keeps, readable by the test. */
class MemoryCache {
  readonly entries = new Map<string, Response>()
  private url = (req: RequestInfo | URL) =>
    typeof req === 'string' ? new URL(req, ORIGIN).href : req instanceof URL ? req.href : req.url
  async put(req: RequestInfo | URL, res: Response) {
    this.entries.set(this.url(req), res)
  }
  async match(req: RequestInfo | URL) {
    return this.entries.get(this.url(req))?.clone()
  }
  async keys() {
    return [...this.entries.keys()].map((u) => new Request(u))
  }
  async delete(req: RequestInfo | URL) {
    return this.entries.delete(this.url(req))
  }
  async addAll() {}
}
function memoryStorage() {
  const caches = new Map<string, MemoryCache>()
  return {
    caches,
    storage: {
      open: async (name: string) =>
        caches.get(name) ?? caches.set(name, new MemoryCache()).get(name)!,
      keys: async () => [...caches.keys()],
      delete: async (name: string) => caches.delete(name),
      has: async (name: string) => caches.has(name),
      match: async () => undefined,
    },
  }
}

describe('after sign-out, the offline worker keeps nothing private', () => {
  it('of every page and API answer it saw signed in, nor of an answer still on its way at sign-out', async () => {
    const buyer = await buyerWithData()
    const all = await surfaces(buyer.params)
    const { caches, storage } = memoryStorage()
    const listeners = new Map<string, (e: unknown) => void>()
    // The network: the functions themselves; one answer can be held back until the test lets it go.
    let held: { path: string; reached: () => void; release?: () => void } | null = null
    const network = async (req: Request) => {
      const path = new URL(req.url).pathname
      const res = await (
        await handlerOf(path.startsWith('/api/v1/') ? 'api' : 'marketplace-page')
      )(req)
      if (held?.path === path)
        await new Promise<void>((r) => ((held!.release = r), held!.reached()))
      return res
    }
    vi.stubGlobal('self', {
      location: new URL(ORIGIN),
      registration: {},
      clients: { matchAll: async () => [], get: async () => undefined, claim: async () => {} },
      fetch: network,
      caches: storage,
      addEventListener: (type: string, l: (e: unknown) => void) => listeners.set(type, l),
    })
    vi.stubGlobal('HAVEN_SW', {
      version: 'test',
      precache: [],
      shell: '/app.html',
      clientRoutes: signedInPaintedRoutes.map((r) => r.path),
      titles: {},
    } satisfies WorkerBuild)
    await import('~/sw/service-worker')

    const waits: Promise<unknown>[] = []
    const fetchEvent = (path: string, navigate: boolean) => {
      const request = new Request(`${ORIGIN}${path}`, {
        headers: navigate
          ? { host: HOST, cookie: `haven_session=${buyer.token}` }
          : { host: HOST, authorization: `Bearer ${buyer.token}`, 'x-tenant-id': TENANT },
      })
      if (navigate) Object.defineProperty(request, 'mode', { value: 'navigate' })
      let answer: Promise<Response> | null = null
      listeners.get('fetch')!({
        request,
        clientId: 'page',
        respondWith: (r: Promise<Response>) => (answer = r),
        waitUntil: (p: Promise<unknown>) => waits.push(p),
      } as unknown as FetchEvent)
      return answer
    }
    for (const s of all) await fetchEvent(s.path, !s.path.startsWith('/api/'))
    // What the worker kept signed in: the buyer's own answers, in their cache (else the test asks nothing).
    const kept = async () => {
      const found: string[] = []
      for (const [name, cache] of caches)
        for (const [url, res] of cache.entries)
          if (privateIn(await res.clone().text(), buyer.markers).length)
            found.push(`${name} ${url}`)
      return found
    }
    expect((await kept()).length).toBeGreaterThan(0)

    // An answer about the buyer still on its way when they sign out.
    const reached = new Promise<void>((r) => (held = { path: '/api/v1/save-search', reached: r }))
    const late = fetchEvent('/api/v1/save-search', false)
    await reached
    // Sign-out, as the page tells the worker (src/lib/offline/offline-client.ts).
    listeners.get('message')!({
      data: { type: 'sign-out' },
      source: null,
      waitUntil: (p: Promise<unknown>) => waits.push(p),
    } as unknown as MessageFromPage)
    await Promise.allSettled(waits)
    held!.release!()
    await late
    await Promise.allSettled(waits)
    expect(await kept()).toEqual([])
  })
})
