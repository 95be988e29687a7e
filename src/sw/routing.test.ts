import { describe, expect, it } from 'vitest'
import { buildCache, isStaleBuildCache, isUserCache, mayStore, routePattern, strategyFor, userCache, userOf, type RequestFacts } from './routing'

const ORIGIN = 'https://haven.ng'
const req = (path: string, over: Partial<Omit<RequestFacts, 'headers'>> & { headers?: Record<string, string> } = {}): RequestFacts => ({
  method: 'GET',
  mode: 'cors',
  origin: ORIGIN,
  ...over,
  url: path.startsWith('http') ? path : ORIGIN + path,
  headers: new Headers(over.headers ?? {}),
})
const res = (status: number, cacheControl?: string, type = 'basic') => ({ status, type, headers: new Headers(cacheControl ? { 'cache-control': cacheControl } : {}) })
const jwt = (payload: object) => `Bearer x.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.sig`

describe('strategyFor', () => {
  it('routes a page, the build files, photos and API reads', () => {
    expect(strategyFor(req('/favorites', { mode: 'navigate' }))).toBe('navigation')
    // /media is a marketing page too: as a navigation it is a page, not a photo.
    expect(strategyFor(req('/media', { mode: 'navigate' }))).toBe('navigation')
    expect(strategyFor(req('/assets/entry-marketplace-abc123.js'))).toBe('asset')
    expect(strategyFor(req('/media/photos/ab/cd-640.avif'))).toBe('media')
    expect(strategyFor(req('/api/v1/favourite/list?page=1'))).toBe('api')
    expect(strategyFor(req('/favicon.svg'))).toBe('file')
  })

  it('keeps only writes that carry an Idempotency-Key, and never touches other writes', () => {
    expect(strategyFor(req('/api/contact-us', { method: 'POST', headers: { 'Idempotency-Key': 'k1' } }))).toBe('outbox')
    expect(strategyFor(req('/api/v1/enquiry/schedule-viewing', { method: 'POST', headers: { 'Idempotency-Key': 'k2' } }))).toBe('outbox')
    expect(strategyFor(req('/api/v1/favourite', { method: 'POST' }))).toBe('pass')
    expect(strategyFor(req('/api/v1/favourite/9', { method: 'DELETE', headers: { 'Idempotency-Key': 'k3' } }))).toBe('pass')
  })

  it('leaves the console, sign-in, health, other origins and itself to the network', () => {
    for (const path of ['/console', '/console/listings', '/api/v1/console/inbox', '/api/v1/auth/login', '/api/v1/health', '/sw.js'])
      expect(strategyFor(req(path, { mode: path.startsWith('/console') ? 'navigate' : 'cors' })), path).toBe('pass')
    expect(strategyFor(req('https://api.other.ng/api/v1/x'))).toBe('pass')
  })
})

describe('cache names', () => {
  it('names one build per version and deletes only other builds’ caches', () => {
    expect(buildCache('abc')).toBe('haven-v:abc')
    expect(isStaleBuildCache('haven-v:old', 'abc')).toBe(true)
    expect(isStaleBuildCache('haven-v:abc', 'abc')).toBe(false)
    for (const kept of ['haven-media', 'haven-api', userCache('7')]) expect(isStaleBuildCache(kept, 'abc')).toBe(false)
  })
  it('keeps each buyer’s answers in a cache of their own', () => {
    expect(userCache('7')).toBe('haven-user:7')
    expect(isUserCache(userCache('7'))).toBe(true)
    expect(isUserCache('haven-api')).toBe(false)
  })
})

describe('userOf', () => {
  it('reads the user id a bearer token names', () => {
    expect(userOf(jwt({ id: 42, email: 'a@b.ng' }))).toBe('42')
  })
  it('names nobody for no token, a malformed one or an id that is not an id', () => {
    expect(userOf(null)).toBeNull()
    expect(userOf('Bearer nonsense')).toBeNull()
    expect(userOf('Basic abc')).toBeNull()
    expect(userOf(jwt({ id: '../x' }))).toBeNull()
    expect(userOf(jwt({ email: 'a@b.ng' }))).toBeNull()
  })
})

describe('mayStore', () => {
  it('keeps only a complete 200: never an error over a good copy', () => {
    expect(mayStore(res(200), false)).toBe(true)
    for (const status of [201, 204, 206, 304, 404, 500, 503]) expect(mayStore(res(status), false), String(status)).toBe(false)
    expect(mayStore(res(0, undefined, 'opaque'), false)).toBe(false)
  })
  it('keeps a no-store or private answer only when it is the buyer’s own', () => {
    expect(mayStore(res(200, 'private, no-store'), true)).toBe(true)
    expect(mayStore(res(200, 'private, no-store'), false)).toBe(false)
    expect(mayStore(res(200, 'no-store'), false)).toBe(false)
    expect(mayStore(res(200, 'public, max-age=60'), false)).toBe(true)
  })
})

describe('routePattern', () => {
  it('matches a client route’s paths', () => {
    expect(routePattern('/listings/:slug').test('/listings/three-bed-lekki')).toBe(true)
    expect(routePattern('/listings/:slug').test('/listings/a/b')).toBe(false)
    expect(routePattern('/favorites').test('/favorites/')).toBe(true)
    expect(routePattern('/favorites').test('/favoritesx')).toBe(false)
  })
})
