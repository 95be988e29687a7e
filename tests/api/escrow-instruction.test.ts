import { describe, expect, it } from 'vitest'
import { send } from './api-test-db'
import { advance, advanceTo, as, DAY, get, INSTRUCTION, signUp, useTrustHarness, type Json } from './trust-harness'

/**
 * Issue 23 item 3 (decision 043): the operator records the escrow instruction with PAYMENT_REQUESTED,
 * the buyer's transaction and e-mail carry it, and releasing the funds needs the buyer's typed ACCEPT.
 */
const { testDb, mailsTo, book, counts } = useTrustHarness('escrow-instruction')

describe('the escrow instruction', () => {
  it('is required with PAYMENT_REQUESTED and checked field by field; a refusal writes nothing', async () => {
    const buyer = await signUp()
    const id = await book(buyer)
    await advanceTo(id, ['VIEWING_CONFIRMED', 'VIEWED', 'INTEREST_SHOWN'])
    const before = await counts()
    const cases: [Record<string, unknown>, string, string][] = [
      [{ instruction: undefined }, 'instruction is required with PAYMENT_REQUESTED: partner, account_name, account_number, bank, amount, reference, deadline', 'instruction'],
      [{ instruction: { ...INSTRUCTION, account_number: '012345678' } }, 'instruction.account_number must be a 10-digit NUBAN account number', 'instruction.account_number'],
      [{ instruction: { ...INSTRUCTION, amount: 0 } }, 'instruction.amount must be more than 0', 'instruction.amount'],
      [{ instruction: { ...INSTRUCTION, amount: -5 } }, 'instruction.amount must be more than 0', 'instruction.amount'],
      [{ instruction: { ...INSTRUCTION, deadline: new Date(Date.now() - DAY).toISOString() } }, 'instruction.deadline must be at least an hour in the future', 'instruction.deadline'],
      [{ instruction: { ...INSTRUCTION, reference: 'a b' } }, 'instruction.reference must be 4–30 letters, digits or dashes', 'instruction.reference'],
      [{ instruction: { ...INSTRUCTION, partner: ' ' } }, 'instruction.partner is required', 'instruction.partner'],
    ]
    for (const [extra, message, field] of cases) {
      const res = await advance(id, 'PAYMENT_REQUESTED', extra)
      expect([field, res.status, res.body.message, res.body.data?.field]).toEqual([field, 400, message, field])
    }
    const stray = await advance(id + 0, 'VIEWED', { instruction: INSTRUCTION })
    expect([stray.status, stray.body.data.field]).toEqual([400, 'instruction'])
    expect(await counts()).toEqual(before)
  })

  it('reaches the buyer on the transaction and in the e-mail of that step', async () => {
    const buyer = await signUp()
    const id = await book(buyer)
    await advanceTo(id, ['VIEWING_CONFIRMED', 'VIEWED', 'INTEREST_SHOWN'])
    expect((await get(`/enquiry/schedule-viewing/${id}`, buyer)).body.data.escrow_instruction).toBeNull()
    const deadline = '2030-01-15T17:00:00+01:00'
    const res = await advance(id, 'PAYMENT_REQUESTED', { instruction: { ...INSTRUCTION, amount: '85,000,000', reference: 'esc-2041', deadline } })
    expect(res.status).toBe(200)
    const detail = (await get(`/enquiry/schedule-viewing/${id}`, buyer)).body.data
    expect(detail.escrow_instruction).toMatchObject({
      partner: 'Harbour Trust Escrow Ltd (demo)',
      account_name: 'Harbour Trust Escrow – Client Funds',
      account_number: '0123456789',
      bank: 'Demo Bank Plc',
      amount: 85_000_000,
      currency: 'NGN',
      reference: 'ESC-2041',
      deadline: '2030-01-15T16:00:00.000Z',
    })
    // The text part, quoted-printable decoded.
    const qp = (s: string) => Buffer.from(s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8')
    const mail = qp(mailsTo(buyer.email).at(-1) as string)
    expect(mail).toMatch(/Subject: Payment requested/i)
    for (const text of ['Harbour Trust Escrow Ltd', '₦85,000,000', '0123456789', 'Demo Bank Plc', 'ESC-2041', 'Tuesday 15 January 2030 at 5:00 PM (Lagos time)'])
      expect(mail).toContain(text)
    const [row] = await testDb.db.query<Json>('select count(*)::int as n from escrow_instructions where viewing_id = $1', [id])
    expect(row.n).toBe(1)
  })

  it('is needed to accept: no body or no typed ACCEPT is refused naming confirm, and nothing is recorded', async () => {
    const buyer = await signUp()
    const id = await book(buyer)
    await advanceTo(id, ['VIEWING_CONFIRMED', 'VIEWED', 'INTEREST_SHOWN', 'PAYMENT_REQUESTED', 'FUNDS_HELD', 'DUE_DILIGENCE_CONFIRMED', 'POSSESSION_TRANSFERRED'])
    const before = await counts()
    for (const body of [undefined, {}, { confirm: 'yes' }, { note: 'All fine' }]) {
      const res = await send('POST', `/enquiry/schedule-viewing/${id}/accept`, body, as(buyer))
      expect([res.status, res.body.message, res.body.data.field]).toEqual([400, 'Type ACCEPT to confirm the release of your funds', 'confirm'])
    }
    expect(await counts()).toEqual(before)
    const ok = await send('POST', `/enquiry/schedule-viewing/${id}/accept`, { confirm: ' accept ' }, as(buyer))
    expect([ok.status, ok.body.data.schedule_viewing.step]).toEqual([200, 'BUYER_ACCEPTED'])
  })
})
