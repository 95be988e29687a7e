import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, expect } from 'vitest'
import type { EventChannel, ListingEventKind } from '~/server/catalogue/listings/listing-events'
import { createStaff } from '~/server/console/staff-accounts'
import { openSession } from '~/server/console/staff-sessions'
import { consoleUploadPipeline } from '~/server/media/console-upload-pipeline'
import { folderStore } from '~/server/media/media-store'
import { useUploadPipeline } from '~/server/media/upload-pipeline'
import { tenantRegistry } from '~/server/tenants/load-tenants'
import { createListing } from '~/testing/create-listing'
import apiHandler from '../../../netlify/functions/api'
import { operatorCommands } from '../../../scripts/serve-lib/operator-commands'
import { parseOpsArgs } from '../../../scripts/serve-lib/ops-args'
import { TENANT, useTestDb } from '../api-test-db'
import { consoleCall, type Json } from '../console-harness'
import { demoPhotoBytes, editorBody, uploadCall } from '../console-listing-harness'
import { useOutbox } from '../test-outbox'
import { ops as opsApi } from '../trust-harness'
import { useTempStaging } from '../upload-harness'

/** What invariant 4's doors share (listing-changes-downstream.test.ts): a database, an outbox, a signed-in owner, and the ways a change is set up and made. */

/** What a buyer hears at the next alert run: a saved search's new listing, a favourite's change, or nothing. */
export type Hears = 'search' | 'favourite' | null

export interface Change {
  what: string
  channel: EventChannel
  /** The listing before the change, its address carrying `word` (null: the change creates it). */
  before(word: string): Promise<number | null>
  /** The change through the door; answers the listing it changed. */
  change(id: number | null, word: string): Promise<number>
  /** The events it writes for the listing (kind, and the new value where it is known); [] none. */
  events: [ListingEventKind, string?][]
  hears: Hears
}

export const onSale = `category = 'For sale' and availability = 'available' and available_confirmed_at is not null`
export const withPhotos = `jsonb_array_length(gallery->'property_images') >= 2`
export const ok = (res: { status: number; body: Json }, status = 200) =>
  expect(res.status, JSON.stringify(res.body)).toBe(status)
export const io = () => ({
  out: () => {},
  err: (line: string) => console.warn(line),
  progress: () => {},
})

/** The test file's database, outbox and signed-in owner (hooks: call at the top of the file), and what drives a change. */
export function useListingChangeHarness() {
  const testDb = useTestDb()
  const outbox = useOutbox('listing-doors')
  const registry = tenantRegistry()
  let staff = ''

  beforeAll(async () => {
    useUploadPipeline(
      consoleUploadPipeline(folderStore(mkdtempSync(join(tmpdir(), 'listing-doors-photos-')))),
    )
    useTempStaging()
    const { id } = await createStaff(
      testDb.db,
      { actor: 'test', channel: 'cli' },
      TENANT,
      'doors-owner@haven.ng',
      'owner',
      null,
    )
    staff = await openSession(testDb.db, { id, tenant_id: TENANT }, 'signed-in')
  })
  afterAll(() => useUploadPipeline(null))

  const used = new Set<number>()
  /** A published listing no other change has used, with `word` added to its address. */
  async function listing(word: string, where = 'true'): Promise<number> {
    const rows = await testDb.db.query<{ id: number }>(
      `select id::int as id from listings where published and (${where}) order by id`,
    )
    const id = rows.map((r) => r.id).find((i) => !used.has(i))
    if (id === undefined) throw new Error(`no listing left where ${where}`)
    used.add(id)
    await testDb.db.query(`update listings set address = address || ', ' || $2 where id = $1`, [
      id,
      word,
    ])
    return id
  }

  /** `npm run ops -- …` as the script runs it here (no server owns this database). */
  async function cli(...argv: string[]) {
    const parsed = parseOpsArgs([...argv, '--actor', 'doors@ops'], registry)
    if (!('args' in parsed)) throw new Error(JSON.stringify(parsed))
    expect(await operatorCommands.ops!.run(testDb.db, parsed.args, io())).toBe(0)
  }
  const inConsole = async (method: string, path: string, body?: unknown, status = 200) =>
    ok(await consoleCall(method, path, body, { cookie: staff }), status)
  const api = async (path: string, body: unknown) =>
    ok(await opsApi('POST', path, { actor: 'doors@api', ...(body as object) }))

  /** A draft from the console at a street carrying `word`, with one photo. */
  async function draft(word: string, photo = true): Promise<number> {
    const created = await consoleCall(
      'POST',
      '/listings',
      editorBody({ address: `7 ${word} Close, Ikoyi, Lagos` }),
      { cookie: staff },
    )
    ok(created, 201)
    const id = created.body.data.id as number
    if (photo) ok(await uploadCall(apiHandler, staff, id, demoPhotoBytes()), 201)
    return id
  }
  const galleryOf = async (id: number) =>
    (
      await testDb.db.query<{ g: Record<string, string[]> }>(
        'select gallery as g from listings where id = $1',
        [id],
      )
    )[0]!.g
  let shade = 0
  const freshPhoto = () =>
    sharp({
      create: {
        width: 640,
        height: 480,
        channels: 3,
        background: { r: (shade += 37) % 256, g: 120, b: 60 },
      },
    })
      .jpeg()
      .toBuffer()

  let imported = 9500
  /** A new listing as db:import takes it, at a street carrying `word`, confirmed available now. */
  const importRecord = (word: string, n = ++imported, overrides: Json = {}) =>
    createListing(
      {
        address: `9 ${word} Road, Ikoyi, Lagos`,
        neighborhood_id: 102,
        availability: 'available',
        confirmed_available_at: new Date().toISOString(),
        realtor_username: null,
        ...overrides,
      },
      n,
    )
  async function importFiles(files: unknown[]) {
    expect(await operatorCommands.import!.run(testDb.db, { files }, io())).toBe(0)
  }
  const idOfSlug = async (slug: string) =>
    (
      await testDb.db.query<{ id: number }>('select id::int as id from listings where slug = $1', [
        slug,
      ])
    )[0]!.id
  /** Record `n` at a street carrying `word`, imported; answers its listing. */
  const importNew = async (word: string, n: number) => (
    await importFiles([[importRecord(word, n)]]),
    idOfSlug(importRecord(word, n).slug)
  )

  return {
    testDb,
    outbox,
    /** The signed-in owner's session cookie (set before the tests run). */
    staff: () => staff,
    listing,
    cli,
    inConsole,
    api,
    draft,
    galleryOf,
    freshPhoto,
    importRecord,
    importFiles,
    importNew,
  }
}

export type ListingChangeHarness = ReturnType<typeof useListingChangeHarness>
