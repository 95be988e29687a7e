import { describe, expect, it } from 'vitest'
import { operatorCommands } from '../../scripts/serve-lib/operator-commands'
import { send } from './api-test-db'
import { useFormsHarness, type Body } from './forms-harness'

/** The realtor network's backend call and the operator's listing of submissions (decision 031). */
const { testDb, mailsTo, next, address, email, post, rows, VALID } = useFormsHarness('forms-operator')

describe('POST /agent/register', () => {
  const agent = () => ({ first_name: 'Yemi', last_name: 'Alade', email: email(), phone: '08031234567', agency_name: 'Alade Realty', agreement: true, referral_code: 'ABC1234' })

  it("stores the sign-up under the x-tenant-id tenant and answers 'Request successful'", async () => {
    const body = agent()
    const res = await send('POST', '/agent/register', body, { tenant: 'lekkiprime.com', headers: { 'x-forwarded-for': address() } })
    expect([res.status, res.body]).toEqual([201, { success: true, message: 'Request successful', data: { id: expect.any(Number) }, status: 'SUCCESS' }])
    expect((await rows('id = $1', [res.body.data.id]))[0]).toMatchObject({ tenant: 'lekkiprime.com', form: 'agent-register', payload: { referral_code: 'ABC1234', agreement: true } })
    expect(mailsTo(body.email)[0]).toContain('Subject: Welcome to the realtor network')
    expect(mailsTo('care@lekkiprime.com').some((m) => m.includes('New realtor network sign-up from Yemi Alade'))).toBe(true)
  })

  it('names each bad field, and replays a repeated Idempotency-Key', async () => {
    const bad = await send('POST', '/agent/register', { ...agent(), agreement: false, last_name: '' }, { headers: { 'x-forwarded-for': address() } })
    expect([bad.status, bad.body.data]).toEqual([400, { field: 'last_name', fields: { last_name: 'Please enter first and last name', agreement: 'You must agree to the terms and conditions' } }])
    const body = agent()
    const headers = { 'x-forwarded-for': address(), 'idempotency-key': `agent-${next()}` }
    const first = await send('POST', '/agent/register', body, { headers })
    const again = await send('POST', '/agent/register', body, { headers })
    expect([again.status, again.body.data.id, again.res.headers.get('idempotent-replayed')]).toEqual([201, first.body.data.id, 'true'])
    expect(await rows('email = $1', [body.email])).toHaveLength(1)
  })
})

describe('npm run submissions (the operator command)', () => {
  const run = async (args: unknown) => {
    const out: string[] = []
    const err: string[] = []
    const code = await operatorCommands.submissions!.run(testDb.db, args, { out: (l) => out.push(l), err: (l) => err.push(l), progress: () => {} })
    return { code, out, err }
  }

  it("lists one tenant's submissions of one form as CSV, and as JSON", async () => {
    const body: Body = { ...VALID['contact-us']!(), message: 'Call me, "soon"' }
    const res = await post('contact-us', body, { host: 'capital-keys.localhost' })
    const csv = await run({ tenant: 'capitalkeys.ng', form: 'contact-us', format: 'csv' })
    expect(csv.code).toBe(0)
    expect(csv.out[0]).toBe('id,created_at,form,email,mail_status,first_name,last_name,phone,message')
    expect(csv.out.at(-1)).toBe(`${res.body.data.id},${csv.out.at(-1)!.split(',')[1]},contact-us,${String(body.email)},sent,Ada,Obi,+2348031234567,"Call me, ""soon"""`)
    expect(csv.out.slice(1).every((line) => line.includes(',contact-us,'))).toBe(true)
    expect(csv.err).toEqual([`${csv.out.length - 1} submission${csv.out.length === 2 ? '' : 's'}`])
    const json = await run({ tenant: 'capitalkeys.ng', since: '2000-01-01', format: 'json' })
    expect(JSON.parse(json.out[0]!)).toContainEqual(expect.objectContaining({ id: res.body.data.id, payload: expect.objectContaining({ message: 'Call me, "soon"' }) }))
    expect(JSON.parse((await run({ tenant: 'capitalkeys.ng', since: '2999-01-01', format: 'json' })).out[0]!)).toEqual([])
  })

  it('refuses arguments that did not come from the script with exit 2', async () => {
    expect(await run({ tenant: 'haven.ng', form: 'newsletter', format: 'csv' })).toMatchObject({ code: 2, out: [] })
  })
})
