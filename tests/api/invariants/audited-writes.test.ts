import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { consoleUploadPipeline } from '~/server/media/console-upload-pipeline'
import { folderStore } from '~/server/media/media-store'
import { useUploadPipeline } from '~/server/media/upload-pipeline'
import { useTrustHarness } from '../trust-harness'
import { useTempStaging } from '../upload-harness'
import { consoleDoors } from './audited-writes-console-doors'
import { auditedWrites, operatorDoors, writesInCode, type Doors } from './audited-writes-harness'

/**
 * Invariant 3 (issue 33): every write is audited with the true actor. Every console write route
 * (the route tables of the API's /console and of the upload function), every operator-API write
 * (/api/v1/ops) and every `npm run ops` action, read from the code, is called once as it succeeds:
 * exactly one ops_audit row appears, whose actor is who the request proves — the staff member of
 * the session or the setup link, the operator token, the terminal's user — and a name the caller
 * wrote (body `actor`, --actor) is at most the row's claimed_actor. A write the table below does
 * not know how to call fails the test: teach it, do not skip it.
 */
const { testDb, book } = useTrustHarness('audited-writes')
useTempStaging()
beforeAll(() =>
  useUploadPipeline(
    consoleUploadPipeline(folderStore(mkdtempSync(join(tmpdir(), 'haven-audited-')))),
  ),
)
afterAll(() => {
  useUploadPipeline(null)
  vi.useRealTimers()
})

const harness = auditedWrites({ testDb, book })
/** How to call each write so that it succeeds. */
const TAUGHT: Doors = { ...operatorDoors(harness), ...consoleDoors(harness) }

/**
 * Writes that are deliberately not a row of their own, each with its reason; the test holds them
 * to exactly none, so a change either way is seen.
 */
const AUDITED_ELSEWHERE: Record<string, string> = {
  'PUT /api/v1/console/uploads/:id/parts/:index':
    'a part changes no record: its upload is audited when started, completed or cancelled (one row per file, not one per megabyte)',
}

const lastAudit = async () =>
  (
    await testDb.db.query<{ id: number }>('select coalesce(max(id), 0)::int as id from ops_audit')
  )[0]!.id

describe('invariant 3: every write is audited with the true actor', () => {
  const writes = writesInCode()

  it(`knows how to call each of the ${writes.length} writes in the code, and no write the code no longer has`, () => {
    expect(writes.filter((w) => !(w in TAUGHT))).toEqual([])
    expect(Object.keys(TAUGHT).filter((w) => !writes.includes(w))).toEqual([])
  })

  for (const write of writes) {
    it(`${write}: one audit row, naming who the request proves`, async () => {
      const teach = TAUGHT[write]
      if (!teach) throw new Error(`Teach audited-writes.test.ts how to call ${write}`)
      const door = await teach()
      const before = await lastAudit()
      const res = await door.call()
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(300)
      const rows = await testDb.db.query<{ actor: string; claimed_actor: string | null }>(
        'select actor, claimed_actor from ops_audit where id > $1 order by id',
        [before],
      )
      expect(rows).toEqual(
        write in AUDITED_ELSEWHERE ? [] : [{ actor: door.actor, claimed_actor: door.claimed ?? null }],
      )
    })
  }
})
