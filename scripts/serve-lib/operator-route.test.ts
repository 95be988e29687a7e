import type { IncomingMessage, ServerResponse } from 'node:http'
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { networkInterfaces, tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCK_FILE, type DbOwner } from '~/server/db/db-lock'
import { killAndClean, spawnTsx, type Spawned } from '~/server/db/testing/spawn-tsx'
import { createListing } from '~/testing/create-listing'
import { createRealtor } from '~/testing/create-realtor'
import { operatorRoute } from './operator-route'
import { isLoopback, OPERATOR_PATH, SECRET_HEADER } from './operator-protocol'

/**
 * Issue 6, item 9, end to end: the real `npm start` script on a private port and data directory,
 * `db:import` run beside it, and the API answering with the imported realtor at once.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'haven-ops-'))
const env = {
  HAVEN_DATA_DIR: dataDir,
  HAVEN_SKIP_BUILD: '1',
  DATABASE_URL: '',
  HAVEN_PGLITE_DIR: '',
}
const lockFile = join(dataDir, 'pglite', LOCK_FILE)
const readLock = () => JSON.parse(readFileSync(lockFile, 'utf8')) as Required<DbOwner>
const importFile = join(dataDir, 'import.json')
const USERNAME = 'ada.handoff'
let server: Spawned

beforeAll(async () => {
  const listings = [1, 2].map((n) => createListing({ realtor_username: USERNAME }, 9000 + n))
  writeFileSync(
    importFile,
    JSON.stringify({ realtors: [createRealtor({ username: USERNAME })], listings }),
  )
  // PORT=0: the kernel picks a free port; the server writes the real one into its lock.
  server = spawnTsx('scripts/serve.ts', [], { ...env, PORT: '0' })
  await server.waitFor('Haven is running')
}, 60_000)

afterAll(() => killAndClean(server, dataDir))

const base = () => `http://127.0.0.1:${readLock().operator.port}`
const realtor = async () => {
  const res = await fetch(`${base()}/api/v1/sales-advisors/realtors/username/${USERNAME}`, {
    headers: { 'x-tenant-id': 'haven.ng' },
  })
  return (await res.json()) as { success: boolean; data: { username: string } | null }
}
const post = (url: string, secret?: string) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(secret ? { [SECRET_HEADER]: secret } : {}) },
    body: '{"files": []}',
  })

describe('operator commands beside a running server', () => {
  it('hands db:import to the running server, which answers with the new realtor at once', async () => {
    expect(readLock().pid).toBe(server.child.pid)
    expect((await realtor()).success).toBe(false)
    const cli = spawnTsx('scripts/db-import.ts', [importFile], env)
    expect((await cli.exited).code, cli.stderr()).toBe(0)
    expect(cli.stdout()).toContain(`open in pid ${server.child.pid} (`)
    expect(cli.stdout()).toContain('handing `import` to it')
    expect(cli.stdout()).toContain('Imported 2 listings and 1 realtors')
    expect(await realtor()).toMatchObject({ success: true, data: { username: USERNAME } })
  })

  it('refuses a wrong or missing secret', async () => {
    const url = `${base()}${OPERATOR_PATH}import`
    expect((await post(url)).status).toBe(403)
    expect((await post(url, 'not-the-secret')).status).toBe(403)
    expect((await post(url, readLock().operator.secret)).status).toBe(200) // the control
  })

  const external = Object.values(networkInterfaces())
    .flat()
    .find((a) => a && a.family === 'IPv4' && !a.internal)?.address
  it.skipIf(!external)('refuses a request that arrives on a non-loopback address', async () => {
    const url = `http://${external}:${readLock().operator.port}${OPERATOR_PATH}import`
    const res = await post(url, readLock().operator.secret)
    expect(res.status).toBe(403)
    expect(await res.text()).toContain('this machine only')
  })

  it('refuses a second server on the same data directory, naming the first', async () => {
    const second = spawnTsx('scripts/serve.ts', [], { ...env, PORT: '0' })
    expect((await second.exited).code).toBe(1)
    expect(second.stderr()).toContain(`already open in pid ${server.child.pid} (`)
    expect(readLock().pid).toBe(server.child.pid)
  })

  it('once the server stops, runs locally; an owner that takes no hand-off is named', async () => {
    server.child.kill('SIGTERM')
    expect((await server.exited).code).toBe(0)
    expect(existsSync(lockFile)).toBe(false)
    const local = spawnTsx('scripts/db-migrate.ts', [], env)
    expect((await local.exited).code, local.stderr()).toBe(0)
    expect(local.stdout()).not.toContain('handing')
    expect(local.stdout()).toContain('Database is up to date')

    const holder = spawnTsx('src/server/db/testing/hold-db.ts', [join(dataDir, 'pglite')])
    await holder.waitFor('ready')
    const refused = spawnTsx('scripts/db-import.ts', [importFile], env)
    expect((await refused.exited).code).toBe(1)
    expect(refused.stderr()).toContain(`open in pid ${holder.child.pid} (`)
    expect(refused.stderr()).toContain('does not take operator commands')
    holder.child.kill('SIGTERM')
    await holder.exited
  })
})

describe('the operator route', () => {
  function request(remoteAddress: string) {
    const req = {
      url: `${OPERATOR_PATH}import`,
      method: 'POST',
      headers: {},
      socket: { remoteAddress },
    }
    const res = {
      status: 0,
      body: '',
      writeHead(s: number) {
        this.status = s
      },
      end(b = '') {
        this.body += b
      },
    }
    return { req: req as unknown as IncomingMessage, res }
  }

  it('refuses every address but loopback before looking at anything else', () => {
    const route = operatorRoute(() => Promise.reject(new Error('never reached')))
    for (const address of ['203.0.113.9', '::ffff:192.168.1.4', '10.0.0.1', 'fe80::1']) {
      const { req, res } = request(address)
      expect(route.handle(req, res as unknown as ServerResponse)).toBe(true)
      expect([address, res.status]).toEqual([address, 403])
    }
    expect(['127.0.0.1', '::1', '::ffff:127.0.0.1', '127.8.9.10'].every(isLoopback)).toBe(true)
  })

  it('leaves every other path to the server', () => {
    const { req, res } = request('127.0.0.1')
    req.url = '/api/v1/indexing/filter-options'
    expect(operatorRoute().handle(req, res as unknown as ServerResponse)).toBe(false)
  })
})
