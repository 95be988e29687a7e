import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SITE_FORMS } from '~/server/forms/forms-app'
import { findFunction, loadFunctions } from '../../scripts/serve-lib/functions'
import handler, { config } from '../../netlify/functions/forms'
import { company, individual, RECEIVED, useFormsHarness, type Body, type Json } from './forms-harness'
import { failUntilLastAttempt } from './mail-queue-steps'

const { testDb, outbox, mailsTo, next, email, post, rows, count, VALID } = useFormsHarness('forms')

/** Each form's refusals: the field changed, its value and the message that names it. */
const INVALID: [string, Body, string][] = [
  ['contact-us', { first_name: 'A' }, 'First name must be 2 or more characters long'],
  ['contact-us', { last_name: ' B ' }, 'Last name must be 2 or more characters long'],
  ['contact-us', { email: 'not-an-email' }, 'Invalid email address'],
  ['contact-us', { phone: '0803123' }, 'Invalid phone number'],
  ['contact-us', { message: 'x'.repeat(2001) }, 'Message must be at most 2000 characters'],
  ['feedback', { property_type: undefined }, 'Property type is required'],
  ['feedback', { selected_option: 'landlord' }, 'selected_option must be one of buyer, agent, seller, exploring'],
  ['feedback', { email: 'a@' }, 'Invalid email address'],
  ['feedback', { phone: '12345678901' }, 'Invalid phone number'],
  ['request-report', { fullName: '' }, 'Full name is required'],
  ['request-report', { email: 'nope' }, 'Please enter a valid email address'],
  ['request-report', { phone: '0803' }, 'Phone number is required'],
  ['request-report', { address: '  ' }, 'Please enter a valid address'],
  ['d2s-signup', { full_name: undefined }, 'full_name is required'],
  ['d2s-signup', { email: 'x@y' }, 'Invalid email address'],
  ['d2s-signup', { phone: 'call me' }, 'Phone number is required'],
  ['sellers-mandate', { user_type: 'Trust' }, 'User type is required'],
  ['sellers-mandate', { full_name: 'NULL' }, 'Full name is required'],
  ['sellers-mandate', { property_address: 'NULL' }, 'Property physical address is required'],
  ['sellers-mandate', { property_address: ' ' }, 'Property physical address is required'],
  ['sellers-mandate', { property_sale_price: 'NULL' }, 'Sale price is required'],
  ['sellers-mandate', { property_sale_price: 'lots' }, 'Sale price is required'],
  ['sellers-mandate', { currency: 'EUR' }, 'Currency is required'],
  ['sellers-mandate', { brokerage_fee: 101 }, 'Brokerage fee must be between 0 and 100'],
  ['sellers-mandate', { confirmation: 'Bola' }, 'Confirmation must match your full name'],
  ['sellers-mandate-email', { email: 'NULL' }, 'Invalid email address'],
]

describe('the forms function', () => {
  it('is mounted on the six same-origin paths, and /api/v1/* does not take them', async () => {
    expect(config.path).toEqual(SITE_FORMS.map((f) => `/api/${f}`))
    const fns = await loadFunctions(join(import.meta.dirname, '../../netlify/functions'))
    for (const f of SITE_FORMS) expect(findFunction(fns, `/api/${f}`)?.name).toBe('forms')
    expect(findFunction(fns, '/api/v1/agent/register')?.name).toBe('api')
  })

  it.each(Object.keys(VALID))('%s: stores the submission with its tenant and answers 201 with its id', async (form) => {
    const body = VALID[form]!()
    const res = await post(form, { ...body, email: String(body.email).toUpperCase() })
    expect(res.status).toBe(201)
    expect(res.body).toEqual({ success: true, status: 'SUCCESS', message: expect.any(String), data: { id: expect.any(Number) } })
    expect(res.res.headers.get('cache-control')).toBe('no-store')
    const [row] = await rows('id = $1', [res.body.data.id])
    expect(row).toMatchObject({ tenant: 'haven.ng', form, email: body.email, mail_status: 'sent', idempotency_key: null })
    expect(row!.payload.phone).toBe('+2348031234567')
  })

  it('answers the messages the forms show (001 §8)', async () => {
    expect((await post('request-report', VALID['request-report']!())).body.message).toBe('Your request has been sent successfully.')
    expect((await post('feedback', VALID.feedback!())).body.message).toBe('Thank you for your feedback. We will contact you soon.')
    const exploring = { ...VALID.feedback!(), selected_option: 'exploring', property_type: undefined }
    expect((await post('feedback', exploring)).body.message).toBe('Thank you for your feedback.')
  })

  it('e-mails the team everything (reply to the sender) and the sender a receipt without their free text', async () => {
    const body = VALID['contact-us']!()
    await post('contact-us', body)
    const team = mailsTo('hello@haven.ng').filter((m) => m.includes(String(body.email)))
    expect(team).toHaveLength(1)
    expect(team[0]).toContain('Subject: New contact message from Ada Obi')
    expect(team[0]).toMatch(new RegExp(`Reply-To: .*${String(body.email)}`))
    expect(team[0]).toContain('Message: I want to sell my flat in Yaba.')
    expect(team[0]).toContain('Phone: +2348031234567')
    const receipt = mailsTo(String(body.email))
    expect(receipt).toHaveLength(1)
    expect(receipt[0]).toContain('Subject: We have your message')
    expect(receipt[0]).toContain('Hello Ada,')
    expect(receipt[0]).not.toContain('flat in Yaba')
  })

  it.each(['d2s-signup', 'sellers-mandate'])('%s: both e-mails carry the submission date in the spec format', async (form) => {
    const body = VALID[form]!()
    await post(form, body)
    const team = mailsTo('hello@haven.ng').filter((m) => m.includes(String(body.email)))
    expect(team.at(-1)).toMatch(RECEIVED)
    expect(mailsTo(String(body.email)).at(-1)).toMatch(RECEIVED)
  })

  it('sellers-mandate-email stores its own row and sends the seller the next steps with the terms link', async () => {
    const body = VALID['sellers-mandate-email']!()
    const res = await post('sellers-mandate-email', body, { headers: { origin: 'http://haven.localhost:8888' } })
    expect([res.status, res.body.message]).toEqual([201, 'We have e-mailed you the next steps.'])
    expect((await rows('id = $1', [res.body.data.id]))[0]!.form).toBe('sellers-mandate-email')
    const mail = mailsTo(String(body.email))
    expect(mail).toHaveLength(1)
    expect(mail[0]).toContain('http://haven.localhost:8888/legal/sellers-mandate-terms-of-service')
    expect(mail[0]).toContain('what happens next')
    expect(mailsTo('hello@haven.ng').some((m) => m.includes(String(body.email)))).toBe(false)
  })
})

describe('refused submissions', () => {
  it.each(INVALID)('%s %o: 400 "%s", naming the field, nothing stored', async (form, over, message) => {
    const before = await count()
    const res = await post(form, { ...VALID[form]!(), ...over })
    const field = Object.keys(over)[0]!
    expect(res.status).toBe(400)
    // toMatchObject: a missing full name also fails the confirmation, which is named beside it.
    expect(res.body).toMatchObject({ success: false, status: 'FAILED', message, error: message, data: { field, fields: { [field]: message } } })
    expect(await count()).toBe(before)
  })

  it('names every bad field at once', async () => {
    const res = await post('contact-us', { ...VALID['contact-us']!(), first_name: 'A', email: 'x', phone: '1' })
    expect(res.body.data.fields).toEqual({ first_name: 'First name must be 2 or more characters long', email: 'Invalid email address', phone: 'Invalid phone number' })
  })

  it('mandate: NULL company fields pass for an individual; a company must name them and confirm with its contact', async () => {
    const ok = await post('sellers-mandate', { ...company, email: email() })
    expect(ok.status).toBe(201)
    const [row] = await rows('id = $1', [ok.body.data.id])
    expect(row!.payload).toMatchObject({ user_type: 'Company', company_name: 'Lawal Holdings Ltd', property_sale_price: 250000000, brokerage_fee: 5 })
    const individualRow = (await rows('id = $1', [(await post('sellers-mandate', { ...individual, email: email() })).body.data.id]))[0]!
    expect(individualRow.payload).not.toHaveProperty('company_name')
    const noCompany = await post('sellers-mandate', { ...company, company_name: 'NULL', email: email() })
    expect([noCompany.status, noCompany.body.data.fields]).toEqual([400, { company_name: 'Company name is required' }])
    const mismatch = await post('sellers-mandate', { ...company, confirmation: 'Lawal Holdings Ltd', email: email() })
    expect([mismatch.status, mismatch.body.error, mismatch.body.data.field]).toEqual([400, 'Confirmation must match the contact name', 'confirmation'])
  })

  it('drops unknown fields and refuses over-long ones', async () => {
    const res = await post('contact-us', { ...VALID['contact-us']!(), tenant: 'lekkiprime.com', is_admin: true })
    expect(res.status).toBe(201)
    expect(Object.keys((await rows('id = $1', [res.body.data.id]))[0]!.payload).sort()).toEqual(['email', 'first_name', 'last_name', 'message', 'phone'])
    const long = await post('contact-us', { ...VALID['contact-us']!(), first_name: 'A'.repeat(101) })
    expect([long.status, long.body.error]).toEqual([400, 'First name must be at most 100 characters'])
    const huge = await post('contact-us', { ...VALID['contact-us']!(), message: 'x'.repeat(70_000) })
    expect([huge.status, huge.body.success, huge.body.error]).toEqual([413, false, 'The request body must be at most 64 KB'])
  })

  it('refuses what is not a JSON object, other methods, unknown paths and hosts with the envelope', async () => {
    const before = await count()
    const text = await post('feedback', null, { raw: 'first_name=Ada', headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    expect([text.status, text.body.error]).toEqual([400, "Content-Type must be application/json, not 'application/x-www-form-urlencoded'"])
    expect((await post('feedback', null, { raw: '{"first_name":' })).body.error).toBe('The request body is not valid JSON')
    expect((await post('feedback', null, { raw: '' })).body.error).toBe('A JSON request body is required')
    expect((await post('feedback', ['a'])).body.error).toBe('The request body must be a JSON object')
    const get = await handler(new Request('http://haven.localhost/api/contact-us'))
    expect([get.status, get.headers.get('allow'), ((await get.json()) as Json).success]).toEqual([405, 'POST', false])
    const nowhere = await handler(new Request('http://haven.localhost/api/no-such-form', { method: 'POST' }))
    expect(nowhere.status).toBe(404)
    const stranger = await post('contact-us', VALID['contact-us']!(), { host: 'evil.example' })
    expect([stranger.status, stranger.body.error]).toEqual([404, 'No site is configured for evil.example'])
    expect(await count()).toBe(before)
  })
})

describe('tenants, retries and limits', () => {
  it("stores under the tenant whose site was posted to, and mails that tenant's team", async () => {
    const body = VALID['request-report']!()
    const res = await post('request-report', body, { host: 'lekki-prime.localhost:8888' })
    expect((await rows('id = $1', [res.body.data.id]))[0]!.tenant).toBe('lekkiprime.com')
    expect(mailsTo('care@lekkiprime.com').filter((m) => m.includes(String(body.email)))).toHaveLength(1)
    expect(mailsTo('hello@haven.ng').some((m) => m.includes(String(body.email)))).toBe(false)
  })

  it('one Idempotency-Key is one row and one set of e-mails, even for concurrent duplicates', async () => {
    const body = VALID['d2s-signup']!()
    const headers = { 'idempotency-key': `d2s-${next()}` }
    const answers = await Promise.all([1, 2, 3, 4].map(() => post('d2s-signup', body, { headers })))
    const later = await post('d2s-signup', body, { headers })
    const all = [...answers, later]
    expect(new Set(all.map((a) => a.body.data.id)).size).toBe(1)
    expect(all.map((a) => a.status)).toEqual([201, 201, 201, 201, 201])
    expect(all.filter((a) => a.res.headers.get('idempotent-replayed') === 'true')).toHaveLength(4)
    expect(later.body).toEqual(answers[0]!.body)
    expect(await rows('email = $1', [body.email])).toHaveLength(1)
    expect(mailsTo(String(body.email))).toHaveLength(1)
    expect(mailsTo('hello@haven.ng').filter((m) => m.includes(String(body.email)))).toHaveLength(1)
  })

  it('refuses a malformed key, and the same key with another body', async () => {
    const bad = await post('contact-us', VALID['contact-us']!(), { headers: { 'idempotency-key': 'has space' } })
    expect([bad.status, bad.body.data.field]).toEqual([400, 'Idempotency-Key'])
    const headers = { 'idempotency-key': `reuse-${next()}` }
    expect((await post('contact-us', VALID['contact-us']!(), { headers })).status).toBe(201)
    const other = await post('contact-us', VALID['contact-us']!(), { headers })
    expect([other.status, other.body.error]).toEqual([422, 'This Idempotency-Key was already used for another request'])
  })

  it('allows 20 forms an hour from one address across the forms, then answers 429 with Retry-After', async () => {
    const headers = { 'x-forwarded-for': '198.51.100.20' }
    const forms = Object.keys(VALID)
    for (let i = 0; i < 20; i++) expect((await post(forms[i % forms.length]!, VALID[forms[i % forms.length]!]!(), { headers })).status).toBe(201)
    const before = await count()
    const refused = await post('contact-us', VALID['contact-us']!(), { headers })
    expect([refused.status, refused.body.error]).toEqual([429, 'You have sent many forms in the last hour. Please try again later.'])
    // A growing delay, not the hour: a neighbour behind the same address waits minutes at most (issue 33).
    expect(Number(refused.res.headers.get('retry-after'))).toBeLessThanOrEqual(300)
    expect(await count()).toBe(before)
    const elsewhere = await post('contact-us', VALID['contact-us']!(), { headers, host: 'capital-keys.localhost' })
    expect(elsewhere.status).toBe(201)
  })

  it('keeps the submission, answers success and retries the e-mails; failed only after the last retry (decision 039)', async () => {
    const blocked = join(outbox, 'not-a-directory')
    writeFileSync(blocked, '')
    process.env.HAVEN_OUTBOX_DIR = blocked
    try {
      let id = 0
      const { first, last, logged } = await failUntilLastAttempt(testDb.db, async () => {
        const res = await post('sellers-mandate', VALID['sellers-mandate']!())
        expect([res.status, res.body.success]).toEqual([201, true])
        id = res.body.data.id
        expect((await rows('id = $1', [id]))[0]!.mail_status).toBe('queued')
      })
      expect(first.map((r) => [r.attempts, r.due_later, r.sent_at, r.failed_at])).toEqual([[1, true, null, null], [1, true, null, null]])
      expect(first[0]!.last_error).toMatch(/EEXIST|ENOTDIR/)
      expect(last.map((r) => [r.attempts, r.failed_at === null])).toEqual([[8, false], [8, false]])
      expect((await rows('id = $1', [id]))[0]!.mail_status).toBe('failed')
      expect(logged[0]).toEqual(['[forms] sellers-mandate e-mail failed:', expect.stringMatching(/attempt 8 of 8, giving up/)])
    } finally {
      process.env.HAVEN_OUTBOX_DIR = outbox
    }
  })
})
