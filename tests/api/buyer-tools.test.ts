import { describe, expect, it } from 'vitest'
import { recordStep } from '~/server/transactions/transaction-events'
import { call, send, TENANT, useTestDb } from './api-test-db'
import { useOutbox } from './test-outbox'
import { verifyEmail } from './verify-email'
import { viewingSlotIn } from '~/testing/viewing-slot'
import { SLOT_MESSAGE } from '~/shared/transactions/viewing-slots'

const testDb = useTestDb()
const { mailsTo: rawMailsTo } = useOutbox('buyer')
const mailsTo = (email: string) => rawMailsTo(email).map((m) => m.replace(/=\r?\n/g, ''))

let n = 0
async function signUp(tenant = TENANT) {
  const email = `buyer${++n}@example.com`
  const res = await send('POST', '/auth/user-signup', { first_name: 'Ada', last_name: 'Okafor', email, phone: '08031234567', password: 'correct horse' }, { tenant })
  expect(res.status).toBe(201)
  await verifyEmail(email) // a proved address: the viewing e-mails reach it (decision 040)
  return { token: res.body.data.accessToken as string, email, tenant }
}
type Who = Awaited<ReturnType<typeof signUp>>
const as = (who: Who | null) => (who ? { token: who.token, tenant: who.tenant } : {})
const get = (path: string, who: Who | null) =>
  call(path, { 'x-tenant-id': who?.tenant ?? TENANT, ...(who ? { authorization: `Bearer ${who.token}` } : {}) })

async function listings(count: number) {
  return testDb.db.query<{ id: number; slug: string; title: string; realtor_email: string }>(
    `select l.id, l.slug, l.title, r.email as realtor_email from listings l join realtors r on r.id = l.realtor_id
     where l.state = 'Lagos' and l.property_status = 'Completed' order by l.asking_price_ngn, l.id limit ${count}`,
  )
}

/** A Lagos wall-clock time some days ahead: 'YYYY-MM-DDTHH:mm'. */
const lagosIn = (days: number, hour = 10, minute = 30) => viewingSlotIn(days, `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`)

describe('favourites', () => {
  it('saves, lists with is_favorite, counts, fills is_favorite in searches, and removes', async () => {
    const me = await signUp()
    const [a, b] = await listings(2)
    expect((await send('POST', '/favourite', { listing_id: a!.id }, as(me))).body.data).toEqual({ listing_id: a!.id, is_favorite: 1 })
    // Saving again (a double click, a retry) is still one favourite.
    expect((await send('POST', '/favourite', { listing_id: String(a!.id) }, as(me))).status).toBe(200)
    await send('POST', '/favourite', { listing_id: b!.id }, as(me))
    expect((await get('/favourite/count', me)).body.data).toEqual({ count: 2 })

    const list = await get('/favourite?sort_by=lowest_price', me)
    expect(list.res.headers.get('cache-control')).toBe('private, no-store')
    expect(list.body.data.map((l: { id: number }) => l.id)).toEqual([a!.id, b!.id])
    expect(list.body.data.every((l: { is_favorite: number }) => l.is_favorite === 1)).toBe(true)
    expect(list.body.metadata).toMatchObject({ total: 2, page: 1, pages: 1 })
    expect((await get('/favourite?limit=1&page=2', me)).body.data.map((l: { id: number }) => l.id)).toHaveLength(1)
    expect((await get('/favourite?property_status=Off%20plan', me)).body.metadata.total).toBe(0)

    const search = await get('/indexing/listings-search?state=Lagos&property_status=Completed&sort_by=lowest_price&limit=3', me)
    expect(search.res.headers.get('cache-control')).toBe('private, no-store')
    expect(search.body.data.map((l: { is_favorite: number }) => l.is_favorite)).toEqual([1, 1, 0])
    const anonymous = await get('/indexing/listings-search?state=Lagos&property_status=Completed&sort_by=lowest_price&limit=3', null)
    expect(anonymous.res.headers.get('cache-control')).toMatch(/^public/)
    expect(anonymous.body.data.map((l: { is_favorite: number }) => l.is_favorite)).toEqual([0, 0, 0])
    expect((await get(`/indexing/listings-search?id=${a!.id}`, me)).body.data.is_favorite).toBe(1)

    expect((await send('DELETE', `/favourite/${a!.id}`, undefined, as(me))).body.data).toEqual({ listing_id: a!.id, is_favorite: 0 })
    expect((await send('DELETE', `/favourite/${a!.id}`, undefined, as(me))).status).toBe(200)
    expect((await get('/favourite/count', me)).body.data.count).toBe(1)
  })

  it('stops filling is_favorite once the token is revoked (password changed elsewhere)', async () => {
    const me = await signUp()
    const [a] = await listings(1)
    await send('POST', '/favourite', { listing_id: a!.id }, as(me))
    const path = '/indexing/listings-search?state=Lagos&property_status=Completed&sort_by=lowest_price&limit=1'
    expect((await get(path, me)).body.data[0].is_favorite).toBe(1)
    await testDb.db.query('update users set token_version = token_version + 1 where email = $1', [me.email])
    expect((await get(path, me)).body.data[0].is_favorite).toBe(0)
    expect((await get('/favourite/count', me)).status).toBe(401)
  })

  it('refuses an unknown listing and a bad id, naming the field, and stores nothing', async () => {
    const me = await signUp()
    const unknown = await send('POST', '/favourite', { listing_id: 99_999_999 }, as(me))
    expect([unknown.status, unknown.body.message, unknown.body.data]).toEqual([404, 'Listing not found', { field: 'listing_id' }])
    const bad = await send('POST', '/favourite', { listing_id: 'abc' }, as(me))
    expect([bad.status, bad.body.message, bad.body.data]).toEqual([400, 'listing_id must be a whole number', { field: 'listing_id' }])
    expect((await send('DELETE', '/favourite/x1', undefined, as(me))).status).toBe(400)
    expect((await get('/favourite/count', me)).body.data.count).toBe(0)
  })
})

describe('saved searches', () => {
  it('saves a canonical query with a live count, renames, lists newest first, deletes', async () => {
    const me = await signUp()
    const saved = await send('POST', '/save-search', { label: 'Lekki flats', query: '?page=3&property_status=Completed&state=Lagos&limit=20&junk=1', total_results: 99999 }, as(me))
    expect([saved.status, saved.body.message]).toEqual([201, 'Search Saved'])
    expect(saved.body.data).toMatchObject({ label: 'Lekki flats', query: 'state=Lagos&property_status=Completed' })
    const truth = (await call('/indexing/listings-search?state=Lagos&property_status=Completed')).body.metadata.total
    expect(saved.body.data.total_results).toBe(truth)

    const again = await send('POST', '/save-search', { label: 'Lekki flats', query: 'property_status=Completed&state=Lagos' }, as(me))
    expect([again.status, again.body.data.id]).toEqual([200, saved.body.data.id])
    // "All" statuses is an empty value on /listings; it is kept, and counted as every status.
    const all = await send('POST', '/save-search', { label: 'Rentals', query: 'category=For%20rent&property_status=' }, as(me))
    expect(all.body.data.query).toBe('property_status=&category=For+rent')
    expect(all.body.data.total_results).toBe((await call('/indexing/listings-search?category=For%20rent')).body.metadata.total)
    // The name of the place picked travels with the search (decision 042), after the filters and the sort.
    const place = await send('POST', '/save-search', { label: 'Lekki Phase 1', query: 'place=Lekki+Phase+1%2C+Lagos&area_id=21&state=Lagos' }, as(me))
    expect(place.body.data.query).toBe('area_id=21&state=Lagos&place=Lekki+Phase+1%2C+Lagos')
    await send('DELETE', `/save-search/${place.body.data.id}`, undefined, as(me))

    const list = await get('/save-search', me)
    expect(list.body.data.map((s: { label: string }) => s.label)).toEqual(['Rentals', 'Lekki flats'])
    expect((await get('/save-search/count', me)).body.data).toEqual({ count: 2 })

    const renamed = await send('PATCH', `/save-search/${saved.body.data.id}`, { label: '  Family homes ' }, as(me))
    expect([renamed.status, renamed.body.message, renamed.body.data.label]).toEqual([200, 'Search title updated', 'Family homes'])
    const deleted = await send('DELETE', `/save-search/${saved.body.data.id}`, undefined, as(me))
    expect([deleted.status, deleted.body.message]).toEqual([200, 'Search deleted'])
    expect((await get('/save-search/count', me)).body.data.count).toBe(1)
  })

  it('refuses a short title and a bad query with their messages, storing nothing', async () => {
    const me = await signUp()
    const short = await send('POST', '/save-search', { label: 'a', query: 'state=Lagos' }, as(me))
    expect([short.status, short.body.message, short.body.data]).toEqual([400, 'Title is required', { field: 'label' }])
    const bad = await send('POST', '/save-search', { label: 'Cheap', query: 'bedrooms=lots' }, as(me))
    expect([bad.status, bad.body.message, bad.body.data]).toEqual([400, 'query: bedrooms must be a whole number', { field: 'query' }])
    expect((await get('/save-search/count', me)).body.data.count).toBe(0)
  })
})

describe('viewings', () => {
  const booking = (listing: { id: number; slug: string }, over: Record<string, unknown> = {}) => ({
    viewing_type: 'TRUSTED_PERSON',
    first_name: 'Chidi',
    last_name: 'Eze',
    email: `chidi${++n}@example.com`,
    phone_number: '0803 123 4567',
    inspection_type: 'PHYSICAL_INSPECTION',
    date: lagosIn(5),
    listing_id: listing.id,
    listing_url: `http://haven.localhost:8888/listings/${listing.id}/${listing.slug}`,
    ...over,
  })

  it('stores a request for a trusted person, e-mails three people with an .ics in Lagos time, and lists it as a transaction', async () => {
    const me = await signUp()
    const [l] = await listings(1)
    const body = booking(l!, { date: lagosIn(5, 15, 30) })
    const res = await send('POST', '/enquiry/schedule-viewing', body, as(me))
    expect([res.status, res.body.message]).toEqual([201, 'Request sent'])
    expect(res.body.data).toMatchObject({
      listing_id: l!.id,
      badge: 'UNDER_INSPECTION',
      schedule_viewing: { status: 'PENDING_CONFIRMATION', stage_status: 'INSPECTION', viewing_type: 'TRUSTED_PERSON', first_name: 'Chidi', email: body.email, phone_number: '+2348031234567', date: `${body.date}:00+01:00` },
    })
    for (const to of [me.email, body.email, l!.realtor_email]) {
      const mail = mailsTo(to).at(-1)!
      expect(mail).toContain('invite.ics')
      expect(mail).toMatch(/inspection fees? or (a )?deposits?/i)
    }
    // The base64 alone (up to the boundary's dashes): the outbox reader joins '=' line ends.
    const ics = Buffer.from(/Content-Type: text\/calendar[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(mailsTo(body.email).at(-1)!)![1]!.replace(/\s+/g, ''), 'base64').toString('utf8')
    expect(ics).toContain(`DTSTART;TZID=Africa/Lagos:${body.date.replace(/[-:]/g, '')}00`)
    expect(ics).toContain('TZID:Africa/Lagos')

    const list = await get('/enquiry/schedule-viewing?limit=10&page=1', me)
    expect(list.body.data.metadata).toMatchObject({ total: 1, page: 1 })
    expect(list.body.data.enquiries[0]).toMatchObject({ id: res.body.data.id, title: l!.title, schedule_viewing: { status: 'PENDING_CONFIRMATION' } })
  })

  it('takes name and e-mail from the profile for MYSELF, whatever the body says', async () => {
    const me = await signUp()
    const [, l] = await listings(2)
    const res = await send('POST', '/enquiry/schedule-viewing', booking(l!, { viewing_type: 'MYSELF', first_name: 'X', email: 'someone@else.com', inspection_type: 'VIDEO_TOUR' }), as(me))
    expect(res.body.data.schedule_viewing).toMatchObject({ first_name: 'Ada', last_name: 'Okafor', email: me.email, inspection_type: 'VIDEO_TOUR' })
    expect(mailsTo('someone@else.com')).toHaveLength(0)
  })

  it('answers the spec messages for bad input and stores nothing', async () => {
    const me = await signUp()
    const [l] = await listings(1)
    const cases: [Record<string, unknown>, string, string][] = [
      [{ date: '' }, 'Completion Date is required', 'date'],
      [{ date: '2020-01-06T10:30' }, 'Choose a date and time in the future', 'date'],
      // Decision 043: 30-minute slots from 9:00 AM to 4:30 PM, Monday to Saturday.
      [{ date: lagosIn(5, 23, 56) }, SLOT_MESSAGE, 'date'],
      [{ date: lagosIn(5, 17, 0) }, SLOT_MESSAGE, 'date'],
      [{ date: '2027-02-30T10:00' }, 'Choose a real date and time', 'date'],
      [{ phone_number: '0803' }, 'Phone number must be at least 11 characters long', 'phone_number'],
      [{ email: 'nope' }, 'Invalid email address', 'email'],
      [{ first_name: '' }, 'First name is required', 'first_name'],
      [{ viewing_type: 'FRIEND' }, 'Viewing type is required', 'viewing_type'],
      [{ inspection_type: 'DRONE' }, 'Inspection type is required', 'inspection_type'],
    ]
    for (const [over, message, field] of cases) {
      const res = await send('POST', '/enquiry/schedule-viewing', booking(l!, over), as(me))
      expect([res.status, res.body.message, res.body.data]).toEqual([400, message, { field }])
    }
    expect((await get('/enquiry/schedule-viewing', me)).body.data.metadata.total).toBe(0)
  })

  it('makes one record of a double click, with or without an Idempotency-Key', async () => {
    const me = await signUp()
    const [l] = await listings(1)
    const body = booking(l!)
    const [first, second] = await Promise.all([
      send('POST', '/enquiry/schedule-viewing', body, { ...as(me), headers: { 'idempotency-key': 'k-1' } }),
      send('POST', '/enquiry/schedule-viewing', body, { ...as(me), headers: { 'idempotency-key': 'k-1' } }),
    ])
    expect([first.status, second.status].sort()).toEqual([201, first.status === 409 || second.status === 409 ? 409 : 201].sort())
    const replay = await send('POST', '/enquiry/schedule-viewing', body, { ...as(me), headers: { 'idempotency-key': 'k-1' } })
    expect([replay.status, replay.res.headers.get('idempotent-replayed')]).toEqual([201, 'true'])
    const noKey = await send('POST', '/enquiry/schedule-viewing', body, as(me))
    expect([noKey.status, noKey.body.data.id]).toEqual([200, replay.body.data.id])
    expect((await get('/enquiry/schedule-viewing', me)).body.data.metadata.total).toBe(1)
    expect(mailsTo(body.email)).toHaveLength(1)
    const other = await send('POST', '/save-search', { label: 'x y', query: '' }, { ...as(me), headers: { 'idempotency-key': 'k-1' } })
    expect(other.status).toBe(422)
  })

  it('lets the buyer cancel a pending viewing, once, and refuses other moves', async () => {
    const me = await signUp()
    const [l] = await listings(1)
    const { body } = await send('POST', '/enquiry/schedule-viewing', booking(l!), as(me))
    const id = body.data.id as number
    const bad = await send('PATCH', `/enquiry/schedule-viewing/${id}`, { status: 'COMPLETED' }, as(me))
    expect([bad.status, bad.body.message]).toEqual([400, 'status must be CANCELED'])
    const cancel = await send('PATCH', `/enquiry/schedule-viewing/${id}`, { status: 'CANCELED' }, as(me))
    expect([cancel.status, cancel.body.data.schedule_viewing.status, cancel.body.data.badge]).toEqual([200, 'CANCELED', null])
    expect((await send('PATCH', `/enquiry/schedule-viewing/${id}`, { status: 'CANCELED' }, as(me))).status).toBe(200)
    // Once someone has visited, canceling is the team's (decision 035: steps are events the machine checks).
    const visited = (await send('POST', '/enquiry/schedule-viewing', booking(l!), as(me))).body.data.id as number
    for (const step of ['VIEWING_CONFIRMED', 'VIEWED'] as const)
      await testDb.db.transaction((tx) => recordStep(tx, { tenant: TENANT, viewingId: visited, step, actor: { kind: 'operator', name: 'test' } }))
    const late = await send('PATCH', `/enquiry/schedule-viewing/${visited}`, { status: 'CANCELED' }, as(me))
    expect([late.status, late.body.message]).toEqual([409, 'This viewing can no longer be canceled here. Please contact us.'])
  })
})

describe('who may see and change what', () => {
  it('gives another user, another tenant and a visitor nothing of mine', async () => {
    const me = await signUp()
    const other = await signUp()
    const elsewhere = await signUp('lekkiprime.com')
    const [l] = await listings(1)
    await send('POST', '/favourite', { listing_id: l!.id }, as(me))
    const search = (await send('POST', '/save-search', { label: 'Mine', query: 'state=Lagos' }, as(me))).body.data
    const viewing = (await send('POST', '/enquiry/schedule-viewing', { viewing_type: 'MYSELF', phone_number: '08031234567', inspection_type: 'VIDEO_TOUR', date: lagosIn(3), listing_id: l!.id }, as(me))).body.data

    for (const who of [other, elsewhere]) {
      expect((await get('/favourite/count', who)).body.data.count).toBe(0)
      expect((await get('/favourite', who)).body.data).toEqual([])
      expect((await get('/save-search', who)).body.data).toEqual([])
      expect((await get('/enquiry/schedule-viewing', who)).body.data.enquiries).toEqual([])
      expect((await get(`/enquiry/schedule-viewing/${viewing.id}`, who)).status).toBe(404)
      expect((await send('PATCH', `/save-search/${search.id}`, { label: 'Theirs' }, as(who))).status).toBe(404)
      expect((await send('DELETE', `/save-search/${search.id}`, undefined, as(who))).status).toBe(404)
      expect((await send('PATCH', `/enquiry/schedule-viewing/${viewing.id}`, { status: 'CANCELED' }, as(who))).status).toBe(404)
      await send('DELETE', `/favourite/${l!.id}`, undefined, as(who))
    }
    // A token of one tenant is refused on another.
    expect((await get('/favourite/count', { ...me, tenant: 'lekkiprime.com' })).status).toBe(401)
    for (const path of ['/favourite', '/favourite/count', '/save-search', '/save-search/count', '/enquiry/schedule-viewing', `/enquiry/schedule-viewing/${viewing.id}`]) {
      const res = await get(path, null)
      expect([path, res.status, res.body.message]).toEqual([path, 401, 'Please sign in to continue'])
    }
    expect((await send('POST', '/favourite', { listing_id: l!.id })).status).toBe(401)

    // Nothing of mine changed.
    expect((await get('/favourite/count', me)).body.data.count).toBe(1)
    expect((await get('/save-search', me)).body.data.map((s: { label: string }) => s.label)).toEqual(['Mine'])
    expect((await get(`/enquiry/schedule-viewing/${viewing.id}`, me)).body.data.schedule_viewing.status).toBe('PENDING_CONFIRMATION')
  })
})
