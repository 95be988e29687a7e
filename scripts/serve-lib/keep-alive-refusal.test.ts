import { mkdtempSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { killAndClean, spawnTsx, type Spawned } from '~/server/db/testing/spawn-tsx'
import { UNREAD_BODY_DRAIN_BYTES } from './node-adapter'
import { freePort } from './testing/raw-exchange'

/**
 * Issue 33, finding 12: an upload refused before its body is read (401, 403) left the connection
 * unable to carry the next request, 10 times in 10. The real `npm start` server, a real keep-alive
 * connection (one socket, reused), requests as a browser sends them.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'haven-keep-alive-'))
let server: Spawned
let port: number

beforeAll(async () => {
  port = await freePort()
  server = spawnTsx('scripts/serve.ts', [], {
    PORT: String(port),
    HAVEN_DATA_DIR: dataDir,
    DATABASE_URL: '',
    HAVEN_PGLITE_DIR: '',
    HAVEN_SKIP_BUILD: '1',
  })
  await server.waitFor('Haven is running')
}, 240_000)

afterAll(() => killAndClean(server, dataDir))

interface Answer {
  status: number
  connection: string | undefined
  /** Whether this request went over the connection the one before it used. */
  reused: boolean
}

/** One request through `agent`, its body sent whole (as a browser's upload is); answers the head that came back, or 'no answer'. */
function send(
  agent: Agent,
  method: string,
  path: string,
  body?: Buffer,
  headers: Record<string, string> = {},
): Promise<Answer | 'no answer'> {
  return new Promise((done) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: {
          host: 'localhost',
          'x-tenant-id': 'haven.ng',
          'x-haven-console': '1',
          ...headers,
        },
      },
      (res) => {
        // What matters is the answer's head: past the cap the server ends the connection while the
        // client is still sending (EPIPE afterwards is expected).
        done({
          status: res.statusCode!,
          connection: res.headers.connection,
          reused: req.reusedSocket,
        })
        res.resume()
      },
    )
    // A connection that never answers is the failure itself: give up after a while rather than hang the suite.
    req.setTimeout(15_000, () => (req.destroy(), done('no answer')))
    req.on('error', () => done('no answer'))
    req.end(body)
  })
}

const PART = (id: string) => `/api/v1/console/uploads/${id}/parts/0`
const octets = { 'content-type': 'application/octet-stream' }

describe('a request refused before its body is read', () => {
  it(
    'leaves the keep-alive connection able to carry the next request, 10 times in 10',
    { timeout: 180_000 },
    async () => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 })
      const answers: (Answer | 'no answer')[] = []
      for (let i = 0; i < 10; i++) {
        // No session: 401 before a byte of the ~400 KB part is read; then the same connection asks again.
        answers.push(
          await send(agent, 'PUT', PART('a'.repeat(32)), Buffer.alloc(400 * 1024, i), octets),
        )
        answers.push(await send(agent, 'GET', '/api/v1/health'))
      }
      agent.destroy()
      expect(answers.map((a) => (a === 'no answer' ? a : a.status))).toEqual(
        Array.from({ length: 10 }, () => [401, 200]).flat(),
      )
      // Every request after the first went over the one connection.
      expect(answers.slice(1).every((a) => a !== 'no answer' && a.reused)).toBe(true)
    },
  )

  it(
    `closes the connection, saying so, when more than ${UNREAD_BODY_DRAIN_BYTES / 1024 / 1024} MB would have to be read and thrown away`,
    { timeout: 60_000 },
    async () => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 })
      const refused = await send(
        agent,
        'POST',
        '/api/v1/console/listings/1/photos?name=big.jpg',
        Buffer.alloc(UNREAD_BODY_DRAIN_BYTES + 1024 * 1024),
        { 'content-type': 'image/jpeg' },
      )
      const next = await send(agent, 'GET', '/api/v1/health')
      agent.destroy()
      expect(refused).toMatchObject({ status: 401, connection: 'close' })
      // The next request is answered, over a new connection.
      expect(next).toMatchObject({ status: 200, reused: false })
    },
  )
})
