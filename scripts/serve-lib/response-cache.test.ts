import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { createResponseCache } from './response-cache'

const req = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  ({ url, method, headers: { host: 'localhost:8888', ...headers } }) as unknown as IncomingMessage
const answer = (cacheControl: string, status = 200) => ({
  status,
  headers: { 'cache-control': cacheControl, vary: 'x-tenant-id, accept-encoding' },
  body: Buffer.from('{"success":true}'),
})

describe('the local response cache', () => {
  it('keeps public answers per Vary header, at most 5 s', () => {
    let t = 0
    const cache = createResponseCache(() => t)
    const haven = { 'x-tenant-id': 'haven.ng', 'accept-encoding': 'br' }
    cache.put(req('/api/v1/x', haven), answer('public, max-age=60'))
    expect(cache.get(req('/api/v1/x', haven))?.status).toBe(200)
    expect(
      cache.get(req('/api/v1/x', { ...haven, 'x-tenant-id': 'lekkiprime.com' })),
    ).toBeUndefined()
    expect(cache.get(req('/api/v1/x', { ...haven, 'accept-encoding': 'gzip' }))).toBeUndefined()
    expect(
      cache.get(req('/api/v1/x', { ...haven, host: 'lekki-prime.localhost:8888' })),
    ).toBeUndefined()
    t = 5_001
    expect(cache.get(req('/api/v1/x', haven))).toBeUndefined()
  })

  it('never keeps private, no-store, failed or signed-in answers, and clears on demand', () => {
    const cache = createResponseCache(() => 0)
    cache.put(req('/a'), answer('private, no-store'))
    cache.put(req('/b'), answer('public, max-age=60', 404))
    cache.put(req('/c', { authorization: 'Bearer x' }), answer('public, max-age=60'))
    cache.put(req('/d', {}, 'POST'), answer('public, max-age=60'))
    for (const u of ['/a', '/b', '/d']) expect(cache.get(req(u))).toBeUndefined()
    expect(cache.get(req('/c'))).toBeUndefined()
    cache.put(req('/e'), answer('public, max-age=60'))
    expect(cache.get(req('/e', {}, 'GET'))).toBeDefined()
    expect(cache.get(req('/e', { authorization: 'Bearer y' }))).toBeUndefined()
    cache.clear()
    expect(cache.get(req('/e'))).toBeUndefined()
  })

  it('does not fill up with the page function’s HTML (max-age=0), which it could never serve', () => {
    const cache = createResponseCache(() => 0)
    cache.put(req('/api/v1/x'), answer('public, max-age=60'))
    for (let i = 0; i < 3000; i++) cache.put(req(`/listings/${i}/a-house`), answer('public, max-age=0, must-revalidate'))
    expect(cache.get(req('/listings/1/a-house'))).toBeUndefined()
    expect(cache.get(req('/api/v1/x'))).toBeDefined()
  })

  it('plays the CDN for the page function: keeps what Netlify-CDN-Cache-Control allows, drops it by tag', () => {
    let t = 0
    const cache = createResponseCache(() => t)
    const page = (tags: string) => ({
      status: 200,
      headers: { 'cache-control': 'public, max-age=0, must-revalidate', 'netlify-cdn-cache-control': 'public, durable, s-maxage=3600, stale-while-revalidate=86400', 'netlify-cache-tag': tags, vary: 'accept-encoding' },
      body: Buffer.from('<!doctype html>'),
    })
    cache.put(req('/listings/7/a-house'), page('tenant-haven,listings,listing-7'))
    cache.put(req('/listings/8/a-flat'), page('tenant-haven,listings,listing-8'))
    cache.put(req('/api/v1/x'), answer('public, max-age=60'))
    expect(cache.get(req('/listings/7/a-house'))?.status).toBe(200)
    cache.purge(['listing-7'])
    expect(cache.get(req('/listings/7/a-house'))).toBeUndefined()
    expect(cache.get(req('/listings/8/a-flat'))).toBeDefined()
    expect(cache.get(req('/api/v1/x'))).toBeDefined()
    cache.purge(['listings'])
    expect(cache.get(req('/listings/8/a-flat'))).toBeUndefined()
    cache.put(req('/listings/8/a-flat'), page('tenant-haven,listings,listing-8'))
    t = 5_001
    expect(cache.get(req('/listings/8/a-flat'))).toBeUndefined()
  })

  it('never keeps a page the CDN may not keep', () => {
    const cache = createResponseCache(() => 0)
    const page = (cdn: string) => ({ status: 200, headers: { 'cache-control': 'public, max-age=0, must-revalidate', 'netlify-cdn-cache-control': cdn }, body: Buffer.from('x') })
    cache.put(req('/a'), page('private, no-store'))
    cache.put(req('/b'), page('public, s-maxage=0'))
    for (const u of ['/a', '/b']) expect(cache.get(req(u))).toBeUndefined()
  })

  it('keeps one copy of a painted page per Netlify-Vary answer: Save-Data and the data saver cookie (decision 055)', () => {
    const cache = createResponseCache(() => 0)
    const page = (body: string) => ({
      status: 200,
      headers: { 'cache-control': 'public, max-age=0, must-revalidate', 'netlify-cdn-cache-control': 'public, s-maxage=3600', vary: 'Save-Data, accept-encoding', 'netlify-vary': 'header=Save-Data,cookie=haven_data_saver' },
      body: Buffer.from(body),
    })
    cache.put(req('/listings', { cookie: 'a=1; haven_data_saver=1' }), page('saver'))
    cache.put(req('/listings'), page('full'))
    expect(cache.get(req('/listings', { cookie: 'haven_data_saver=1' }))?.body.toString()).toBe('saver')
    expect(cache.get(req('/listings', { cookie: 'other=2' }))?.body.toString()).toBe('full')
    expect(cache.get(req('/listings', { cookie: 'haven_data_saver=0' }))).toBeUndefined()
    expect(cache.get(req('/listings', { 'save-data': 'on' }))).toBeUndefined()
  })
})
