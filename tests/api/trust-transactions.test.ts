import { describe, expect, it } from 'vitest'
import { send, TENANT } from './api-test-db'
import { consoleCall } from './console-harness'
import { advance, advanceTo, as, get, ops, signUp, staffSession, TO_FUNDS_HELD, TOKEN, useTrustHarness, type Json } from './trust-harness'

/** Issue 11 for buyers and operators (decision 035): the operator API, a transaction's escrow flow, reports. */
const { testDb, mailsTo, book, counts } = useTrustHarness('trust-transactions')

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
    const accepted = await send('POST', `/enquiry/schedule-viewing/${id}/accept`, { confirm: 'accept' }, as(buyer))
    expect([accepted.status, accepted.body.data.schedule_viewing.step, accepted.body.data.buyer_actions]).toEqual([200, 'BUYER_ACCEPTED', []])
    expect(mailsTo('hello@haven.ng').at(-1)).toMatch(/Subject: Buyer accepted: transaction #/)
    const again = await send('POST', `/enquiry/schedule-viewing/${id}/accept`, { confirm: 'ACCEPT' }, as(buyer))
    expect(again.status).toBe(200)
    const late = await send('POST', `/enquiry/schedule-viewing/${id}/dispute`, { reason: 'The roof leaks in the rain.' }, as(buyer))
    expect([late.status, late.body.message]).toEqual([409, 'You have accepted this property, so it can no longer be disputed.'])
    // Four eyes (issue 33): the operator token asks, a staff member approves in the console.
    const asked = await ops('POST', `/transactions/${id}/release-request`, { actor: 'Amaka (ops)' })
    expect(asked.status).toBe(201)
    const officer = await staffSession(testDb.db, 'timeline-officer@haven.ng', 'escrow_officer')
    expect((await consoleCall('POST', `/release-requests/${asked.body.data.id}/approve`, {}, { cookie: officer })).status).toBe(200)
    const done = (await get(`/enquiry/schedule-viewing/${id}`, buyer)).body.data
    expect(done).toMatchObject({ badge: 'COMPLETED', schedule_viewing: { status: 'COMPLETED', stage_status: 'CLOSING', step: 'FUNDS_RELEASED' } })
    expect(done.timeline.filter((e: Json) => e.step === 'BUYER_ACCEPTED')).toHaveLength(1)
    expect(done.escrow_flow.every((s: Json) => s.state === 'done' && s.occurred_at)).toBe(true)
  })

  it('lets the buyer accept or dispute only where the terms allow, with the reason why not', async () => {
    const buyer = await signUp()
    const id = await book(buyer)
    const accept = () => send('POST', `/enquiry/schedule-viewing/${id}/accept`, { confirm: 'ACCEPT' }, as(buyer))
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
        const res = await send('POST', `/enquiry/schedule-viewing/${id}/${action}`, { reason: 'Not my transaction at all.', confirm: 'ACCEPT' }, as(who))
        expect([action, res.status, res.body.message]).toEqual([action, 404, 'Viewing not found'])
      }
    }
    expect((await send('POST', `/enquiry/schedule-viewing/${id}/dispute`, { reason: 'Signed out, so refused.' })).status).toBe(401)
    expect((await send('POST', '/enquiry/schedule-viewing/abc/accept', { confirm: 'ACCEPT' }, as(buyer))).status).toBe(400)
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
