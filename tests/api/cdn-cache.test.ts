import { once } from 'node:events'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { importCatalogue } from '~/server/catalogue/import/import-catalogue'
import { PAGE_CDN_CACHE } from '~/server/cache/cache-tags'
import { PURGE_RETRY, purgesIdle } from '~/server/cache/purge-pages'
import { pageGetter } from '~/testing/page-shell'
import { createListing } from '~/testing/create-listing'
import { call, useTestDb } from './api-test-db'
import { ops, signUp, get as getAs } from './trust-harness'

const testDb = useTestDb()
const { get } = pageGetter()

/** Netlify's purge API, played by a real HTTP server: each call, and the page as it was when the call came. */
interface Purge {
  auth: string | undefined
  body: { cache_tags: string[]; site_id: string }
  availability: string | null
}
const purges: Purge[] = []
/** Purge calls the stand-in refuses (503) before it accepts, per site; and those it refused. */
const refusals = new Map<string, number>()
const refused: string[] = []
let api: Server
let watched: { id: number; slug: string } | null = null

const bodyOf = async (req: IncomingMessage) => {
  const chunks: Buffer[] = []
  for await (const c of req as AsyncIterable<Buffer>) chunks.push(c)
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Purge['body']
}
const availabilityIn = (html: string) => /"availability":"([a-z]+)"/.exec(html)?.[1] ?? null

const ENV = ['NETLIFY_PURGE_API_TOKEN', 'HAVEN_CDN_SITE_IDS', 'HAVEN_NETLIFY_API_URL'] as const
beforeAll(async () => {
  api = createServer((req, res) => {
    void bodyOf(req).then(async (body) => {
      const left = refusals.get(body.site_id) ?? 0
      if (left > 0) {
        refusals.set(body.site_id, left - 1)
        refused.push(body.site_id)
        return res.writeHead(503).end()
      }
      // What the CDN would fetch again right now: the change must already be committed.
      const availability = watched ? availabilityIn(await (await get(`/listings/${watched.id}/${watched.slug}`)).text()) : null
      purges.push({ auth: req.headers.authorization, body, availability })
      res.writeHead(req.url === '/api/v1/purge' ? 202 : 404).end()
    })
  }).listen(0, '127.0.0.1')
  await once(api, 'listening')
  process.env.NETLIFY_PURGE_API_TOKEN = 'purge-token-for-tests'
  process.env.HAVEN_CDN_SITE_IDS = 'site-haven, site-lekki'
  process.env.HAVEN_NETLIFY_API_URL = `http://127.0.0.1:${(api.address() as AddressInfo).port}`
})
afterAll(() => {
  for (const name of ENV) delete process.env[name]
  api.close()
})
beforeEach(() => {
  purges.length = 0
  refused.length = 0
  refusals.clear()
  watched = null
  PURGE_RETRY.delaysMs = [10, 20, 40, 80, 160] // the same six attempts, sooner
})

describe('painted pages at the CDN', () => {
  it('are kept at the edge (durable) under their tenant, listings and listing tags; signed-in answers stay private', async () => {
    const [l] = await testDb.db.query<{ id: number; slug: string }>(`select id, slug from listings order by id limit 1`)
    const page = await get(`/listings/${l!.id}/${l!.slug}`)
    expect(page.headers.get('netlify-cdn-cache-control')).toBe(PAGE_CDN_CACHE)
    expect(PAGE_CDN_CACHE).toMatch(/^public, durable, s-maxage=\d+, stale-while-revalidate=\d+$/)
    expect(page.headers.get('netlify-cache-tag')).toBe(`tenant-haven,listings,listing-${l!.id}`)
    expect((await get('/marketplace')).headers.get('netlify-cache-tag')).toBe('tenant-haven,listings')
    expect((await get('/listings/no-such-listing')).headers.get('netlify-cache-tag')).toBe('tenant-haven,listings')
    const me = await signUp()
    const favourites = await getAs('/favourite', me)
    expect(favourites.res.headers.get('cache-control')).toBe('private, no-store')
    expect(favourites.res.headers.get('netlify-cdn-cache-control')).toBeNull()
  })

  it('mark sold purges the listing’s page and the lists on every tenant’s site, once the change is committed', async () => {
    const [l] = await testDb.db.query<{ id: number; slug: string }>(`select id, slug from listings where category = 'For sale' and availability = 'available' order by id limit 1`)
    watched = l!
    expect(availabilityIn(await (await get(`/listings/${l!.id}/${l!.slug}`)).text())).toBe('available')
    expect((await ops('POST', `/listings/${l!.id}/mark-sold`, { actor: 'Amaka' })).status).toBe(200)
    expect(purges.map((p) => [p.body.site_id, p.body.cache_tags, p.auth]).sort()).toEqual([
      ['site-haven', [`listing-${l!.id}`, 'listings'], 'Bearer purge-token-for-tests'],
      ['site-lekki', [`listing-${l!.id}`, 'listings'], 'Bearer purge-token-for-tests'],
    ])
    expect(purges.map((p) => p.availability)).toEqual(['sold', 'sold'])
  })

  it('an import purges every page (they all show listings)', async () => {
    await importCatalogue(testDb.db, [[createListing({}, 9001)]])
    expect(purges.map((p) => p.body.cache_tags)).toEqual([['listings'], ['listings']])
    expect((await call(`/indexing/listings-search?slug=${createListing({}, 9001).slug}`)).status).toBe(200)
  })

  it('a write outside Netlify without a purge token purges nothing and still succeeds', async () => {
    const token = process.env.NETLIFY_PURGE_API_TOKEN
    delete process.env.NETLIFY_PURGE_API_TOKEN
    try {
      const [l] = await testDb.db.query<{ id: number }>(`select id from listings where availability = 'available' order by id desc limit 1`)
      expect((await ops('POST', `/listings/${l!.id}/confirm-availability`, { actor: 'Amaka' })).status).toBe(200)
      expect(purges).toEqual([])
    } finally {
      process.env.NETLIFY_PURGE_API_TOKEN = token
    }
  })

  it('a refused purge is tried again after the answer until the CDN accepts it', async () => {
    const [l] = await testDb.db.query<{ id: number; slug: string }>(`select id, slug from listings where availability = 'available' order by id limit 1 offset 3`)
    watched = l!
    refusals.set('site-haven', 3).set('site-lekki', 1)
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      expect((await ops('POST', `/listings/${l!.id}/mark-sold`, { actor: 'Amaka' })).status).toBe(200)
      await purgesIdle()
    } finally {
      warned.mockRestore()
    }
    expect(refused.sort()).toEqual(['site-haven', 'site-haven', 'site-haven', 'site-lekki'])
    expect(purges.map((p) => [p.body.site_id, p.body.cache_tags, p.availability]).sort()).toEqual([
      ['site-haven', [`listing-${l!.id}`, 'listings'], 'sold'],
      ['site-lekki', [`listing-${l!.id}`, 'listings'], 'sold'],
    ])
  })

  it('a CDN that refuses every attempt gets six, one error is logged, and the write stands', async () => {
    const [l] = await testDb.db.query<{ id: number }>(`select id from listings where availability = 'available' order by id limit 1 offset 4`)
    refusals.set('site-haven', 99).set('site-lekki', 99)
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      expect((await ops('POST', `/listings/${l!.id}/confirm-availability`, { actor: 'Amaka' })).status).toBe(200)
      await purgesIdle()
      expect(refused.filter((s) => s === 'site-haven')).toHaveLength(6)
      expect(logged.mock.calls.map((c) => String(c[0]))).toEqual([
        expect.stringMatching(/^cache purge of listing-\d+, listings on site-(haven|lekki) failed after 6 attempts/),
        expect.stringMatching(/^cache purge of listing-\d+, listings on site-(haven|lekki) failed after 6 attempts/),
      ])
    } finally {
      warned.mockRestore()
      logged.mockRestore()
    }
    expect(purges).toEqual([])
  })
})
