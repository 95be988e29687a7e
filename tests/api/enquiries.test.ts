import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { send, useTestDb } from './api-test-db'
import { failUntilLastAttempt } from './mail-queue-steps'
import { useOutbox } from './test-outbox'
import { verifyEmail } from './verify-email'

const testDb = useTestDb()
const { dir: outbox, mailsTo } = useOutbox('enquiry')

let n = 0
/** A different caller address per test, so the hourly limit only bites where a test wants it. */
const from = () => ({ 'x-forwarded-for': `203.0.113.${++n}` })

async function aListing() {
  const [l] = await testDb.db.query<{ id: number; slug: string; title: string; realtor_email: string }>(
    'select l.id, l.slug, l.title, r.email as realtor_email from listings l join realtors r on r.id = l.realtor_id order by l.id limit 1',
  )
  return l!
}

const enquiry = (listingURL: string, over: Record<string, unknown> = {}) => ({
  firstName: 'Chiamaka',
  lastName: "O'Neil-Eze",
  emailAddress: `buyer${++n}@example.com`,
  phoneNumber: '0803 123 4567',
  howCanARealtorHelp: 'Is it still available? I can inspect by video next week.',
  listingURL,
  ...over,
})

const count = async (table: string) => (await testDb.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n

describe('POST /enquiry/contact', () => {
  it('stores the enquiry with its tenant and listing, and e-mails the realtor and the buyer', async () => {
    const l = await aListing()
    const body = enquiry(`http://haven.localhost:8888/listings/${l.id}/${l.slug}`)
    const res = await send('POST', '/enquiry/contact', body, { headers: from() })
    expect([res.status, res.body.success, res.body.message]).toEqual([201, true, 'Your enquiry has been submitted successfully!'])
    const [row] = await testDb.db.query<Record<string, unknown>>('select * from listing_enquiries where id = $1', [res.body.data.id])
    expect(row).toMatchObject({ tenant: 'haven.ng', listing_id: l.id, email: body.emailAddress, phone: '+2348031234567', first_name: 'Chiamaka', user_id: null })
    const toRealtor = mailsTo(l.realtor_email).at(-1)!
    expect(toRealtor).toContain(`Subject: New enquiry: ${l.title}`)
    expect(toRealtor).toMatch(new RegExp(`Reply-To: .*${body.emailAddress}`))
    expect(toRealtor).toContain('Is it still available?')
    // A visitor's typed address gets nothing: the form cannot mail a stranger in the tenant's name (decision 040).
    expect(mailsTo(body.emailAddress)).toHaveLength(0)
  })

  it("sends a receipt only to a signed-in buyer's proved address, repeating nothing they wrote", async () => {
    const l = await aListing()
    const email = `receipt${++n}@example.com`
    const signUp = await send('POST', '/auth/user-signup', { first_name: 'Ada', last_name: 'Okafor', email, phone: '08031234567', password: 'correct horse' }, { headers: from() })
    const token = signUp.body.data.accessToken as string
    const url = `https://haven.ng/listings/${l.id}/${l.slug}`
    const stranger = `stranger${++n}@example.com`
    const attack = { howCanARealtorHelp: 'Your account is suspended: pay at evil.example to restore it', emailAddress: stranger }
    // Not yet proved: no receipt, to the account or to the typed address.
    expect((await send('POST', '/enquiry/contact', enquiry(url, attack), { token, headers: from() })).status).toBe(201)
    expect(mailsTo(stranger)).toHaveLength(0)
    expect(mailsTo(email).filter((m) => m.includes('We sent your enquiry'))).toHaveLength(0)
    const v = await verifyEmail(email)
    expect(v.headers.get('location')).toContain('#email_verified=1')
    expect((await send('POST', '/enquiry/contact', enquiry(url, attack), { token, headers: from() })).status).toBe(201)
    expect(mailsTo(stranger)).toHaveLength(0)
    const receipts = mailsTo(email).filter((m) => m.includes('We sent your enquiry'))
    expect(receipts).toHaveLength(1)
    expect(receipts[0]).not.toContain('evil.example')
    expect(receipts[0]).toContain('Hello Ada')
  })

  it('accepts /listings/{slug} and says Listing not found for an unknown one', async () => {
    const l = await aListing()
    expect((await send('POST', '/enquiry/contact', enquiry(`https://haven.ng/listings/${l.slug}`), { headers: from() })).status).toBe(201)
    const before = await count('listing_enquiries')
    const missing = await send('POST', '/enquiry/contact', enquiry('https://haven.ng/listings/no-such-listing'), { headers: from() })
    expect([missing.status, missing.body.message]).toEqual([404, 'Listing not found'])
    const notAListing = await send('POST', '/enquiry/contact', enquiry('https://haven.ng/settings'), { headers: from() })
    expect([notAListing.status, notAListing.body.message, notAListing.body.data]).toEqual([400, 'listingURL must be the address of a listing page', { field: 'listingURL' }])
    expect(await count('listing_enquiries')).toBe(before)
  })

  it.each([
    [{ firstName: 'Ch1amaka' }, 'First name must only contain letters'],
    [{ lastName: 'Eze!' }, 'Last name must only contain letters'],
    [{ howCanARealtorHelp: '   ' }, 'Enquiry message is required'],
    [{ phoneNumber: '12345' }, 'Invalid phone number'],
    [{ emailAddress: 'not-an-email' }, 'Invalid email address'],
    [{ listingURL: 'not a url' }, 'listingURL must be a URL'],
    [{ firstName: undefined }, 'firstName is required'],
  ])('refuses %o with "%s", naming the field, and stores nothing', async (over, message) => {
    const l = await aListing()
    const before = await count('listing_enquiries')
    const res = await send('POST', '/enquiry/contact', enquiry(`https://haven.ng/listings/${l.id}/${l.slug}`, over), { headers: from() })
    expect([res.status, res.body.success]).toEqual([400, false])
    expect(res.body.message).toContain(message)
    expect(res.body.data).toEqual({ field: Object.keys(over)[0] })
    expect(await count('listing_enquiries')).toBe(before)
  })

  it('notes the signed-in sender, and lets a stale token through as a visitor', async () => {
    const l = await aListing()
    const email = `member${++n}@example.com`
    const signUp = await send('POST', '/auth/user-signup', { first_name: 'Ada', last_name: 'Okafor', email, phone: '08031234567', password: 'correct horse' }, { headers: from() })
    const token = signUp.body.data.accessToken as string
    const url = `https://haven.ng/listings/${l.id}/${l.slug}`
    const signedIn = await send('POST', '/enquiry/contact', enquiry(url), { token, headers: from() })
    const stale = await send('POST', '/enquiry/contact', enquiry(url), { token: `${token}x`, headers: from() })
    expect([signedIn.status, stale.status]).toEqual([201, 201])
    const rows = await testDb.db.query<{ id: number; user_id: number | null }>(
      'select id::int as id, user_id::int as user_id from listing_enquiries where id = any($1::bigint[]) order by id',
      [[signedIn.body.data.id, stale.body.data.id]],
    )
    const [user] = await testDb.db.query<{ id: number }>('select id::int as id from users where email = $1', [email])
    expect(rows.map((r) => r.user_id)).toEqual([user!.id, null])
  })

  it('keeps the enquiry and still answers success when the e-mail cannot be sent, retrying it (decisions 027, 039)', async () => {
    const l = await aListing()
    const blocked = join(outbox, 'not-a-directory')
    writeFileSync(blocked, '')
    process.env.HAVEN_OUTBOX_DIR = blocked
    try {
      const before = await count('listing_enquiries')
      const { first, last, logged } = await failUntilLastAttempt(testDb.db, async () => {
        const res = await send('POST', '/enquiry/contact', enquiry(`https://haven.ng/listings/${l.id}/${l.slug}`), { headers: from() })
        expect([res.status, res.body.message]).toEqual([201, 'Your enquiry has been submitted successfully!'])
      })
      expect(await count('listing_enquiries')).toBe(before + 1)
      // The realtor's message only: a visitor's typed address gets no receipt (decision 040).
      expect(first.map((r) => r.attempts)).toEqual([1])
      expect(last.every((r) => r.failed_at !== null && r.sent_at === null)).toBe(true)
      expect(logged[0]).toEqual(['[enquiry] listing e-mail failed:', expect.stringMatching(/giving up: .*(EEXIST|ENOTDIR)/)])
    } finally {
      process.env.HAVEN_OUTBOX_DIR = outbox
    }
  })

  it('allows 10 enquiries an hour from one address, then answers 429', async () => {
    const l = await aListing()
    const headers = { 'x-forwarded-for': '198.51.100.7' }
    for (let i = 0; i < 10; i++) expect((await send('POST', '/enquiry/contact', enquiry(`https://haven.ng/listings/${l.id}/${l.slug}`), { headers })).status).toBe(201)
    const refused = await send('POST', '/enquiry/contact', enquiry(`https://haven.ng/listings/${l.id}/${l.slug}`), { headers })
    expect(refused.status).toBe(429)
    expect(refused.res.headers.get('retry-after')).toMatch(/^\d+$/)
  })
})

describe('POST /enquiry/send-guide', () => {
  it('stores the request and e-mails the guide as a PDF with a link to it', async () => {
    const email = `guide${++n}@example.com`
    const res = await send('POST', '/enquiry/send-guide', { first_name: 'Tunde', last_name: 'Bakare', email }, { headers: from() })
    expect([res.status, res.body.success]).toEqual([201, true])
    const [row] = await testDb.db.query<Record<string, unknown>>('select tenant, email from guide_requests where id = $1', [res.body.data.id])
    expect(row).toEqual({ tenant: 'haven.ng', email })
    const mail = mailsTo(email).at(-1)!
    expect(mail).toContain("Subject: Your Haven buyer's guide")
    expect(mail).toContain('Content-Type: application/pdf; name=haven-buyers-guide.pdf')
    expect(mail).toContain('https://haven.ng/guides/haven-buyers-guide.pdf')
  })

  it.each([
    [{ first_name: 'T' }, 'Invalid first name'],
    [{ last_name: ' ' }, 'Invalid last name'],
    [{ email: 'nope' }, 'Invalid email address'],
  ])('refuses %o with "%s", naming the field, and stores nothing', async (over, message) => {
    const before = await count('guide_requests')
    const res = await send('POST', '/enquiry/send-guide', { first_name: 'Tunde', last_name: 'Bakare', email: 'a@example.com', ...over }, { headers: from() })
    expect([res.status, res.body.message, res.body.data]).toEqual([400, expect.stringContaining(message), { field: Object.keys(over)[0] }])
    expect(await count('guide_requests')).toBe(before)
  })

  it('allows 5 guide requests an hour from one address, then answers 429', async () => {
    const headers = { 'x-forwarded-for': '198.51.100.9' }
    const ask = () => send('POST', '/enquiry/send-guide', { first_name: 'Tunde', last_name: 'Bakare', email: `g${++n}@example.com` }, { headers })
    for (let i = 0; i < 5; i++) expect((await ask()).status).toBe(201)
    const refused = await ask()
    expect([refused.status, refused.body.message]).toEqual([429, 'Too many requests from this connection. Please try again later.'])
  })
})

describe('the shipped guide', () => {
  it('is a complete PDF whose cross-reference table points at every object', () => {
    const pdf = readFileSync('public/guides/haven-buyers-guide.pdf')
    const text = pdf.toString('latin1')
    expect(text.startsWith('%PDF-1.4')).toBe(true)
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true)
    const xref = Number(/startxref\n(\d+)/.exec(text)![1])
    expect(text.slice(xref, xref + 4)).toBe('xref')
    const offsets = [...text.slice(xref).matchAll(/(\d{10}) 00000 n/g)].map((m) => Number(m[1]))
    offsets.forEach((o, i) => expect(text.slice(o).startsWith(`${i + 1} 0 obj`)).toBe(true))
    expect(text).toContain('Governor')
  })
})
