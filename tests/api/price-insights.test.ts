import { beforeAll, describe, expect, it } from 'vitest'
import { createStaff } from '~/server/console/staff-accounts'
import { openSession } from '~/server/console/staff-sessions'
import { call, TENANT, useTestDb } from './api-test-db'
import { consoleCall } from './console-harness'
import { editorBody } from './console-listing-harness'
import { ops } from './trust-harness'

/** Issue 25: a listing's price history and its price per m² beside comparable listings' median. */
const t = useTestDb()

const SIZE = `case when property_type = 'Land' then land_size else coalesce(unit_size, land_size) end`
const insights = (id: number | string) => call(`/indexing/listing-price-insights?listing_id=${id}`)

/** A listing for sale with at least `n` others of its area, category and type on the market. */
async function inGroupOf(n: number) {
  const [row] = await t.db.query<{ id: number }>(
    `select min(id) as id from listings where availability = 'available' and category = 'For sale' and ${SIZE} > 0
     group by area_id, category, property_type having count(*) > $1 order by count(*) desc limit 1`,
    [n],
  )
  return row!.id
}

/** The same median, worked out here from the rows. */
async function expectedMedian(id: number) {
  const rows = await t.db.query<{ per: number }>(
    `select l.asking_price_ngn::float8 / (case when l.property_type = 'Land' then l.land_size else coalesce(l.unit_size, l.land_size) end) as per
     from listings me join listings l on l.area_id = me.area_id and l.category = me.category and l.property_type = me.property_type
     where me.id = $1 and l.id <> me.id and l.availability = 'available'`,
    [id],
  )
  const sorted = rows.map((r) => r.per).sort((a, b) => a - b)
  const mid = (sorted.length - 1) / 2
  return { median: Math.round((sorted[Math.floor(mid)]! + sorted[Math.ceil(mid)]!) / 2), n: sorted.length }
}

let editor = ''
beforeAll(async () => {
  const { id } = await createStaff(t.db, { actor: 'test', channel: 'cli' }, TENANT, 'pricing-editor@haven.ng', 'editor', null)
  editor = await openSession(t.db, { id, tenant_id: TENANT }, 'signed-in')
})

describe('GET /indexing/listing-price-insights', () => {
  it('answers the price per m² beside the median of comparable listings and how many it rests on', async () => {
    const id = await inGroupOf(6)
    const { status, body, res } = await insights(id)
    expect(status).toBe(200)
    const { median, n } = await expectedMedian(id)
    expect(body.data.context).toMatchObject({ median_per_m2: median, comparables: n })
    expect(res.headers.get('netlify-cache-tag')).toBe(`listing-${id},listings`)
  })

  it('flags a price under 60 % of the median once the catalogue changes, and hides the median below 5 comparables', async () => {
    const id = await inGroupOf(6)
    const before = (await insights(id)).body.data.context
    expect(before.far_below).toBe(before.ratio < 0.6)
    await t.db.query('update listings set asking_price_ngn = asking_price_ngn * 0.3 where id = $1', [id])
    await t.db.query('update catalogue_version set version = version + 1')
    const after = (await insights(id)).body.data.context
    expect(after).toMatchObject({ far_below: true, median_per_m2: before.median_per_m2 })
    const [lonely] = await t.db.query<{ id: number }>(
      `select min(id) as id from listings group by area_id, category, property_type having count(*) < 5 limit 1`,
    )
    expect((await insights(lonely!.id)).body.data.context).toBeNull()
  })

  it('lists price and status changes with their Lagos days, and an operator’s sale at once', async () => {
    const [cut] = await t.db.query<{ listing_id: number }>(
      `select listing_id from listing_events where kind = 'price' and from_value is not null limit 1`,
    )
    const { body } = await insights(cut!.listing_id)
    const history = body.data.history as { kind: string; from_value: string | null; to_value: string; on: string }[]
    expect(history[0]).toMatchObject({ kind: 'price', from_value: null })
    expect(history.some((e) => e.kind === 'price' && Number(e.to_value) < Number(e.from_value))).toBe(true)
    expect(history.every((e) => /^\d{4}-\d{2}-\d{2}$/.test(e.on))).toBe(true)
    expect(history.some((e) => (e.kind as string) === 'verification')).toBe(false)

    const [forSale] = await t.db.query<{ id: number }>(`select id from listings where category = 'For sale' and availability = 'available' order by id desc limit 1`)
    await insights(forSale!.id) // cached now
    expect((await ops('POST', `/listings/${forSale!.id}/mark-sold`, { actor: 'Amaka' })).status).toBe(200)
    expect((await insights(forSale!.id)).body.data.history.at(-1)).toMatchObject({ kind: 'availability', from_value: 'available', to_value: 'sold' })
  })

  it('names the field of a bad request and says when there is no such listing', async () => {
    const bad = await insights('abc')
    expect([bad.status, bad.body.message]).toEqual([400, 'listing_id must be a whole number'])
    expect((await call('/indexing/listing-price-insights')).status).toBe(400)
    const missing = await insights(99_999_999)
    expect([missing.status, missing.body.message]).toEqual([404, 'Listing not found'])
  })

  it('answers 404 for a draft or an unpublished listing, and counts neither as a comparable (issue 33, finding 4)', async () => {
    const [group] = await t.db.query<{ id: number; neighbourhood_id: number }>(
      `select min(id) as id, min(neighbourhood_id) as neighbourhood_id from listings
       where availability = 'available' and category = 'For sale' and property_type = 'House' and coalesce(unit_size, land_size) > 0
       group by area_id having count(*) > 6 order by count(*) desc limit 1`,
    )
    const before = (await insights(group!.id)).body.data.context
    // A draft far below the group's prices: counted, it would move the median and the count.
    const created = await consoleCall('POST', '/listings', editorBody({ neighborhood_id: group!.neighbourhood_id, asking_price: 1_000_000, asking_price_ngn: 1_000_000 }), { cookie: editor })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const draft = created.body.data.id as number
    const missing = await insights(draft)
    expect([missing.status, missing.body.message]).toEqual([404, 'Listing not found'])
    expect((await insights(group!.id)).body.data.context).toEqual(before)

    // A published comparable taken down leaves the group, and its own history with it.
    const [other] = await t.db.query<{ id: number }>(
      `select l.id from listings me join listings l on l.area_id = me.area_id and l.category = me.category and l.property_type = me.property_type
       where me.id = $1 and l.id <> me.id and l.availability = 'available' and l.published limit 1`,
      [group!.id],
    )
    expect((await consoleCall('POST', `/listings/${other!.id}/publish`, { published: false }, { cookie: editor })).status).toBe(200)
    expect((await insights(other!.id)).status).toBe(404)
    expect((await insights(group!.id)).body.data.context.comparables).toBe(before.comparables - 1)
  })
})
