import { describe, expect, it } from 'vitest'
import { importCatalogue } from '~/server/catalogue/import/import-catalogue'
import { listingEventFields, recordListingChanges } from '~/server/catalogue/listings/listing-events'
import { createStaff } from '~/server/console/staff-accounts'
import { openSession } from '~/server/console/staff-sessions'
import { createRegistry, loadTenants } from '~/server/tenants/load-tenants'
import { createListing } from '~/testing/create-listing'
import { operatorCommands } from '../../scripts/serve-lib/operator-commands'
import { parseOpsArgs } from '../../scripts/serve-lib/ops-args'
import { TENANT, useTestDb } from './api-test-db'
import { consoleCall } from './console-harness'
import { ops } from './trust-harness'

/** Issue 25 item 1 (EVENTS-CONTRACT.md, decision 046): every path that changes a listing records its events. */
const t = useTestDb()
const registry = createRegistry(loadTenants())

interface EventRow { kind: string; from_value: string | null; to_value: string; channel: string }
const eventsOf = (id: number, after = 0) =>
  t.db.query<EventRow & { id: number }>(
    'select id::int as id, kind, from_value, to_value, channel from listing_events where listing_id = $1 and id > $2 order by id',
    [id, after],
  )
const lastEventId = async () => (await t.db.query<{ id: number }>('select coalesce(max(id), 0)::int as id from listing_events'))[0]!.id
const strip = (rows: (EventRow & { id: number })[]) => rows.map(({ id: _id, ...r }) => r)
const idOf = async (where: string) => (await t.db.query<{ id: number }>(`select id from listings where ${where} order by id limit 1`))[0]!.id

async function cli(...argv: string[]) {
  const parsed = parseOpsArgs([...argv, '--actor', 'amaka@ops'], registry)
  if (!('args' in parsed)) throw new Error(JSON.stringify(parsed))
  const out: string[] = []
  const code = await operatorCommands.ops!.run(t.db, parsed.args, { out: (l) => out.push(l), err: (l) => out.push(l), progress: () => {} })
  expect(code, out.join('\n')).toBe(0)
}

// First: the later tests record changes the listings do not make.
describe('the seed', () => {
  it('backfills every listing’s first record, and chains that end where the listing is', async () => {
    const [firsts] = await t.db.query<{ listings: number; missing: number }>(
      `select count(*)::int as listings,
         count(*) filter (where (select count(*) from listing_events e where e.listing_id = l.id and e.from_value is null and e.channel = 'seed') <> 5)::int as missing
       from listings l`,
    )
    expect(firsts).toEqual({ listings: 300, missing: 0 })
    // The newest event of each kind is the listing as it stands.
    const [ends] = await t.db.query<{ wrong: number }>(
      `select count(*)::int as wrong from listings l
       join lateral (select distinct on (kind) kind, to_value from listing_events e where e.listing_id = l.id order by kind, created_at desc, id desc) last on true
       where last.to_value <> case last.kind when 'price' then l.asking_price_ngn::text when 'availability' then l.availability
         when 'status' then l.property_status when 'verification' then l.verification_tier::text else 'true' end`,
    )
    expect(ends!.wrong).toBe(0)
    const [history] = await t.db.query<{ cuts: number; taken: number; rises: number; future: number; before_published: number }>(
      `select count(*) filter (where kind = 'price' and from_value is not null and to_value::bigint < from_value::bigint
           and e.created_at > now() - interval '8 months')::int as cuts,
         count(*) filter (where kind = 'availability' and to_value in ('sold', 'let'))::int as taken,
         count(*) filter (where kind = 'verification' and from_value is not null)::int as rises,
         count(*) filter (where e.created_at > now())::int as future,
         count(*) filter (where e.created_at < l.published_at)::int as before_published
       from listing_events e join listings l on l.id = e.listing_id`,
    )
    expect(history!.cuts).toBeGreaterThan(20)
    expect(history!.taken).toBeGreaterThan(5)
    expect(history!.rises).toBeGreaterThan(300)
    expect([history!.future, history!.before_published]).toEqual([0, 0])
  })
})

describe('the listing events writer', () => {
  it('writes one row per changed field in the caller’s transaction, none when nothing changed, nothing when the transaction fails', async () => {
    const id = await idOf(`availability = 'available'`)
    const before = (await listingEventFields(t.db, id))!
    const mark = await lastEventId()
    expect(await t.db.transaction((tx) => recordListingChanges(tx, id, before, { ...before }, 'api'))).toBe(0)
    const after = { ...before, asking_price_ngn: before.asking_price_ngn - 12_000_000, verification_tier: 4 }
    expect(await t.db.transaction((tx) => recordListingChanges(tx, id, before, after, 'cli'))).toBe(before.verification_tier === 4 ? 1 : 2)
    expect(strip(await eventsOf(id, mark))[0]).toEqual({ kind: 'price', from_value: String(before.asking_price_ngn), to_value: String(before.asking_price_ngn - 12_000_000), channel: 'cli' })
    const mark2 = await lastEventId()
    await t.db
      .transaction(async (tx) => {
        await recordListingChanges(tx, id, before, { ...before, availability: 'sold' }, 'api')
        throw new Error('rolled back')
      })
      .catch(() => {})
    expect(await eventsOf(id, mark2)).toEqual([])
    expect(await listingEventFields(t.db, 99_999_999)).toBeNull()
  })
})

describe('db:import', () => {
  it('records a new listing’s first record as published, a re-import’s changes, and nothing for an unchanged re-import', async () => {
    const listing = createListing({}, 9001)
    await importCatalogue(t.db, [[listing]])
    const id = await idOf(`slug = '${listing.slug}'`)
    expect(strip(await eventsOf(id))).toEqual([
      { kind: 'price', from_value: null, to_value: String(listing.asking_price_ngn), channel: 'import' },
      { kind: 'availability', from_value: null, to_value: 'available', channel: 'import' },
      { kind: 'status', from_value: null, to_value: listing.property_status, channel: 'import' },
      { kind: 'verification', from_value: null, to_value: '0', channel: 'import' },
      { kind: 'published', from_value: null, to_value: 'true', channel: 'import' },
    ])
    const mark = await lastEventId()
    await importCatalogue(t.db, [[listing]])
    expect(await eventsOf(id, mark)).toEqual([])
    const cheaper = { ...listing, asking_price: listing.asking_price - 500_000 * (listing.currency === 'NGN' ? 1 : 0) - 1000 * (listing.currency === 'NGN' ? 0 : 1) }
    cheaper.asking_price_ngn = listing.currency === 'NGN' ? cheaper.asking_price : Math.round((listing.asking_price_ngn / listing.asking_price) * cheaper.asking_price)
    await importCatalogue(t.db, [[{ ...cheaper, availability: listing.category === 'For sale' ? 'sold' : 'let' }]])
    expect(strip(await eventsOf(id, mark))).toEqual([
      { kind: 'price', from_value: String(listing.asking_price_ngn), to_value: String(cheaper.asking_price_ngn), channel: 'import' },
      { kind: 'availability', from_value: 'available', to_value: listing.category === 'For sale' ? 'sold' : 'let', channel: 'import' },
    ])
  })
})

describe('listing operations', () => {
  it('the command line records a check’s tier rise and a sale', async () => {
    const id = await idOf(`verification_tier = 0 and category = 'For sale' and availability = 'available'`)
    const [{ property_id }] = (await t.db.query<{ property_id: string }>('select property_id from listings where id = $1', [id])) as [{ property_id: string }]
    const mark = await lastEventId()
    await cli('verify', '--listing', property_id, '--step', 'identity', '--on', '2026-10-03')
    await cli('mark-sold', '--listing', property_id)
    expect(strip(await eventsOf(id, mark))).toEqual([
      { kind: 'verification', from_value: '0', to_value: '1', channel: 'cli' },
      { kind: 'availability', from_value: 'available', to_value: 'sold', channel: 'cli' },
    ])
  })

  it('the operator API records a let and its coming back; a call that changes nothing records nothing', async () => {
    const id = await idOf(`category = 'For rent' and availability = 'available'`)
    const mark = await lastEventId()
    expect((await ops('POST', `/listings/${id}/confirm-availability`, { actor: 'Amaka' })).status).toBe(200)
    expect(await eventsOf(id, mark)).toEqual([])
    expect((await ops('POST', `/listings/${id}/mark-let`, { actor: 'Amaka' })).status).toBe(200)
    expect((await ops('POST', `/listings/${id}/confirm-availability`, { actor: 'Amaka' })).status).toBe(200)
    expect(strip(await eventsOf(id, mark))).toEqual([
      { kind: 'availability', from_value: 'available', to_value: 'let', channel: 'api' },
      { kind: 'availability', from_value: 'let', to_value: 'available', channel: 'api' },
    ])
  })

  it('the console’s quick actions record their changes as the console', async () => {
    const { id: staffId } = await createStaff(t.db, { actor: 'test', channel: 'cli' }, TENANT, `owner-events@${TENANT}`, 'owner', null)
    const cookie = await openSession(t.db, { id: staffId, tenant_id: TENANT }, 'signed-in')
    const id = await idOf(`category = 'For sale' and availability = 'available'`)
    const mark = await lastEventId()
    expect((await consoleCall('POST', `/listings/${id}/mark-sold`, { note: 'Sold' }, { cookie })).status).toBe(200)
    expect(strip(await eventsOf(id, mark))).toEqual([{ kind: 'availability', from_value: 'available', to_value: 'sold', channel: 'console' }])
  })
})
