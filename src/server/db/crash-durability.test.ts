import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

/**
 * Issue 6, item 10: every commit the database layer acknowledged survives SIGKILL, and the
 * directory opens cleanly afterwards. Twenty rounds on one directory, each killed at a moment
 * drawn from its own seed; each round's writer first reopens what the previous kill left.
 */
const ROOT = resolve(import.meta.dirname, '../../..')
const WRITER = join(import.meta.dirname, 'testing/crash-writer.ts')
const ROUNDS = 20
const MAX_KILL_DELAY_MS = 600

/** mulberry32: a tiny seeded generator, so a failing round can be replayed from its seed. */
function seeded(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32
  }
}

interface OpenReport {
  ids: string[]
  total: number
  bySeq: number
  byIndex: number
}

interface RoundResult {
  report: OpenReport
  acked: string[]
  signal: NodeJS.Signals | null
  code: number | null
  stderr: string
}

/** Runs the writer; with killAfter set, SIGKILLs it that many ms after it reported the open. */
function runWriter(dir: string, round: number, killAfter?: number): Promise<RoundResult> {
  const args = ['--import', 'tsx', WRITER, dir, String(round)]
  if (killAfter === undefined) args.push('check')
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] })
  let out = ''
  let stderr = ''
  let report: OpenReport | undefined
  const acked: string[] = []
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString()
    const lines = out.split('\n')
    out = lines.pop()!
    for (const line of lines) {
      if (line.startsWith('ack ')) acked.push(line.slice(4))
      else if (line.startsWith('open ')) {
        report = JSON.parse(line.slice(5)) as OpenReport
        if (killAfter !== undefined) setTimeout(() => child.kill('SIGKILL'), killAfter)
      }
    }
  })
  return new Promise((done, fail) => {
    child.on('error', fail)
    child.on('close', (code, signal) => {
      if (!report) fail(new Error(`writer never opened the database (exit ${code}):\n${stderr}`))
      else done({ report, acked, signal, code, stderr })
    })
  })
}

const dir = mkdtempSync(join(tmpdir(), 'haven-crash-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

// The embedded database only: the api-postgres project would just run the same thing twice.
describe.skipIf(process.env.HAVEN_TEST_DB === 'postgres')(
  'crash durability of the file-backed PGlite',
  () => {
    const acknowledged = new Set<string>()

    function expectIntact(report: OpenReport) {
      const present = new Set(report.ids)
      const lost = [...acknowledged].filter((id) => !present.has(id))
      expect(lost, `acknowledged rows missing after the kill`).toEqual([])
      // All or nothing: the counter moved in the same transactions as the inserts.
      expect(report.total).toBe(report.ids.length)
      expect(report.bySeq).toBe(report.ids.length)
      expect(report.byIndex).toBe(report.ids.length)
    }

    for (let seed = 1; seed <= ROUNDS; seed++) {
      it(`round ${seed}: killed at a seeded moment, nothing acknowledged is lost`, async () => {
        const killAfter = Math.floor(seeded(seed)() * MAX_KILL_DELAY_MS)
        const result = await runWriter(dir, seed, killAfter)
        expectIntact(result.report)
        expect(result.signal, `writer exited by itself:\n${result.stderr}`).toBe('SIGKILL')
        for (const id of result.acked) acknowledged.add(id)
      }, 60_000)
    }

    it('the directory opens cleanly after the last kill with every acknowledged row', async () => {
      const result = await runWriter(dir, 0)
      expect(result.code, result.stderr).toBe(0)
      expectIntact(result.report)
      expect(acknowledged.size).toBeGreaterThan(0)
    }, 60_000)
  },
)
