import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { allRoutes } from '~/config/paths'
import { onPurge } from '~/server/cache/purge-pages'
import type { EventChannel, ListingEventKind } from '~/server/catalogue/listings/listing-events'
import { createStaff } from '~/server/console/staff-accounts'
import { openSession } from '~/server/console/staff-sessions'
import { consoleUploadPipeline } from '~/server/media/console-upload-pipeline'
import { folderStore } from '~/server/media/media-store'
import { useUploadPipeline } from '~/server/media/upload-pipeline'
import { markTaken } from '~/server/ops/listing-ops'
import { tenantRegistry } from '~/server/tenants/load-tenants'
import { lagosToday } from '~/shared/schemas/ops'
import { createListing } from '~/testing/create-listing'
import apiHandler from '../../../netlify/functions/api'
import { sitemapXml } from '../../../scripts/build-lib/site-files'
import { operatorCommands } from '../../../scripts/serve-lib/operator-commands'
import { parseOpsArgs } from '../../../scripts/serve-lib/ops-args'
import { createResponseCache } from '../../../scripts/serve-lib/response-cache'
import { alertBuyer, runAt } from '../alerts-harness'
import { send, TENANT, TEST_SEED, useTestDb } from '../api-test-db'
import { consoleCall, type Json } from '../console-harness'
import { demoPhotoBytes, editorBody, uploadCall } from '../console-listing-harness'
import { useOutbox } from '../test-outbox'
import { ops as opsApi } from '../trust-harness'
import { uploadInParts, useTempStaging } from '../upload-harness'
import {
  answersShowing,
  asRequest,
  fetchAnswer,
  NOT_LISTING_CHANGES,
  writesInCode,
} from './listing-doors'

/**
 * Invariant 4 (issue 33): every listing change reaches everything downstream — its listing events,
 * the CDN purge (cache tags) and so `npm start`'s response cache, the alerts (saved searches and
 * favourites) and the sitemap — whichever door made it. The doors are read from the code: the
 * functions' route tables, `npm run ops`' actions and the operator command table. A door this file
 * does not know fails it: say what it changes below, or why it changes no listing.
 */
const testDb = useTestDb()
const outbox = useOutbox('listing-doors')
const registry = tenantRegistry()
const tenant = registry.byDomain(TENANT)!
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

// ─── One change through one door ───────────────────────────────────────────────────────────────

/** What a buyer hears at the next alert run: a saved search's new listing, a favourite's change, or nothing. */
type Hears = 'search' | 'favourite' | null

interface Change {
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
const onSale = `category = 'For sale' and availability = 'available' and available_confirmed_at is not null`
const ok = (res: { status: number; body: Json }, status = 200) =>
  expect(res.status, JSON.stringify(res.body)).toBe(status)

const io = () => ({ out: () => {}, err: (line: string) => console.warn(line), progress: () => {} })
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

/** The operator's four listing actions, through one door. */
function listingActions(
  channel: EventChannel,
  act: (
    action: 'verify' | 'confirm-available' | 'mark-sold' | 'mark-let',
    id: number,
  ) => Promise<void>,
): Record<string, Change> {
  const taken = (as: 'sold' | 'let', where: string): Change => ({
    what: as,
    channel,
    events: [['availability', as]],
    hears: 'favourite',
    before: (w) => listing(w, where),
    change: async (id) => (await act(`mark-${as}`, id!), id!),
  })
  return {
    verify: {
      what: 'a passed identity check raises the tier',
      channel,
      events: [['verification', '1']],
      hears: null,
      before: (w) => listing(w, 'verification_tier = 0'),
      change: async (id) => (await act('verify', id!), id!),
    },
    'confirm-available': {
      what: 'a sold listing confirmed available is back on the market',
      channel,
      events: [['availability', 'available']],
      hears: 'favourite',
      before: async (w) => {
        const id = await listing(w, onSale)
        await markTaken(testDb.db, { actor: 'setup', channel: 'cli' }, id, 'sold', {})
        return id
      },
      change: async (id) => (await act('confirm-available', id!), id!),
    },
    'mark-sold': taken('sold', onSale),
    'mark-let': taken('let', `category = 'For rent' and availability = 'available'`),
  }
}
const opsPath = {
  verify: 'verification',
  'confirm-available': 'confirm-availability',
  'mark-sold': 'mark-sold',
  'mark-let': 'mark-let',
} as const
const checkBody = { step: 'identity', done_on: lagosToday() }
const byApi = listingActions('api', (a, id) =>
  api(`/listings/${id}/${opsPath[a]}`, a === 'verify' ? checkBody : {}),
)
const byConsole = listingActions('console', (a, id) =>
  inConsole('POST', `/listings/${id}/${opsPath[a]}`, a === 'verify' ? checkBody : {}),
)
const byCli = listingActions('cli', (a, id) =>
  cli(
    a,
    '--listing',
    String(id),
    ...(a === 'verify' ? ['--step', 'identity', '--on', lagosToday()] : []),
  ),
)

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
const withPhotos = `jsonb_array_length(gallery->'property_images') >= 2`
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

/** Every door that changes a listing, and the changes made through it. Seeding replaces everything: it goes last. */
const DOORS: Record<string, Change[]> = {
  'POST /api/v1/ops/listings/:id/verification': [byApi.verify!],
  'POST /api/v1/ops/listings/:id/confirm-availability': [byApi['confirm-available']!],
  'POST /api/v1/ops/listings/:id/mark-sold': [byApi['mark-sold']!],
  'POST /api/v1/ops/listings/:id/mark-let': [byApi['mark-let']!],
  'POST /api/v1/console/listings/:id/verification': [byConsole.verify!],
  'POST /api/v1/console/listings/:id/confirm-availability': [byConsole['confirm-available']!],
  'POST /api/v1/console/listings/:id/mark-sold': [byConsole['mark-sold']!],
  'POST /api/v1/console/listings/:id/mark-let': [byConsole['mark-let']!],
  'cli ops verify': [byCli.verify!],
  'cli ops confirm-available': [byCli['confirm-available']!],
  'cli ops mark-sold': [byCli['mark-sold']!],
  'cli ops mark-let': [byCli['mark-let']!],
  'POST /api/v1/console/listings': [
    {
      what: 'a draft: not public, not news',
      channel: 'console',
      events: [['published', 'false']],
      hears: null,
      before: async () => null,
      change: async (_, w) => draft(w, false),
    },
  ],
  'PUT /api/v1/console/listings/:id': [
    {
      what: 'an edit cuts the price',
      channel: 'console',
      events: [['price']],
      hears: 'favourite',
      before: (w) => listing(w, `${onSale} and currency = 'NGN'`),
      change: async (id) => {
        const { values } = (
          await consoleCall('GET', `/listings/${id}/editor`, undefined, { cookie: staff })
        ).body.data as { values: Json }
        const price = Math.round((values.asking_price * 0.9) / 1000) * 1000
        await inConsole('PUT', `/listings/${id}`, {
          ...values,
          asking_price: price,
          asking_price_ngn: price,
        })
        return id!
      },
    },
  ],
  'POST /api/v1/console/listings/:id/publish': [
    {
      what: 'a draft published is a new listing',
      channel: 'console',
      events: [['published', 'true']],
      hears: 'search',
      before: (w) => draft(w),
      change: async (id) => (
        await inConsole('POST', `/listings/${id}/publish`, { published: true }),
        id!
      ),
    },
    {
      what: 'unpublished, it leaves every page',
      channel: 'console',
      events: [['published', 'false']],
      hears: null,
      before: (w) => listing(w, onSale),
      change: async (id) => (
        await inConsole('POST', `/listings/${id}/publish`, { published: false }),
        id!
      ),
    },
  ],
  'POST /api/v1/console/listings/:id/photos': [
    {
      what: 'a photo added',
      channel: 'console',
      events: [],
      hears: null,
      before: (w) => listing(w),
      change: async (id) => (
        ok(await uploadCall(apiHandler, staff, id!, await freshPhoto()), 201),
        id!
      ),
    },
  ],
  'PUT /api/v1/console/listings/:id/photos': [
    {
      what: 'the photos reordered',
      channel: 'console',
      events: [],
      hears: null,
      before: (w) => listing(w, withPhotos),
      change: async (id) => {
        const gallery = await galleryOf(id!)
        await inConsole('PUT', `/listings/${id}/photos`, {
          gallery: { ...gallery, property_images: [...gallery.property_images!].reverse() },
        })
        return id!
      },
    },
  ],
  'DELETE /api/v1/console/listings/:id/photos': [
    {
      what: 'a photo deleted',
      channel: 'console',
      events: [],
      hears: null,
      before: (w) => listing(w, withPhotos),
      change: async (id) => (
        await inConsole('DELETE', `/listings/${id}/photos`, {
          url: (await galleryOf(id!)).property_images!.at(-1),
        }),
        id!
      ),
    },
  ],
  'POST /api/v1/console/uploads/:id/complete': [
    {
      what: 'a photo uploaded in parts',
      channel: 'console',
      events: [],
      hears: null,
      before: (w) => listing(w),
      change: async (id) => (
        ok(
          await uploadInParts({ cookie: staff }, await freshPhoto(), {
            purpose: 'listing-photo',
            listing_id: id,
          }),
          201,
        ),
        id!
      ),
    },
  ],
  'cli import': [
    {
      what: 'a new listing imported',
      channel: 'import',
      events: [['published', 'true']],
      hears: 'search',
      before: async () => null,
      change: async (_, w) => (
        await importFiles([[importRecord(w, 9400)]]),
        idOfSlug(importRecord(w, 9400).slug)
      ),
    },
    {
      what: 'a listing imported again at a lower price',
      channel: 'import',
      events: [['price']],
      hears: 'favourite',
      before: async (w) => (
        await importFiles([[importRecord(w, 9401)]]),
        idOfSlug(importRecord(w, 9401).slug)
      ),
      change: async (id, w) => {
        const record = importRecord(w, 9401)
        await importFiles([
          [
            {
              ...record,
              asking_price: record.asking_price * 0.9,
              asking_price_ngn: record.asking_price_ngn * 0.9,
            },
          ],
        ])
        return id!
      },
    },
  ],
  'cli seed': [
    {
      what: 'the catalogue replaced',
      channel: 'seed',
      events: [['published', 'true']],
      hears: null,
      before: (w) => listing(w),
      change: async () => {
        expect(
          await operatorCommands.seed!.run(testDb.db, { ...TEST_SEED, demo: false }, io()),
        ).toBe(0)
        return (
          await testDb.db.query<{ id: number }>('select min(id)::int as id from listings')
        )[0]!.id
      },
    },
  ],
}

const mentions = (who: { email: string } | null, id: number) =>
  !!who && outbox.mailsTo(who.email).some((m) => m.includes(`/listings/${id}/`))
let words = 0

describe('invariant 4: every listing change reaches everything downstream', () => {
  it('every write in the code is a door this test drives, or is known to change no listing', () => {
    const writes = writesInCode()
    const unknown = writes.filter((w) => !(w in DOORS) && !(w in NOT_LISTING_CHANGES))
    expect(
      unknown,
      'doors this test does not know: drive them in DOORS, or say in NOT_LISTING_CHANGES why they change no listing',
    ).toEqual([])
    const gone = [...Object.keys(DOORS), ...Object.keys(NOT_LISTING_CHANGES)].filter(
      (d) => !writes.includes(d),
    )
    expect(gone, 'doors named here that the code no longer has').toEqual([])
    expect(Object.keys(DOORS).length).toBeGreaterThanOrEqual(20)
  })

  it('the sitemap names routes only (decision 045): no listing change can leave it stale', () => {
    const xml = sitemapXml(tenant, allRoutes)
    expect(xml).toContain('<loc>')
    expect(xml).not.toMatch(/\/listings\/|:id|:slug/)
  })

  for (const [door, changes] of Object.entries(DOORS))
    for (const c of changes)
      it(`${door}: ${c.what}`, async () => {
        const { db } = testDb
        const word = `doorfield${++words}x`
        const before = await c.before(word)
        const searcher = await alertBuyer(db)
        ok(
          await send(
            'POST',
            '/save-search',
            { label: word, query: `location=${word}`, alert_frequency: 'instant' },
            { token: searcher.token },
          ),
          201,
        )
        const fan =
          before !== null &&
          (await db.query('select 1 from listings where id = $1 and published', [before])).length
            ? await alertBuyer(db)
            : null
        if (fan) ok(await send('POST', '/favourite', { listing_id: before }, { token: fan.token }))

        // The CDN, played by npm start's response cache (its clock stopped), holding every answer that shows the listing.
        const cache = createResponseCache(() => 0)
        const urls = await answersShowing(db, before, word)
        for (const url of urls) {
          const answer = await fetchAnswer(url)
          cache.put(asRequest(url), answer)
          expect(
            answer.status !== 200 || cache.get(asRequest(url)) !== undefined,
            `${url} is kept`,
          ).toBe(true)
        }
        const purged: string[] = []
        const stop = [
          onPurge((tags) => cache.purge(tags)),
          onPurge((tags) => void purged.push(...tags)),
        ]
        const [{ last }] = (await db.query<{ last: number }>(
          'select coalesce(max(id), 0)::int as last from listing_events',
        )) as [{ last: number }]
        let id: number
        try {
          id = await c.change(before, word)
        } finally {
          for (const off of stop) off()
        }

        // Its events, from its channel.
        const events = await db.query<{ kind: string; to_value: string; channel: string }>(
          'select kind, to_value, channel from listing_events where listing_id = $1 and id > $2 order by id',
          [id, last],
        )
        if (c.events.length === 0)
          expect(events, 'events of a change to no event field').toEqual([])
        else {
          expect(
            events.map((e) => e.channel).filter((ch) => ch !== c.channel),
            'events from another channel',
          ).toEqual([])
          for (const [kind, to] of c.events)
            expect(events, `a ${kind} event`).toContainEqual(
              expect.objectContaining(to === undefined ? { kind } : { kind, to_value: to }),
            )
        }

        // Every answer still kept says what the origin says now: the rest were purged by tag (purged: …).
        for (const url of urls) {
          const kept = cache.get(asRequest(url))
          if (kept)
            expect(
              kept.body.toString(),
              `${url} kept stale after purging [${purged.join(', ')}]`,
            ).toBe((await fetchAnswer(url)).body.toString())
        }

        // The next alert run tells whom it should, and nobody else.
        await runAt(db, 2)
        expect(mentions(searcher, id), 'the saved search heard of it').toBe(c.hears === 'search')
        if (c.hears === 'favourite')
          expect(fan, 'a favourite change needs a published listing before').not.toBeNull()
        expect(mentions(fan, id), 'the favourite heard of it').toBe(c.hears === 'favourite')
      })
})
