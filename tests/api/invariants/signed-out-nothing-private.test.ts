import { describe, expect, it, vi } from 'vitest'
import { signedInPaintedRoutes } from '~/config/paths'
import type { FetchEvent, MessageFromPage, WorkerBuild } from '~/sw/sw-scope'
import { send, TENANT, useTestDb } from '../api-test-db'
import { useOutbox } from '../test-outbox'
import {
  ask,
  buyerWithData,
  handlerOf,
  HOST,
  isPrivate,
  memoryStorage,
  ORIGIN,
  privateIn,
  surfaces,
} from './signed-out-harness'

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
