import { createServer, type Server, type ServerResponse } from 'node:http'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { guardRequest } from './guard'
import { sendWebResponse } from './node-adapter'
import { serveFile } from './static-files'

/** Handlers that fail every way a handler can, behind guardRequest on a real server. */
const dir = mkdtempSync(join(tmpdir(), 'guard-'))
const file = join(dir, 'page.html')
writeFileSync(file, 'x'.repeat(200_000))
const HANDLERS: Record<string, (res: ServerResponse) => unknown> = {
  '/throws': () => {
    throw new Error('sync')
  },
  '/rejects': async () => {
    await Promise.resolve()
    throw new Error('async')
  },
  // undici's Headers let \x01 through; Node's writeHead refuses it (ERR_INVALID_CHAR).
  '/bad-header': (res) => sendWebResponse(res, new Response('hi', { headers: { 'x-odd': 'a\u0001b' } })),
  '/body-error': (res) =>
    sendWebResponse(res, new Response(new ReadableStream({ pull: (c) => c.error(new Error('stream broke')) }))),
  '/vanished-file': (res) => serveFile(res, file + '.gone', 200, 'GET'),
  '/big-file': (res) => serveFile(res, file, 200, 'GET'),
  // stat succeeds, reading fails (EISDIR) once the headers are out: as a file replaced mid-send.
  '/unreadable': (res) => serveFile(res, dir, 200, 'GET'),
}

let server: Server
let base = ''
beforeAll(async () => {
  server = createServer((req, res) => guardRequest(req, res, () => HANDLERS[req.url!]!(res)))
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const address = server.address()
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})
afterAll(() => new Promise<void>((done) => server.close(() => done())))

describe('guardRequest', () => {
  it.each(['/throws', '/rejects', '/bad-header', '/body-error', '/vanished-file'])('%s answers 500 and the server goes on', async (path) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const res = await fetch(base + path)
    expect(res.status).toBe(500)
    expect(await res.text()).toBe('Something went wrong\n')
    expect(log).toHaveBeenCalledWith(expect.stringContaining(`[serve] GET ${path} failed`), expect.anything())
    log.mockRestore()
  })

  it('cuts the connection when a file fails after its headers went out, and goes on', async () => {
    await expect(fetch(base + '/unreadable').then((res) => res.text())).rejects.toThrow()
    expect((await fetch(base + '/big-file')).status).toBe(200)
  })

  it('survives a client that goes away mid-file, and answers the next one', async () => {
    const aborted = new AbortController()
    const res = await fetch(base + '/big-file', { signal: aborted.signal })
    const reader = res.body!.getReader()
    await reader.read()
    aborted.abort()
    await expect(reader.read()).rejects.toThrow()
    expect((await fetch(base + '/big-file').then((r) => r.text())).length).toBe(200_000)
  })
})
