import { describe, expect, it } from 'vitest'
import { createStaff } from '~/server/console/staff-accounts'
import { openSession } from '~/server/console/staff-sessions'
import type { StaffRole } from '~/shared/console/roles'
import { MAX_DOCUMENT_BYTES } from '~/shared/console/verification'
import { lagosToday } from '~/shared/schemas/ops'
import { call, TENANT } from './api-test-db'
import { download, pdf, png, upload, zip } from './console-files'
import { consoleCall, OTHER_TENANT, type Json } from './console-harness'
import { signUp, useTrustHarness } from './trust-harness'

/** Issue 24 (decision 049): the verification queue, private documents, the fingerprint that flags reuse. */
const { testDb } = useTrustHarness('console-verification')

async function staff(email: string, role: StaffRole, tenant = TENANT) {
  const { id } = await createStaff(testDb.db, { actor: 'test', channel: 'cli' }, tenant, email, role, null)
  return openSession(testDb.db, { id, tenant_id: tenant }, 'signed-in')
}
/** Listings with no check at all, for sale: each test takes its own. */
let cursor = 0
async function uncheckedListing() {
  const [l] = await testDb.db.query<{ id: number; title: string; property_id: string }>(
    `select id::int as id, title, property_id from listings l where availability = 'available'
     and not exists (select 1 from listing_verification_steps s where s.listing_id = l.id) order by id offset ${cursor++} limit 1`,
  )
  return l!
}
const tierOf = async (id: number) => (await testDb.db.query<{ t: number }>('select verification_tier as t from listings where id = $1', [id]))[0]!.t
const titleCheck = (documents: number[], extra: Record<string, unknown> = {}) => ({
  step: 'title', done_on: lagosToday(), partner_firm: 'Adeyemi & Co. Solicitors', result: 'Certificate of Occupancy confirmed; no charges', documents, ...extra,
})

describe('the verification queue', () => {
  it('lists listings whose checks are missing or due; one fully checked today leaves it', async () => {
    const verifier = await staff('queue@haven.ng', 'verifier')
    const l = await uncheckedListing()
    const page = async (): Promise<Json[]> => {
      const items: Json[] = []
      let before: number | null = l.id + 1
      while (before) {
        const res = await consoleCall('GET', `/verification-queue?limit=100&before=${before}`, undefined, { cookie: verifier })
        expect(res.status).toBe(200)
        items.push(...res.body.data.items)
        before = items.some((i) => i.id === l.id) ? null : res.body.data.next
      }
      return items
    }
    const row = (await page()).find((i) => i.id === l.id)
    expect(row.checks.map((c: Json) => [c.step, c.status, c.due])).toEqual([['identity', 'not_done', true], ['mandate', 'not_done', true], ['title', 'not_done', true], ['inspection', 'not_done', true]])
    for (const step of ['identity', 'mandate', 'inspection']) expect((await consoleCall('POST', `/listings/${l.id}/verification`, { step, done_on: lagosToday() }, { cookie: verifier })).status).toBe(200)
    expect((await consoleCall('POST', `/listings/${l.id}/verification`, titleCheck([]), { cookie: verifier })).status).toBe(200)
    expect((await page()).some((i) => i.id === l.id)).toBe(false)
    const bad = await consoleCall('GET', '/verification-queue?step=roof', undefined, { cookie: verifier })
    expect([bad.status, bad.body.message]).toEqual([400, 'step must be identity, mandate, title or inspection'])
  })
})

describe('a check’s documents', () => {
  it('records a title search with its document; the tier rises and the audit names the file', async () => {
    const verifier = await staff('ada@haven.ng', 'verifier')
    const l = await uncheckedListing()
    const up = await upload(l.id, 'title', 'C of O — plot 12.pdf', pdf('deed one'), { cookie: verifier })
    expect([up.status, up.body.data.duplicates, up.body.data.content_type, up.body.data.attached]).toEqual([201, [], 'application/pdf', false])
    const saved = await consoleCall('POST', `/listings/${l.id}/verification`, titleCheck([up.body.data.id]), { cookie: verifier })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(await tierOf(l.id)).toBe(1)
    expect(saved.body.data.after.documents).toEqual([{ id: up.body.data.id, filename: 'C of O — plot 12.pdf', sha256: up.body.data.sha256, flagged: false }])
    const listed = await consoleCall('GET', `/listings/${l.id}/documents`, undefined, { cookie: verifier })
    expect(listed.body.data.map((d: Json) => [d.filename, d.attached])).toEqual([['C of O — plot 12.pdf', true]])
    // Attached once: the same document cannot be attached to a second check.
    const again = await consoleCall('POST', `/listings/${l.id}/verification`, titleCheck([up.body.data.id]), { cookie: verifier })
    expect([again.status, again.body.data.field]).toEqual([400, 'documents'])
  })

  it('is private: staff of the tenant with the permission download it as an attachment, no one else', async () => {
    const verifier = await staff('bisi@haven.ng', 'verifier')
    const l = await uncheckedListing()
    const bytes = pdf('private deed')
    const up = await upload(l.id, 'title', 'deed "final".pdf', bytes, { cookie: verifier })
    const res = await download(up.body.data.id, { cookie: verifier })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="deed _final_.pdf"; filename*=UTF-8''${encodeURIComponent('deed "final".pdf')}`)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes)

    const buyer = await signUp()
    const editor = await staff('chidi@haven.ng', 'editor')
    const theirs = await staff('verifier@lekkiprime.com', 'verifier', OTHER_TENANT)
    const statuses = {
      anonymous: (await download(up.body.data.id)).status,
      buyer: (await download(up.body.data.id, { token: buyer.token })).status,
      editor: (await download(up.body.data.id, { cookie: editor })).status,
      'another tenant’s verifier, here': (await download(up.body.data.id, { cookie: theirs })).status,
      'another tenant’s verifier, on their site': (await download(up.body.data.id, { cookie: theirs, tenant: OTHER_TENANT })).status,
      'no console header (a link from another site)': (await download(up.body.data.id, { cookie: verifier, header: false })).status,
    }
    expect(statuses).toEqual({
      anonymous: 401,
      buyer: 401,
      editor: 403,
      'another tenant’s verifier, here': 401,
      'another tenant’s verifier, on their site': 404,
      'no console header (a link from another site)': 403,
    })
    // No public path serves it: the listing's page and API name no document.
    const detail = await call(`/indexing/listings-search?id=${l.id}`)
    expect(detail.status).toBe(200)
    expect(JSON.stringify(detail.body)).not.toMatch(/deed|verification_documents|sha256/)
  })

  it('flags the same title document on a second listing before the check is saved, and on another agency without naming the listing', async () => {
    const verifier = await staff('dayo@haven.ng', 'verifier')
    const [first, second] = [await uncheckedListing(), await uncheckedListing()]
    const deed = pdf('a deed used twice')
    const one = await upload(first.id, 'title', 'deed.pdf', deed, { cookie: verifier })
    expect((await consoleCall('POST', `/listings/${first.id}/verification`, titleCheck([one.body.data.id]), { cookie: verifier })).status).toBe(200)

    const two = await upload(second.id, 'title', 'deed-copy.pdf', deed, { cookie: verifier })
    expect(two.body.data.sha256).toBe(one.body.data.sha256)
    expect(two.body.data.duplicates).toEqual([{ listing_id: first.id, property_id: first.property_id, title: first.title, other_agency: false }])
    const steps = async () => (await testDb.db.query<{ n: number }>('select count(*)::int as n from listing_verification_steps where listing_id = $1', [second.id]))[0]!.n
    const unconfirmed = await consoleCall('POST', `/listings/${second.id}/verification`, titleCheck([two.body.data.id]), { cookie: verifier })
    expect([unconfirmed.status, unconfirmed.body.message, unconfirmed.body.data.field]).toEqual([
      409,
      `deed-copy.pdf: This document was already used on listing ${first.property_id} (${first.title}). Confirm to save the check anyway.`,
      'confirm_duplicates',
    ])
    expect([await steps(), await tierOf(second.id)]).toEqual([0, 0])
    const confirmed = await consoleCall('POST', `/listings/${second.id}/verification`, titleCheck([two.body.data.id], { confirm_duplicates: true }), { cookie: verifier })
    expect([confirmed.status, confirmed.body.data.after.documents[0].flagged]).toEqual([200, true])

    // Another agency uploading the same file learns only that another agency used it.
    const theirs = await staff('checks@lekkiprime.com', 'verifier', OTHER_TENANT)
    const third = await uncheckedListing()
    const elsewhere = await upload(third.id, 'title', 'deed.pdf', deed, { cookie: theirs, tenant: OTHER_TENANT })
    expect(elsewhere.body.data.duplicates).toEqual([{ listing_id: null, property_id: null, title: null, other_agency: true }])
    expect(JSON.stringify(elsewhere.body)).not.toContain(first.title)
    const refused = await consoleCall('POST', `/listings/${third.id}/verification`, titleCheck([elsewhere.body.data.id]), { cookie: theirs, tenant: OTHER_TENANT })
    expect(refused.body.message).toBe('deed.pdf: This document was already used on another agency’s listing. Confirm to save the check anyway.')
    // And a document of one agency cannot be attached by another.
    const stolen = await consoleCall('POST', `/listings/${first.id}/verification`, titleCheck([one.body.data.id]), { cookie: theirs, tenant: OTHER_TENANT })
    expect([stolen.status, stolen.body.data.field]).toEqual([400, 'documents'])
  })

  it('takes PDF, JPEG and PNG by their content and refuses others, naming the file', async () => {
    const verifier = await staff('efe@haven.ng', 'verifier')
    const l = await uncheckedListing()
    expect((await upload(l.id, 'inspection', 'front.png', png(), { cookie: verifier })).body.data.content_type).toBe('image/png')
    const renamed = await upload(l.id, 'title', 'deed.pdf', zip(), { cookie: verifier })
    expect([renamed.status, renamed.body.message, renamed.body.data.field]).toEqual([415, 'deed.pdf is not a PDF, JPEG or PNG file', 'file'])
    const big = new Uint8Array(MAX_DOCUMENT_BYTES + 1)
    big.set(pdf('big'))
    const large = await upload(l.id, 'title', 'scan.pdf', big, { cookie: verifier })
    expect([large.status, large.body.message]).toEqual([413, 'scan.pdf is larger than 15 MB'])
    const empty = await upload(l.id, 'title', 'blank.pdf', new Uint8Array(), { cookie: verifier })
    expect([empty.status, empty.body.message]).toEqual([400, 'blank.pdf is empty'])
    const noName = await upload(l.id, 'title', '', pdf('x'), { cookie: verifier })
    expect([noName.status, noName.body.message]).toEqual([400, 'name is required'])
    expect((await upload(999999, 'title', 'deed.pdf', pdf('nowhere'), { cookie: verifier })).status).toBe(404)
  })
})
