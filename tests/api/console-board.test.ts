import { afterAll, describe, expect, it, vi } from 'vitest'
import { createStaff } from '~/server/console/staff-accounts'
import { openSession } from '~/server/console/staff-sessions'
import type { StaffRole } from '~/shared/console/roles'
import { send, TENANT } from './api-test-db'
import { consoleCall, OTHER_TENANT, type Json } from './console-harness'
import { advanceTo, as, INSTRUCTION, signUp, TO_FUNDS_HELD, useTrustHarness } from './trust-harness'

/** Issue 24 (decision 049): the transactions board — columns, steps, notes, disputes, the release through four eyes. */
const { testDb, book, mailsTo } = useTrustHarness('console-board')
afterAll(() => vi.useRealTimers())

async function staff(email: string, role: StaffRole, tenant = TENANT) {
  const { id } = await createStaff(testDb.db, { actor: 'test', channel: 'cli' }, tenant, email, role, null)
  return openSession(testDb.db, { id, tenant_id: tenant }, 'signed-in')
}
const column = async (cookie: string, name: string): Promise<Json> => (await consoleCall('GET', `/transactions?column=${name}`, undefined, { cookie })).body.data

describe('the transactions board', () => {
  it('moves a transaction through the columns; each step e-mails the buyer; release takes a second officer', async () => {
    const [amaka, bayo] = [await staff('amaka@haven.ng', 'escrow_officer'), await staff('bayo@haven.ng', 'escrow_officer')]
    const buyer = await signUp()
    const id = await book(buyer)
    const viewing = await column(amaka, 'viewing')
    const card = viewing.items.find((t: Json) => t.id === id)
    expect([card.step, card.next_steps, card.buyer.email]).toEqual(['VIEWING_REQUESTED', ['VIEWING_CONFIRMED', 'VIEWING_RESCHEDULED', 'CANCELED'], buyer.email])
    expect(viewing.counts.viewing).toBeGreaterThanOrEqual(1)

    const confirmed = await consoleCall('POST', `/transactions/${id}/advance`, { step: 'VIEWING_CONFIRMED', note: 'The realtor will meet you at the gate' }, { cookie: amaka })
    expect([confirmed.status, confirmed.body.data.after.step]).toEqual([200, 'VIEWING_CONFIRMED'])
    expect(mailsTo(buyer.email).at(-1)).toMatch(/The realtor will meet you at the gate/)
    const noInstruction = await consoleCall('POST', `/transactions/${id}/advance`, { step: 'VIEWED' }, { cookie: amaka })
    expect(noInstruction.status).toBe(200)
    for (const step of ['INTEREST_SHOWN', 'PAYMENT_REQUESTED', 'FUNDS_HELD', 'DUE_DILIGENCE_CONFIRMED', 'POSSESSION_TRANSFERRED']) {
      const res = await consoleCall('POST', `/transactions/${id}/advance`, { step, ...(step === 'PAYMENT_REQUESTED' ? { instruction: INSTRUCTION } : {}) }, { cookie: amaka })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
    }
    const wrong = await consoleCall('POST', `/transactions/${id}/advance`, { step: 'VIEWED' }, { cookie: amaka })
    expect([wrong.status, wrong.body.data.field]).toEqual([409, 'step'])
    expect((await send('POST', `/enquiry/schedule-viewing/${id}/accept`, { confirm: 'ACCEPT' }, as(buyer))).status).toBe(200)

    const direct = await consoleCall('POST', `/transactions/${id}/advance`, { step: 'FUNDS_RELEASED' }, { cookie: amaka })
    expect([direct.status, direct.body.message]).toEqual([409, 'Funds are released by a second staff member: ask for a release instead'])
    expect((await consoleCall('POST', `/transactions/${id}/release-request`, { note: 'Less the agreed retention' }, { cookie: amaka })).status).toBe(201)
    const mine = (await column(amaka, 'accepted')).items.find((t: Json) => t.id === id)
    const theirs = (await column(bayo, 'accepted')).items.find((t: Json) => t.id === id)
    expect([mine.release.mine, theirs.release.mine, theirs.release.requested_by]).toEqual([true, false, 'amaka@haven.ng'])
    const approved = await consoleCall('POST', `/release-requests/${theirs.release.id}/approve`, {}, { cookie: bayo })
    expect([approved.status, approved.body.data.after.step]).toEqual([200, 'FUNDS_RELEASED'])
    expect((await column(amaka, 'closed')).items.find((t: Json) => t.id === id)).toMatchObject({ step: 'FUNDS_RELEASED', next_steps: [], release: null })
    expect(mailsTo(buyer.email).at(-1)).toMatch(/Less the agreed retention/)
  })

  it('keeps staff notes (audited, never the buyer’s) and resolves a dispute', async () => {
    const officer = await staff('chika@haven.ng', 'escrow_officer')
    const buyer = await signUp()
    const id = await book(buyer)
    await advanceTo(id, TO_FUNDS_HELD)
    expect((await send('POST', `/enquiry/schedule-viewing/${id}/dispute`, { reason: 'The fence is not where the survey plan says' }, as(buyer))).status).toBe(200)
    expect((await column(officer, 'disputed')).items.some((t: Json) => t.id === id)).toBe(true)

    const note = await consoleCall('POST', `/transactions/${id}/notes`, { body: 'Surveyor booked for Tuesday' }, { cookie: officer })
    expect([note.status, note.body.data.author]).toEqual([201, 'chika@haven.ng'])
    const empty = await consoleCall('POST', `/transactions/${id}/notes`, { body: '  ' }, { cookie: officer })
    expect([empty.status, empty.body.message]).toEqual([400, 'Write the note'])
    expect((await consoleCall('GET', `/transactions/${id}/notes`, undefined, { cookie: officer })).body.data.map((n: Json) => n.body)).toEqual(['Surveyor booked for Tuesday'])
    const buyerView = await send('GET', `/enquiry/schedule-viewing/${id}`, undefined, as(buyer))
    expect(JSON.stringify(buyerView.body)).not.toContain('Surveyor booked')

    const resolved = await consoleCall('POST', `/transactions/${id}/resolve-dispute`, { outcome: 'resume', note: 'The survey matches; the sale continues' }, { cookie: officer })
    expect([resolved.status, resolved.body.data.after.disputed]).toEqual([200, false])
    expect(mailsTo(buyer.email).at(-1)).toMatch(/The survey matches; the sale continues/)
    const trail = await testDb.db.query<{ action: string }>("select action from ops_audit where target_kind = 'transaction' and target_id = $1 and channel = 'console' order by id", [String(id)])
    expect(trail.map((t) => t.action)).toEqual(['add-note', 'resolve-dispute:resume'])
  })

  it('shows a tenant only its own transactions', async () => {
    const buyer = await signUp()
    const id = await book(buyer)
    const theirs = await staff('officer@lekkiprime.com', 'escrow_officer', OTHER_TENANT)
    const board = (await consoleCall('GET', '/transactions?column=viewing', undefined, { cookie: theirs, tenant: OTHER_TENANT })).body.data
    expect(board.items.some((t: Json) => t.id === id)).toBe(false)
    for (const [method, path, body] of [
      ['POST', `/transactions/${id}/advance`, { step: 'VIEWING_CONFIRMED' }],
      ['GET', `/transactions/${id}/notes`, undefined],
      ['POST', `/transactions/${id}/notes`, { body: 'x' }],
    ] as const) expect((await consoleCall(method, path, body, { cookie: theirs, tenant: OTHER_TENANT })).status).toBe(404)
    const bad = await consoleCall('GET', '/transactions?column=everything', undefined, { cookie: theirs, tenant: OTHER_TENANT })
    expect(bad.status).toBe(400)
  })
})
