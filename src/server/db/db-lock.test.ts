import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { DbLockedError, LOCK_FILE, type DbOwner } from './db-lock'
import { createDb } from './get-db'
import { spawnTsx } from './testing/spawn-tsx'

const dir = mkdtempSync(join(tmpdir(), 'haven-lock-'))
const lockFile = join(dir, LOCK_FILE)
const readLock = () => JSON.parse(readFileSync(lockFile, 'utf8')) as DbOwner
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** A lock as a previous owner would have left it. */
function plantLock(owner: Partial<DbOwner>) {
  const lock = { command: 'node old.ts', startedAt: '2020-01-01T00:00:00.000Z', dataDir: dir }
  writeFileSync(lockFile, JSON.stringify({ ...lock, nonce: 'planted', ...owner }), { mode: 0o600 })
}

async function expectTakenOver() {
  const db = await createDb(dir, { migrate: false })
  expect(readLock().pid).toBe(process.pid)
  await db.close()
  expect(existsSync(lockFile)).toBe(false)
}

// The embedded database only: the api-postgres project would just run the same thing twice.
describe.skipIf(process.env.HAVEN_TEST_DB === 'postgres')(
  'one owner per embedded database directory',
  () => {
    it('refuses a second opener, naming the owner’s pid and command', async () => {
      const holder = spawnTsx('src/server/db/testing/hold-db.ts', [dir])
      try {
        await holder.waitFor('ready')
        expect(statSync(lockFile).mode & 0o777).toBe(0o600)
        expect(readLock().pid).toBe(holder.child.pid)
        const error = await createDb(dir).catch((e: unknown) => e)
        expect(error).toBeInstanceOf(DbLockedError)
        expect((error as Error).message).toContain(`pid ${holder.child.pid} (`)
        expect((error as Error).message).toContain('hold-db.ts')
        expect((error as Error).message).toContain(`kill ${holder.child.pid}`)
        // The refused opener did not disturb the owner's lock.
        expect(readLock().pid).toBe(holder.child.pid)
      } finally {
        holder.child.kill('SIGTERM')
        expect((await holder.exited).code).toBe(0)
      }
      expect(existsSync(lockFile)).toBe(false) // released on close
    })

    it('takes over the lock of an owner killed with SIGKILL', async () => {
      const holder = spawnTsx('src/server/db/testing/hold-db.ts', [dir])
      await holder.waitFor('ready')
      holder.child.kill('SIGKILL')
      await holder.exited
      expect(readLock().pid).toBe(holder.child.pid) // left behind, its pid now dead
      await expectTakenOver()
    })

    it('takes over a lock whose pid now belongs to another process', async () => {
      const other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 60000)'])
      const gone = new Promise((done) => other.on('close', done))
      try {
        plantLock({ pid: other.pid, startTicks: '1' }) // alive, but started after the lock was taken
        await expectTakenOver()
      } finally {
        other.kill('SIGKILL')
        await gone
      }
    })

    it('takes over a lock left by an earlier process with this same pid, or a garbled one', async () => {
      plantLock({ pid: process.pid, startTicks: null })
      await expectTakenOver()
      writeFileSync(lockFile, '{"pid": 12', { mode: 0o600 })
      await expectTakenOver()
    })
  },
)
