import { describe, expect, it } from 'vitest'
import { importCatalogue, type ImportError } from '~/server/catalogue/import/import-catalogue'
import { createListing } from '~/testing/create-listing'
import { opsTokenActor } from '~/server/ops/ops-token'
import { PARTNER_FIRMS, seedConfirmedDaysAgo, seedTier } from '~/testing/create-trust'
import { call, send, TEST_SEED } from './api-test-db'
import { as, DAY, get, lagosIn, ops, signUp, TOKEN, total, useTrustHarness, type Json } from './trust-harness'

/** Issue 11 on the listing side (decision 035): tiers, checks, freshness, import. */
const { testDb, counts } = useTrustHarness('trust-listings')

describe('listings: how far verified, and how current', () => {
  it('puts the tier and the confirmation on every card, and the checklist on the detail', async () => {
    const { body } = await call('/indexing/listings-search?limit=50&sort_by=new')
    for (const l of body.data) {
      expect(l.verification_tier).toBe(seedTier(l.id))
      expect(l).toMatchObject({ availability: 'available', is_sold: false, confirmed_days_ago: seedConfirmedDaysAgo(l.id) })
      expect(l.freshness).toBe(seedConfirmedDaysAgo(l.id) >= 30 ? 'stale' : 'fresh')
      expect(l).not.toHaveProperty('verification_steps')
    }
    const verified = (await call('/indexing/listings-search?id=13')).body.data
    expect(verified.verification_tier).toBe(4)
    expect(verified.verification_steps.map((s: Json) => [s.step, s.status])).toEqual([
      ['identity', 'passed'],
      ['mandate', 'passed'],
      ['title', 'passed'],
      ['inspection', 'passed'],
    ])
    const title = verified.verification_steps[2]
    expect(PARTNER_FIRMS).toContain(title.partner_firm)
    expect(title).toMatchObject({ label: 'Title searched', result: expect.stringMatching(/Title confirmed/), done_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) })
    expect(title.meaning).toMatch(/law firm/)
    const failed = (await call('/indexing/listings-search?id=12')).body.data
    expect([failed.verification_tier, failed.verification_steps.map((s: Json) => s.status)]).toEqual([2, ['passed', 'passed', 'failed', 'not_done']])
    const none = (await call('/indexing/listings-search?id=1')).body.data
    expect(none.verification_steps.every((s: Json) => s.status === 'not_done' && s.done_on === null)).toBe(true)
  })

  it('filters to verified listings (every check passed), and names a bad value', async () => {
    expect(await total()).toBe(TEST_SEED.listings)
    const expected = Array.from({ length: TEST_SEED.listings }, (_, i) => i + 1).filter((seq) => seedTier(seq) === 4).length
    const { body } = await call('/indexing/listings-search?verified=1&limit=50')
    expect(body.metadata.total).toBe(expected)
    expect(body.data.every((l: Json) => l.verification_tier === 4)).toBe(true)
    expect(await total('&verified=true&state=Lagos')).toBeLessThan(expected)
    expect(await total('&verified=0')).toBe(TEST_SEED.listings)
    const bad = await call('/indexing/listings-search?verified=yes')
    expect([bad.status, bad.body.message]).toEqual([400, 'verified must be 1, 0, true or false'])
  })

  it('keeps a listing in search up to 60 days after its confirmation, then drops it; sold and let leave too', async () => {
    const before = await total()
    const [sale] = await testDb.db.query<{ id: number }>(`select id from listings where category = 'For sale' order by id desc limit 1`)
    const [rent] = await testDb.db.query<{ id: number }>(`select id from listings where category = 'For rent' order by id desc limit 1`)
    const confirm = (id: number, daysAgo: number) =>
      ops('POST', `/listings/${id}/confirm-availability`, { actor: 'Amaka', confirmed_at: new Date(Date.now() - daysAgo * DAY).toISOString() })
    expect((await confirm(sale!.id, 60)).status).toBe(200)
    expect(await total()).toBe(before)
    expect((await call(`/indexing/listings-search?id=${sale!.id}`)).body.data).toMatchObject({ confirmed_days_ago: 60, freshness: 'stale' })
    await confirm(sale!.id, 61)
    expect(await total()).toBe(before - 1)
    expect((await call(`/indexing/listings-search?id=${sale!.id}`)).body.data).toMatchObject({ confirmed_days_ago: 61, freshness: 'expired' })

    expect((await ops('POST', `/listings/${rent!.id}/mark-sold`, { actor: 'Amaka' })).status).toBe(409)
    const let_ = await ops('POST', `/listings/${rent!.id}/mark-let`, { actor: 'Amaka', note: 'Let to a tenant from the enquiry of 2 June' })
    expect([let_.status, let_.body.data.before.availability, let_.body.data.after.availability]).toEqual([200, 'available', 'let'])
    expect(await total()).toBe(before - 2)
    // A buyer's favourites keep it, marked; its page still opens.
    const me = await signUp()
    await send('POST', '/favourite', { listing_id: rent!.id }, as(me))
    expect((await get('/favourite', me)).body.data.map((l: Json) => [l.id, l.availability])).toEqual([[rent!.id, 'let']])

    await confirm(sale!.id, 0)
    await ops('POST', `/listings/${rent!.id}/confirm-availability`, { actor: 'Amaka' })
    expect(await total()).toBe(before)
    const sold = await ops('POST', `/listings/${sale!.id}/mark-sold`, { actor: 'Amaka' })
    expect(sold.body.data.after).toMatchObject({ availability: 'sold' })
    expect((await call(`/indexing/listings-search?id=${sale!.id}`)).body.data).toMatchObject({ availability: 'sold', is_sold: true })
    expect(await total()).toBe(before - 1)
    const booking = { viewing_type: 'MYSELF', phone_number: '08031234567', inspection_type: 'VIDEO_TOUR', date: lagosIn(3), listing_id: sale!.id }
    const refused = await send('POST', '/enquiry/schedule-viewing', booking, as(me))
    expect([refused.status, refused.body.message]).toEqual([409, 'This property has been sold and can no longer be viewed'])
    await confirm(sale!.id, 0)
  })

  it('records a check with its date, firm and result, recomputes the tier, and audits it', async () => {
    const before = await counts()
    const id = 1 // no checks in the seed
    const missing = await ops('POST', `/listings/${id}/verification`, { actor: 'Amaka', step: 'title', done_on: '2025-05-02' })
    expect([missing.status, missing.body.message, missing.body.data.field]).toEqual([400, 'partner_firm is required for the title search', 'partner_firm'])
    const future = await ops('POST', `/listings/${id}/verification`, { actor: 'Amaka', step: 'identity', done_on: '2999-01-01' })
    expect([future.status, future.body.data.field]).toEqual([400, 'done_on'])
    expect((await ops('POST', '/listings/99999999/verification', { actor: 'Amaka', step: 'identity', done_on: '2025-05-02' })).status).toBe(404)
    expect(await counts()).toEqual(before)

    const res = await ops('POST', `/listings/${id}/verification`, {
      actor: 'Amaka',
      step: 'title',
      done_on: '2025-05-02',
      partner_firm: 'Bello Chambers',
      result: 'Clean: C of O confirmed at the Lagos land registry',
    })
    expect(res.status).toBe(200)
    expect(res.body.data.before).toMatchObject({ verification_tier: 0, check: null })
    expect(res.body.data.after).toMatchObject({ verification_tier: 1, check: { step: 'title', outcome: 'passed', done_on: '2025-05-02', partner_firm: 'Bello Chambers' } })
    const [row] = await testDb.db.query<Json>('select actor, claimed_actor, channel, action, tenant, target_kind, target_id, before, after from ops_audit where id = $1', [res.body.data.audit_id])
    // The token acts; the body's name is only claimed (issue 33).
    expect(row).toMatchObject({ actor: opsTokenActor(TOKEN), claimed_actor: 'Amaka', channel: 'api', action: 'verify-step', tenant: null, target_kind: 'listing', target_id: String(id) })
    expect(row.after.verification_tier).toBe(1)
    expect((await call(`/indexing/listings-search?id=${id}`)).body.data.verification_steps[2]).toMatchObject({ status: 'passed', partner_firm: 'Bello Chambers' })
  })
})

describe('npm run db:import', () => {
  it('takes checks, availability and the last confirmation; a re-import adds checks beside the stored ones', async () => {
    const record = (over: Record<string, unknown>) => ({ ...createListing({ slug: 'imported-duplex-9001', property_id: 'HVN-9009001' }, 9001), ...over })
    const firm = { partner_firm: 'Bello Chambers', result: 'Clean' }
    await importCatalogue(testDb.db, [[record({
      confirmed_available_at: new Date(Date.now() - 40 * DAY).toISOString(),
      verification: [
        { step: 'identity', done_on: '2025-01-10' },
        { step: 'title', outcome: 'failed', done_on: '2025-01-12', ...firm, result: 'Caution registered' },
      ],
    })]])
    const read = async () => (await call('/indexing/listings-search?slug=imported-duplex-9001')).body.data
    expect(await read()).toMatchObject({ verification_tier: 1, confirmed_days_ago: 40, freshness: 'stale', availability: 'available' })
    await importCatalogue(testDb.db, [[record({ verification: [{ step: 'title', done_on: '2025-03-01', ...firm }, { step: 'mandate', done_on: '2025-03-02' }] })]])
    const again = await read()
    expect([again.verification_tier, again.confirmed_days_ago, again.verification_steps.map((s: Json) => s.status)]).toEqual([
      3,
      0,
      ['passed', 'passed', 'passed', 'not_done'],
    ])
    const bad = await importCatalogue(testDb.db, [[record({ availability: 'let', verification: [{ step: 'title', done_on: '2025-03-01' }] })]]).catch((e: unknown) => e)
    expect((bad as ImportError).problems).toEqual([
      'listings[0].verification.0.partner_firm: the title search needs partner_firm and result',
      'listings[0].availability: only a listing for rent can be let',
    ])
    await testDb.db.query("delete from listings where slug = 'imported-duplex-9001'")
  })
})
