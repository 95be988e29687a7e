import { createServer, request as httpRequest, type Server } from 'node:http'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeCompressed } from '../build-lib/precompress'
import { acceptedEncodings } from './content-encoding'
import { sendWebResponse } from './node-adapter'
import { serveFile } from './static-files'

describe('acceptedEncodings', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['gzip, deflate, br', ['br', 'gzip']],
    ['gzip', ['gzip']],
    ['br;q=0, gzip', ['gzip']],
    ['br;q=0.5, gzip;q=0', ['br']],
    ['*', ['br', 'gzip']],
    ['*, br;q=0', ['gzip']],
    ['identity', []],
    ['x-gzip', ['gzip']],
  ])('%s → %j', (header, expected) => {
    expect(acceptedEncodings(header)).toEqual(expected)
  })
})

describe('the local server sends compressed bytes', () => {
  const root = mkdtempSync(join(tmpdir(), 'enc-'))
  const page = '<!doctype html><title>x</title>' + '<p>Lekki Phase 1 duplex</p>'.repeat(200)
  let server: Server
  let port = 0
  beforeAll(async () => {
    mkdirSync(root, { recursive: true })
    writeFileSync(join(root, 'index.html'), page)
    writeFileSync(join(root, 'plain.html'), page)
    await writeCompressed(join(root, 'index.html'), page, 5)
    server = createServer((req, res) => {
      if (req.url === '/api') {
        const json = JSON.stringify({ success: true, data: 'x'.repeat(5000) })
        const r = new Response(json, {
          headers: { 'content-type': 'application/json', vary: 'x-tenant-id' },
        })
        void sendWebResponse(res, r, 'GET', req.headers['accept-encoding'])
        return
      }
      serveFile(res, join(root, req.url!.slice(1)), 200, 'GET', req.headers['accept-encoding'])
    })
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
    port = (server.address() as { port: number }).port
  })
  afterAll(() => server.close())

  const get = (path: string, acceptEncoding?: string) =>
    new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      const req = httpRequest(
        { port, path, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => chunks.push(c))
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
        },
      )
      req.on('error', reject)
      req.end()
    })

  it('serves the .br twin, then .gz, then the original, with Vary and the right length', async () => {
    const br = await get('/index.html', 'gzip, br')
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toBe('Accept-Encoding')
    expect(Number(br.headers['content-length'])).toBe(br.body.length)
    expect(brotliDecompressSync(br.body).toString()).toBe(page)
    const gz = await get('/index.html', 'gzip')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.body).toString()).toBe(page)
    const plain = await get('/index.html')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(page)
    // No twin on disk: the original, whatever the client accepts.
    const noTwin = await get('/plain.html', 'br')
    expect(noTwin.headers['content-encoding']).toBeUndefined()
  })

  it('compresses function answers over 1 KB on the fly and keeps their Vary', async () => {
    const res = await get('/api', 'br, gzip')
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers.vary).toBe('x-tenant-id, accept-encoding')
    expect(JSON.parse(brotliDecompressSync(res.body).toString()).success).toBe(true)
    expect((await get('/api')).headers['content-encoding']).toBeUndefined()
  })
})
