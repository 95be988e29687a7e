import { describe, expect, it } from 'vitest'
import { createApiApp } from '~/server/api/create-api-app'
import { importCatalogue, type ImportError } from '~/server/catalogue/import/import-catalogue'
import { createListing } from '~/testing/create-listing'
import { PARTNER_FIRMS, seedConfirmedDaysAgo, seedTier } from '~/testing/create-trust'
import { call, send, TENANT, TEST_SEED, useTestDb } from './api-test-db'
import { useOutbox } from './test-outbox'

const testDb = useTestDb()
const { mailsTo } = useOutbox('trust')

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions read arbitrary JSON shapes
type Json = any

const TOKEN = 'test-operator-token-0123456789-abcdefghij'
const opsApp = createApiApp({ opsToken: TOKEN })
const DAY = 86_400_000

/** An operator call through an app that has OPS_TOKEN; `token: null` sends none. */
async function ops(method: string, path: string, body?: unknown, options: { token?: string | null; tenant?: string } = {}) {
  const headers: Record<string, string> = { 'x-tenant-id': options.tenant ?? TENANT }
  const token = options.token === undefined ? TOKEN : options.token
  if (token) headers.authorization = `Bearer ${token}`
  if (body !== undefined) headers['content-type'] = 'application/json'
  const res = await opsApp.fetch(new Request(`http://localhost/api/v1/ops${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }))
  return { status: res.status, body: (await res.json()) as Json }
}

let n = 0
async function signUp(tenant = TENANT) {
  const email = `trust${++n}@example.com`
  const res = await send('POST', '/auth/user-signup', { first_name: 'Ngozi', last_name: 'Eze', email, phone: '08031234567', password: 'correct horse' }, { tenant })
  expect(res.status).toBe(201)
  return { token: res.body.data.accessToken as string, email, tenant }
}
type Who = Awaited<ReturnType<typeof signUp>>
const as = (who: Who) => ({ token: who.token, tenant: who.tenant })
const get = (path: string, who: Who) => call(path, { 'x-tenant-id': who.tenant, authorization: `Bearer ${who.token}` })

const lagosIn = (days: number) => `${new Date(Date.now() + days * DAY).toISOString().slice(0, 10)}T10:30`
let listingCursor = 0
/** A booked viewing on a different Lagos listing each time; answers the transaction id. */
async function book(who: Who): Promise<number> {
  const [l] = await testDb.db.query<{ id: number }>(`select id from listings where category = 'For sale' order by id offset ${listingCursor++} limit 1`)
  const res = await send('POST', '/enquiry/schedule-viewing', { viewing_type: 'MYSELF', phone_number: '08031234567', inspection_type: 'PHYSICAL_INSPECTION', date: lagosIn(4), listing_id: l!.id }, as(who))
  expect(res.status).toBe(201)
  return res.body.data.id as number
}
const advance = (id: number, step: string, extra: Record<string, unknown> = {}, tenant = TENANT) =>
  ops('POST', `/transactions/${id}/advance`, { actor: 'Amaka (ops)', step, ...extra }, { tenant })
async function advanceTo(id: number, steps: string[]) {
  for (const step of steps) expect((await advance(id, step)).status, step).toBe(200)
}
const TO_FUNDS_HELD = ['VIEWING_CONFIRMED', 'VIEWED', 'INTEREST_SHOWN', 'PAYMENT_REQUESTED', 'FUNDS_HELD']
const counts = async () =>
  (await testDb.db.query<{ events: number; audits: number; steps: number }>(
    `select (select count(*)::int from transaction_events) as events, (select count(*)::int from ops_audit) as audits,
            (select count(*)::int from listing_verification_steps) as steps`,
  ))[0]!
const total = async (query = '') => (await call(`/indexing/listings-search?limit=1${query}`)).body.metadata.total as number

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
    const [row] = await testDb.db.query<Json>('select actor, channel, action, tenant, target_kind, target_id, before, after from ops_audit where id = $1', [res.body.data.audit_id])
    expect(row).toMatchObject({ actor: 'Amaka', channel: 'api', action: 'verify-step', tenant: null, target_kind: 'listing', target_id: String(id) })
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

describe('the operator API', () => {
  it('is off without OPS_TOKEN: every /ops path answers 404, whatever the headers', async () => {
    for (const [method, path] of [['POST', '/ops/listings/1/verification'], ['GET', '/ops/reports'], ['POST', '/ops/transactions/1/advance']]) {
      const res = await send(method!, path!, method === 'POST' ? { actor: 'x' } : undefined, { headers: { authorization: `Bearer ${TOKEN}` } })
      expect([path, res.status]).toEqual([path, 404])
    }
  })

  it('needs the operator token; a buyer token or a wrong one is refused and nothing changes', async () => {
    const before = await counts()
    const me = await signUp()
    for (const token of [null, 'wrong-token', me.token, `${TOKEN}x`]) {
      const res = await ops('POST', '/listings/2/verification', { actor: 'Mallory', step: 'identity', done_on: '2025-05-02' }, { token })
      expect([res.status, res.body.message]).toEqual([401, 'A valid operator token is required'])
    }
    expect((await ops('GET', '/reports', undefined, { token: null })).status).toBe(401)
    expect(await counts()).toEqual(before)
  })

  it("keeps one tenant's transactions from another's x-tenant-id, and refuses a step the machine does not allow", async () => {
    const buyer = await signUp()
    const id = await book(buyer)
    const before = await counts()
    expect((await advance(id, 'VIEWING_CONFIRMED', {}, 'lekkiprime.com')).status).toBe(404)
    const refused = await advance(id, 'FUNDS_HELD')
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe('FUNDS_HELD cannot be recorded at VIEWING_REQUESTED; next may come VIEWING_CONFIRMED, VIEWING_RESCHEDULED, CANCELED')
    expect(refused.body.data).toMatchObject({ step: 'VIEWING_REQUESTED', allowed: ['VIEWING_CONFIRMED', 'VIEWING_RESCHEDULED', 'CANCELED'] })
    expect((await advance(id, 'BUYER_ACCEPTED')).status).toBe(400) // not an operator's step at all
    expect((await ops('POST', `/transactions/${id}/resolve-dispute`, { actor: 'Amaka', outcome: 'resume', note: 'x' })).status).toBe(409)
    expect((await ops('POST', `/transactions/${id}/resolve-dispute`, { actor: 'Amaka', outcome: 'resume' })).body.message).toMatch(/^note is required/)
    expect(await counts()).toEqual(before)
  })
})

describe("the buyer's transaction: a timeline of the escrow flow", () => {
  it('follows every step, e-mails the buyer at each (with the escrow warning), and derives status, stage and badge', async () => {
    const buyer = await signUp()
    const id = await book(buyer)
    const first = (await get(`/enquiry/schedule-viewing/${id}`, buyer)).body.data
    expect(first).toMatchObject({ buyer_actions: ['cancel'], badge: 'UNDER_INSPECTION', schedule_viewing: { step: 'VIEWING_REQUESTED', status: 'PENDING_CONFIRMATION', disputed: false } })
    expect(first.timeline).toEqual([expect.objectContaining({ step: 'VIEWING_REQUESTED', label: 'Viewing requested', actor: 'buyer', note: null })])
    expect(first.escrow_flow.map((s: Json) => s.state)).toEqual(Array(7).fill('upcoming'))

    const mailsBefore = mailsTo(buyer.email).length
    await advanceTo(id, TO_FUNDS_HELD.slice(0, 3))
    const mid = (await get(`/enquiry/schedule-viewing/${id}`, buyer)).body.data
    expect(mid).toMatchObject({ badge: 'NEGOTIATION', buyer_actions: [], schedule_viewing: { status: 'IN_PROGRESS', stage_status: 'SUBMIT_OFFER', step: 'INTEREST_SHOWN' } })
    expect(mid.escrow_flow.slice(0, 2).map((s: Json) => s.state)).toEqual(['done', 'next'])
    await advanceTo(id, TO_FUNDS_HELD.slice(3))
    const mails = mailsTo(buyer.email).slice(mailsBefore)
    expect(mails).toHaveLength(5)
    for (const mail of mails) expect(mail).toMatch(/Haven never asks for inspection fees or deposits outside escrow/)
    expect(mails.at(-1)).toMatch(/Subject: Funds held in escrow/)
    const held = (await get(`/enquiry/schedule-viewing/${id}`, buyer)).body.data
    expect(held).toMatchObject({ buyer_actions: ['dispute'], schedule_viewing: { stage_status: 'DUE_DILIGENCE' } })
    expect(held.timeline.map((e: Json) => e.actor)).toEqual(['buyer', 'team', 'team', 'team', 'team', 'team'])

    await advanceTo(id, ['DUE_DILIGENCE_CONFIRMED', 'POSSESSION_TRANSFERRED'])
    const accepted = await send('POST', `/enquiry/schedule-viewing/${id}/accept`, undefined, as(buyer))
    expect([accepted.status, accepted.body.data.schedule_viewing.step, accepted.body.data.buyer_actions]).toEqual([200, 'BUYER_ACCEPTED', []])
    expect(mailsTo('hello@haven.ng').at(-1)).toMatch(/Subject: Buyer accepted: transaction #/)
    const again = await send('POST', `/enquiry/schedule-viewing/${id}/accept`, {}, as(buyer))
    expect(again.status).toBe(200)
    const late = await send('POST', `/enquiry/schedule-viewing/${id}/dispute`, { reason: 'The roof leaks in the rain.' }, as(buyer))
    expect([late.status, late.body.message]).toEqual([409, 'You have accepted this property, so it can no longer be disputed.'])
    await advanceTo(id, ['FUNDS_RELEASED'])
    const done = (await get(`/enquiry/schedule-viewing/${id}`, buyer)).body.data
    expect(done).toMatchObject({ badge: 'COMPLETED', schedule_viewing: { status: 'COMPLETED', stage_status: 'CLOSING', step: 'FUNDS_RELEASED' } })
    expect(done.timeline.filter((e: Json) => e.step === 'BUYER_ACCEPTED')).toHaveLength(1)
    expect(done.escrow_flow.every((s: Json) => s.state === 'done' && s.occurred_at)).toBe(true)
  })

  it('lets the buyer accept or dispute only where the terms allow, with the reason why not', async () => {
    const buyer = await signUp()
    const id = await book(buyer)
    const accept = () => send('POST', `/enquiry/schedule-viewing/${id}/accept`, {}, as(buyer))
    const dispute = (reason = 'The survey plan does not match the plot.') => send('POST', `/enquiry/schedule-viewing/${id}/dispute`, { reason }, as(buyer))
    expect([(await accept()).status, (await accept()).body.message]).toEqual([409, 'You can accept once possession of the property has been transferred to you.'])
    expect([(await dispute()).status, (await dispute()).body.message]).toEqual([409, 'You can raise a dispute once your funds are held in escrow, until you accept the property.'])
    await advanceTo(id, TO_FUNDS_HELD)
    expect((await accept()).status).toBe(409)
    const short = await dispute('bad')
    expect([short.status, short.body.message, short.body.data]).toEqual([400, 'reason must be at least 10 characters', { field: 'reason' }])
    expect((await send('POST', `/enquiry/schedule-viewing/${id}/dispute`, {}, as(buyer))).body.data).toEqual({ field: 'reason' })

    const raised = await dispute()
    expect(raised.status).toBe(200)
    expect(raised.body.data).toMatchObject({ buyer_actions: [], schedule_viewing: { status: 'ON_HOLD', disputed: true, step: 'FUNDS_HELD' } })
    expect(raised.body.data.timeline.at(-1)).toMatchObject({ step: 'DISPUTE_RAISED', actor: 'buyer', note: 'The survey plan does not match the plot.' })
    expect(mailsTo('hello@haven.ng').at(-1)).toMatch(/Subject: Dispute raised: transaction #\d+/)
    expect(mailsTo(buyer.email).at(-1)).toMatch(/What you told us: The survey plan does not match the plot\./)
    expect([(await dispute()).status, (await dispute()).body.message]).toEqual([409, 'A dispute is already open on this transaction; the team will be in touch.'])
    expect((await accept()).body.message).toBe('Your funds are held pending a dispute: you can accept once it is resolved.')
    expect((await advance(id, 'DUE_DILIGENCE_CONFIRMED')).status).toBe(409)

    const resumed = await ops('POST', `/transactions/${id}/resolve-dispute`, { actor: 'Amaka', outcome: 'resume', note: 'The seller corrected the survey plan.' })
    expect(resumed.body.data.after).toMatchObject({ step: 'FUNDS_HELD', disputed: false, status: 'IN_PROGRESS' })
    expect(mailsTo(buyer.email).at(-1)).toMatch(/A note from Haven: The seller corrected the survey plan\./)
    await advanceTo(id, ['DUE_DILIGENCE_CONFIRMED'])
    expect((await dispute('The keys do not open the back door.')).status).toBe(200)
    const refund = await ops('POST', `/transactions/${id}/resolve-dispute`, { actor: 'Amaka', outcome: 'refund', note: 'The seller withdrew.' })
    expect(refund.body.data.after).toMatchObject({ step: 'FUNDS_RETURNED', status: 'CANCELED', disputed: false })
    const closed = (await get(`/enquiry/schedule-viewing/${id}`, buyer)).body.data
    expect([closed.badge, closed.buyer_actions, closed.escrow_flow.map((s: Json) => s.state)]).toEqual([
      null,
      [],
      ['done', 'done', 'done', 'done', 'upcoming', 'upcoming', 'upcoming'],
    ])
    expect((await accept()).body.message).toBe('This transaction has been closed.')
  })

  it("refuses another user's and another tenant's transaction exactly as a missing one, and writes nothing", async () => {
    const buyer = await signUp()
    const id = await book(buyer)
    await advanceTo(id, TO_FUNDS_HELD)
    const before = await counts()
    for (const who of [await signUp(), await signUp('lekkiprime.com')]) {
      expect((await get(`/enquiry/schedule-viewing/${id}`, who)).status).toBe(404)
      for (const action of ['accept', 'dispute']) {
        const res = await send('POST', `/enquiry/schedule-viewing/${id}/${action}`, { reason: 'Not my transaction at all.' }, as(who))
        expect([action, res.status, res.body.message]).toEqual([action, 404, 'Viewing not found'])
      }
    }
    expect((await send('POST', `/enquiry/schedule-viewing/${id}/dispute`, { reason: 'Signed out, so refused.' })).status).toBe(401)
    expect((await send('POST', '/enquiry/schedule-viewing/abc/accept', {}, as(buyer))).status).toBe(400)
    expect(await counts()).toEqual(before)
    const audit = await testDb.db.query<Json>(`select action, tenant, before, after from ops_audit where target_kind = 'transaction' and target_id = $1 order by id`, [String(id)])
    expect(audit.map((a) => a.after.step)).toEqual(TO_FUNDS_HELD)
    expect(audit[4]).toMatchObject({ action: 'advance', tenant: TENANT, before: { step: 'PAYMENT_REQUESTED' }, after: { status: 'IN_PROGRESS', stage_status: 'DUE_DILIGENCE' } })
  })
})

describe('reporting a listing', () => {
  it("stores the report, e-mails the tenant's team, and lists it for the operator of that tenant only", async () => {
    const body = { listing_id: 7, reason: 'ASKED_FOR_PAYMENT_OUTSIDE_ESCROW', details: 'The agent asked for a 50,000 naira inspection fee by bank transfer.', email: 'Reporter@Example.com' }
    const res = await send('POST', '/enquiry/report-listing', body, { headers: { 'x-forwarded-for': '198.51.100.7' } })
    expect([res.status, res.body.message]).toEqual([201, 'Thank you. Your report has been sent to our team.'])
    const team = mailsTo('hello@haven.ng').at(-1)!
    expect(team).toMatch(/Subject: Listing reported: /)
    expect(team).toMatch(/Reply-To: reporter@example\.com/)
    expect(team).toContain('50,000 naira inspection fee')
    expect(mailsTo('reporter@example.com').at(-1)).not.toContain('50,000 naira')
    await send('POST', '/enquiry/report-listing', { ...body, email: undefined, reason: 'DUPLICATE' }, { tenant: 'lekkiprime.com' })

    const listed = await ops('GET', '/reports')
    expect(listed.body.data).toEqual([expect.objectContaining({ listing_id: 7, reason: 'ASKED_FOR_PAYMENT_OUTSIDE_ESCROW', email: 'reporter@example.com', mail_status: 'sent' })])
    expect((await ops('GET', '/reports', undefined, { tenant: 'lekkiprime.com' })).body.data.map((r: Json) => r.reason)).toEqual(['DUPLICATE'])
    expect((await ops('GET', '/reports?since=2999-01-01')).status).toBe(400)
  })

  it('names the field at fault, answers 404 for an unknown listing, stores nothing, and limits an address like the forms', async () => {
    const reports = async () => (await testDb.db.query<{ n: number }>('select count(*)::int as n from listing_reports'))[0]!.n
    const before = await reports()
    const valid = { listing_id: 8, reason: 'WRONG_DETAILS', details: 'The photos are of another house.' }
    const cases: [Record<string, unknown>, number, string][] = [
      [{ reason: 'BORING' }, 400, 'reason must be one of ASKED_FOR_PAYMENT_OUTSIDE_ESCROW, SUSPECTED_FRAUD, NOT_AVAILABLE, WRONG_DETAILS, DUPLICATE, OTHER'],
      [{ details: 'short' }, 400, 'details must be at least 10 characters'],
      [{ email: 'nope' }, 400, 'Invalid email address'],
      [{ listing_id: 'x' }, 400, 'listing_id must be a whole number'],
      [{ listing_id: 99_999_999 }, 404, 'Listing not found'],
    ]
    for (const [over, status, message] of cases) {
      const res = await send('POST', '/enquiry/report-listing', { ...valid, ...over }, { headers: { 'x-forwarded-for': '198.51.100.8' } })
      expect([res.status, res.body.message]).toEqual([status, message])
    }
    expect(await reports()).toBe(before)
    for (let i = 0; i < 20; i++) expect((await send('POST', '/enquiry/report-listing', valid, { headers: { 'x-forwarded-for': '198.51.100.9' } })).status).toBe(201)
    const limited = await send('POST', '/enquiry/report-listing', valid, { headers: { 'x-forwarded-for': '198.51.100.9' } })
    expect([limited.status, limited.body.message, limited.res.headers.get('retry-after')]).toEqual([429, 'You have sent many reports in the last hour. Please try again later.', expect.stringMatching(/^\d+$/)])
  }, 60_000)
})
