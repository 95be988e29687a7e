import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { killAndClean, spawnTsx, type Spawned } from '~/server/db/testing/spawn-tsx'
import { hostileRequests } from './testing/hostile-requests'
import { exchangeAll, freePort, type Outcome } from './testing/raw-exchange'

/**
 * Issue 20, items 1 and 5: the real `npm start` server as a child process, fed hundreds of
 * hostile request lines and headers over raw TCP. One of them used to end the process — and with
 * it every tenant. Reproduce with FUZZ_HTTP_SEED=<seed>; FUZZ_HTTP_RUNS raises the count.
 */
const SEED = Number(process.env.FUZZ_HTTP_SEED ?? 20261127)
const RUNS = Number(process.env.FUZZ_HTTP_RUNS ?? 600)
const PARALLEL = 8

const dataDir = mkdtempSync(join(tmpdir(), 'haven-hostile-'))
let server: Spawned
let port: number
let died = false

beforeAll(async () => {
  port = await freePort()
  // No HAVEN_SKIP_BUILD: like `npm start`, the server builds first when dist/ is stale, so GET /
  // has a page to answer with.
  server = spawnTsx('scripts/serve.ts', [], { PORT: String(port), HAVEN_DATA_DIR: dataDir, DATABASE_URL: '', HAVEN_PGLITE_DIR: '', HAVEN_SKIP_BUILD: '' })
  void server.exited.then(() => (died = true))
  await server.waitFor('Haven is running')
}, 240_000)

afterAll(() => killAndClean(server, dataDir))

const tally = (outcomes: Outcome[]) => {
  const counts: Record<string, number> = {}
  for (const o of outcomes) {
    const key = typeof o === 'number' ? `${Math.floor(o / 100)}xx` : o
    counts[key] = (counts[key] ?? 0) + 1
  }
  return counts
}

describe('npm start under hostile requests', () => {
  it(`answers ${RUNS} generated hostile requests without a 5xx and stays up (seed ${SEED})`, { timeout: 600_000 }, async () => {
    const pid = server.child.pid
    const requests = hostileRequests(SEED, RUNS)
    const outcomes = await exchangeAll(port, requests, PARALLEL, () => died)
    const counts = tally(outcomes.filter((o) => o !== undefined))
    const sent = outcomes.filter((o) => o !== undefined).length
    console.log(`[fuzz-http] seed ${SEED}: ${sent} requests sent, ${JSON.stringify(counts)}, server ${died ? 'DIED' : 'alive'} (pid ${pid})`)

    const firstDeadly = outcomes.findIndex((o) => o === 'refused')
    expect(died, `the server died; the request before the first refusal: ${JSON.stringify(requests[Math.max(0, firstDeadly - 1)]?.bytes.toString('latin1').slice(0, 200))}\n${server.stderr().slice(-2000)}`).toBe(false)
    const fiveHundreds = outcomes.flatMap((o, i) => (typeof o === 'number' && o >= 500 ? [requests[i]!.bytes.toString('latin1').slice(0, 160)] : []))
    expect(fiveHundreds, 'requests answered 5xx').toEqual([])
    expect(sent).toBe(requests.length)
    // guardRequest's net caught nothing: every path answered bad input itself.
    expect(server.stderr()).not.toContain('[serve]')

    // The same process, still answering the flagship's home page.
    expect(server.child.exitCode).toBeNull()
    expect(() => process.kill(pid!, 0)).not.toThrow()
    const home = await fetch(`http://127.0.0.1:${port}/`, { headers: { host: 'localhost' } })
    expect(home.status).toBe(200)
    expect(await home.text()).toContain('<div id="root"')
  })

  it.each([
    ['GET //[x/ HTTP/1.1', 'Host: localhost', 400],
    ['GET / HTTP/1.1', 'Host: [::1', 400],
    ['GET http://localhost:99999/ HTTP/1.1', 'Host: localhost', 400],
    ['TRACE /api/v1/indexing/listings-search HTTP/1.1', 'Host: localhost', 405],
  ])('answers %s with %s by %i, not by dying', async (line, host, status) => {
    const [outcome] = await exchangeAll(port, [{ bytes: Buffer.from(`${line}\r\n${host}\r\nConnection: close\r\n\r\n`), then: 'wait' }], 1, () => false)
    expect(outcome).toBe(status)
    expect(died).toBe(false)
  })
})
