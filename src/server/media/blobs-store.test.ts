import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getStore, setEnvironmentContext } from '@netlify/blobs'
import { BlobsServer } from '@netlify/blobs/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IMMUTABLE_CACHE, SECURITY_HEADERS } from '~/config/http-headers'
import photoFunction from '../../../netlify/functions/photo'
import { servePhotoBlob } from './serve-photo-blob'
import { blobsStore, PHOTO_BLOBS } from './blobs-store'
import { FALLBACK_CACHE, PHOTO_CDN_CACHE } from './serve-photo-blob'

/**
 * The Netlify Blobs store and the photo function against @netlify/blobs' own local server (real
 * HTTP, the client Netlify's runtime uses; no mocks). The function finds the store the way it does
 * on Netlify: from the environment context.
 */
const HASH = '0246d5a28f11ac48'
const STEM = `${HASH}-2000x1677-88a8d8`
const OTHER = 'fef7d561ce137602-1200x800-102030'
const token = 'test-token'
let dir = ''
let server: BlobsServer

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'haven-blobs-'))
  server = new BlobsServer({ directory: dir, token })
  const { port } = await server.start()
  setEnvironmentContext({ edgeURL: `http://localhost:${port}`, siteID: 'haven-test-site', token })
})
afterAll(async () => {
  await server.stop()
  rmSync(dir, { recursive: true, force: true })
})

const store = () => blobsStore(getStore(PHOTO_BLOBS))
const get = (path: string, method = 'GET') => photoFunction(new Request(`https://lekkiprime.com${path}`, { method }))

describe('blobsStore', () => {
  it('keeps what is put, byte for byte, and says what it has', async () => {
    const bytes = Buffer.from([0, 1, 2, 255, 254, 10, 13])
    await store().put(`${STEM}-320.avif`, bytes)
    expect(await store().has(`${STEM}-320.avif`)).toBe(true)
    expect(await store().has(`${STEM}-480.avif`)).toBe(false)
    expect(Buffer.compare(await store().read(`${STEM}-320.avif`), bytes)).toBe(0)
    await expect(store().read(`${STEM}-480.avif`)).rejects.toThrow('not in the photos store')
  })

  it('removes every file of one photo and no other photo’s', async () => {
    const names = [`${STEM}.jpg`, `${STEM}-thumbnail.jpg`, `${STEM}-320.webp`, `${HASH}.v2.json`]
    for (const n of names) await store().put(n, Buffer.from(n))
    await store().put(`${OTHER}.jpg`, Buffer.from('other'))
    expect(await store().removePhoto(HASH)).toBe(5) // the four, and the AVIF of the test above
    expect(await Promise.all(names.map((n) => store().has(n)))).toEqual([false, false, false, false])
    expect(await store().has(`${OTHER}.jpg`)).toBe(true)
    expect(await store().removePhoto('not-a-hash')).toBe(0)
  })
})

describe('netlify/functions/photo.ts', () => {
  beforeAll(async () => {
    await store().put(`${OTHER}-640.avif`, Buffer.from('avif bytes'))
    await store().put(`${OTHER}-640.webp`, Buffer.from('webp bytes'))
  })

  it('streams a photo with its type, a year of browser and CDN cache, and the security headers', async () => {
    const res = await get(`/media/photos/${OTHER}-640.avif`)
    expect([res.status, await res.text()]).toEqual([200, 'avif bytes'])
    expect(res.headers.get('content-type')).toBe('image/avif')
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE_CACHE)
    expect(res.headers.get('netlify-cdn-cache-control')).toBe(PHOTO_CDN_CACHE)
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name)).toBe(value)
    expect((await get(`/media/photos/${OTHER}-640.webp`)).headers.get('content-type')).toBe('image/webp')
  })

  it('answers a width an earlier pipeline did not write with the next larger one, for a day only', async () => {
    const res = await get(`/media/photos/${OTHER}-480.avif`)
    expect([res.status, await res.text()]).toEqual([200, 'avif bytes'])
    expect(res.headers.get('cache-control')).toBe(FALLBACK_CACHE)
    expect(res.headers.get('netlify-cdn-cache-control')).toBeNull()
    const head = await get(`/media/photos/${OTHER}-480.webp`, 'HEAD')
    expect([head.status, head.headers.get('content-type')]).toEqual([200, 'image/webp'])
    // Wider than any variant it has: the JPEG the URL names (put by the blobsStore tests above).
    const jpeg = await get(`/media/photos/${OTHER}-720.avif`)
    expect([jpeg.status, jpeg.headers.get('content-type'), await jpeg.text()]).toEqual([200, 'image/jpeg', 'other'])
  })

  it('answers HEAD without a body, and 405 to a write', async () => {
    const head = await get(`/media/photos/${OTHER}-640.avif`, 'HEAD')
    expect([head.status, head.headers.get('content-type'), await head.text()]).toEqual([200, 'image/avif', ''])
    const put = await get(`/media/photos/${OTHER}-640.avif`, 'PUT')
    expect([put.status, put.headers.get('allow')]).toEqual([405, 'GET, HEAD'])
  })

  it.each([
    ['a photo not in the store', '/media/photos/aaaaaaaaaaaaaaaa-1200x800-102030-320.avif'],
    ['the pipeline’s record, which is in the store', `/media/photos/${HASH}.v2.json`],
    ['an encoded parent folder', `/media/photos/..%2F..%2F${OTHER}-640.avif`],
    ['an encoded slash inside', `/media/photos/x%2F${OTHER}-640.avif`],
    ['a folder', '/media/photos/'],
  ])('answers 404 with the envelope to %s', async (_, path) => {
    if (path.endsWith('.json')) await store().put(`${HASH}.v2.json`, Buffer.from('{}'))
    const res = await get(path)
    expect([res.status, await res.json()]).toEqual([404, { success: false, message: 'No such photo', data: null, status: 'FAILED' }])
    expect(res.headers.get('cache-control')).toBeNull()
  })

  it('answers 503 with the envelope, never a crash, on a site without Blobs', async () => {
    const res = await servePhotoBlob(new Request(`http://localhost/media/photos/${OTHER}-640.avif`), () => {
      throw new Error('The environment has not been configured to use Netlify Blobs')
    })
    expect([res.status, (await res.json()).message]).toEqual([503, 'Photo storage is not configured on this site'])
  })
})
