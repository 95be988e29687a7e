import { mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createStaff } from '~/server/console/staff-accounts'
import { closeSession, openSession } from '~/server/console/staff-sessions'
import { changeStaff } from '~/server/console/staff-admin'
import { consoleUploadPipeline } from '~/server/media/console-upload-pipeline'
import { DECODE_RETRY_AFTER, DECODES_RUNNING, DECODES_WAITING } from '~/server/media/decode-queue'
import { folderStore } from '~/server/media/media-store'
import { useUploadPipeline } from '~/server/media/upload-pipeline'
import { useUploadStaging } from '~/server/uploads/upload-staging'
import { MAX_OPEN_UPLOADS, MIN_UPLOAD_PART_BYTES, UPLOAD_TTL_MINUTES } from '~/shared/console/uploads'
import type { StaffRole } from '~/shared/console/roles'
import { pngClaiming } from '~/testing/png-claiming'
import apiHandler from '../../netlify/functions/api'
import { TENANT, useTestDb } from './api-test-db'
import { consoleCall, OTHER_TENANT, type Json } from './console-harness'
import { download, pdf, upload } from './console-files'
import { editorBody, uploadCall } from './console-listing-harness'
import { cancelUpload, completeUpload, partOf, sendPart, startUpload, uploadInParts, useTempStaging, type UploadCall } from './upload-harness'

/** The console's resumable uploads (decision 057): the chunk protocol, and an attacker's view of it. */
const testDb = useTestDb()
const media = mkdtempSync(join(tmpdir(), 'haven-upload-media-'))
let staging = ''
let editor: UploadCall
let listingId = 0
const SMALL = MIN_UPLOAD_PART_BYTES

const staff = async (email: string, role: StaffRole, tenant = TENANT): Promise<UploadCall & { id: number; email: string }> => {
  const { id } = await createStaff(testDb.db, { actor: 'test', channel: 'cli' }, tenant, email, role, null)
  return { cookie: await openSession(testDb.db, { id, tenant_id: tenant }, 'signed-in'), tenant, id, email }
}
/** A photo of its own (noise, so it does not compress to nothing): about `width`² × 0.6 bytes as a JPEG. */
const noisyPhoto = (width: number, seed: number) =>
  sharp({ create: { width, height: Math.round(width * 0.75), channels: 3, background: { r: seed % 256, g: 120, b: 80 }, noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .jpeg({ quality: 92 })
    .toBuffer()
/** The parts waiting in the staging folder: <tenant>/<upload id>/<index>. */
const stagedFiles = () => readdirSync(staging, { recursive: true }).map(String).filter((f) => /[0-9a-f]{32}\/\d+$/.test(f))
const photoStart = (extra: Record<string, unknown> = {}) => ({ purpose: 'listing-photo', listing_id: listingId, category: 'property_images', part_size: SMALL, ...extra })
const storedGallery = async () => (await consoleCall('GET', `/listings/${listingId}/editor`, undefined, { cookie: editor.cookie })).body.data.gallery.property_images as string[]
const auditCount = async (action: string, id: number) =>
  ((await testDb.db.query<{ n: number }>('select count(*)::int as n from ops_audit where action = $1 and target_id = $2', [action, id]))[0]!.n)

beforeAll(async () => {
  useUploadPipeline(consoleUploadPipeline(folderStore(media)))
  staging = useTempStaging()
  editor = await staff('editor@haven.ng', 'editor')
  const created = await consoleCall('POST', '/listings', editorBody(), { cookie: editor.cookie })
  listingId = created.body.data.id
})
afterAll(() => {
  useUploadPipeline(null)
  useUploadStaging(null)
})

describe('a chunked photo upload', () => {
  it('takes parts in any order and at once, a part sent twice is harmless, and completes into the gallery through the pipeline', async () => {
    const bytes = await noisyPhoto(1000, 1)
    expect(bytes.byteLength).toBeGreaterThan(2 * SMALL)
    const started = await startUpload(editor, { ...photoStart(), size: bytes.byteLength, type: 'image/jpeg', name: 'front.jpg' })
    expect(started.status, JSON.stringify(started.body)).toBe(201)
    const { id, parts } = started.body.data
    expect(parts).toBe(Math.ceil(bytes.byteLength / SMALL))
    const order = [...Array(parts).keys()].reverse()
    const sent = await Promise.all([...order, 0, parts - 1].map((i) => sendPart(editor, id, i, partOf(bytes, SMALL, i))))
    expect(sent.map((s) => s.status)).toEqual(sent.map(() => 200))

    const done = await completeUpload(editor, id)
    expect(done.status, JSON.stringify(done.body)).toBe(201)
    const url = (done.body.data.gallery.property_images as string[]).at(-1)!
    expect(url).toMatch(/^\/media\/photos\/[0-9a-f]{16}-1000x750-[0-9a-f]{6}\.jpg$/)
    expect(readdirSync(media).filter((f) => url.includes(f.slice(0, 16))).length).toBeGreaterThan(5)
    expect(stagedFiles()).toEqual([])
    // A completion sent again (its answer was lost) answers what the first did, and adds nothing.
    const again = await completeUpload(editor, id)
    expect([again.status, again.body.data.gallery]).toEqual([200, done.body.data.gallery])
  })

  it('completed twice at once makes one photo: one completion assembles, the other is told', async () => {
    const bytes = await noisyPhoto(800, 2)
    const started = await startUpload(editor, { ...photoStart(), size: bytes.byteLength, type: 'image/jpeg', name: 'twice.jpg' })
    const { id, parts } = started.body.data
    await Promise.all([...Array(parts).keys()].map((i) => sendPart(editor, id, i, partOf(bytes, SMALL, i))))
    const before = await auditCount('upload-photo', listingId)
    const both = await Promise.all([completeUpload(editor, id), completeUpload(editor, id), completeUpload(editor, id)])
    expect(both.filter((b) => b.status === 201)).toHaveLength(1)
    // The others: 409 while the first assembles, or (later) the first's own answer.
    for (const b of both.filter((x) => x.status !== 201)) expect([200, 409]).toContain(b.status)
    expect(await auditCount('upload-photo', listingId)).toBe(before + 1)
    const editorView = await consoleCall('GET', `/listings/${listingId}/editor`, undefined, { cookie: editor.cookie })
    const gallery = editorView.body.data.gallery.property_images as string[]
    expect(new Set(gallery).size).toBe(gallery.length)
  })

  it('refuses a completion before every part is there, naming the missing parts', async () => {
    const bytes = await noisyPhoto(800, 3)
    const { body } = await startUpload(editor, { ...photoStart(), size: bytes.byteLength, type: 'image/jpeg', name: 'half.jpg' })
    await sendPart(editor, body.data.id, 0, partOf(bytes, SMALL, 0))
    const early = await completeUpload(editor, body.data.id)
    expect([early.status, early.body.data.field, early.body.data.missing]).toEqual([409, 'parts', [...Array(body.data.parts).keys()].slice(1)])
  })
})

describe('what an attacker tries', () => {
  it('another staff member of the tenant, or another tenant’s, can neither add a part nor complete', async () => {
    const bytes = await noisyPhoto(500, 4)
    const { body } = await startUpload(editor, { ...photoStart(), size: bytes.byteLength, type: 'image/jpeg', name: 'mine.jpg' })
    const id = body.data.id as string
    const colleague = await staff('second-editor@haven.ng', 'editor')
    const theirs = await staff('editor@lekkiprime.com', 'editor', OTHER_TENANT)
    const outcomes = {
      colleague_part: (await sendPart(colleague, id, 0, partOf(bytes, SMALL, 0))).status,
      colleague_complete: (await completeUpload(colleague, id)).status,
      other_tenant_on_their_site: (await sendPart(theirs, id, 0, partOf(bytes, SMALL, 0))).status,
      other_tenant_session_here: (await sendPart({ cookie: theirs.cookie }, id, 0, partOf(bytes, SMALL, 0))).status,
      no_session: (await sendPart({ cookie: 'nothing' }, id, 0, partOf(bytes, SMALL, 0))).status,
    }
    expect(outcomes).toEqual({ colleague_part: 404, colleague_complete: 404, other_tenant_on_their_site: 404, other_tenant_session_here: 401, no_session: 401 })
    expect(stagedFiles().filter((f) => f.includes(id))).toEqual([])
  })

  it('answers the envelope naming the field for an index out of range, a wrong size, a wrong type and a file over the cap', async () => {
    const bytes = await noisyPhoto(800, 5)
    const { body } = await startUpload(editor, { ...photoStart(), size: bytes.byteLength, type: 'image/jpeg', name: 'edge.jpg' })
    const { id, parts } = body.data
    const field = async (p: Promise<{ status: number; body: Json }>) => {
      const r = await p
      return [r.status, r.body.data?.field]
    }
    expect({
      index_past_the_end: await field(sendPart(editor, id, parts, partOf(bytes, SMALL, 0))),
      index_negative: await field(sendPart(editor, id, '-1', partOf(bytes, SMALL, 0))),
      index_not_a_number: await field(sendPart(editor, id, 'x', partOf(bytes, SMALL, 0))),
      part_too_short: await field(sendPart(editor, id, 0, partOf(bytes, SMALL, 0).subarray(1))),
      part_too_long: await field(sendPart(editor, id, 0, new Uint8Array(SMALL + 1))),
      part_as_json: await field(sendPart(editor, id, 0, partOf(bytes, SMALL, 0), 'application/json')),
      first_part_not_an_image: await field(sendPart(editor, id, 0, new Uint8Array(SMALL).fill(65))),
      photo_over_25_mb: await field(startUpload(editor, { ...photoStart(), size: 25 * 1024 * 1024 + 1, type: 'image/jpeg', name: 'huge.jpg' })),
      photo_as_a_pdf: await field(startUpload(editor, { ...photoStart(), size: 1000, type: 'application/pdf', name: 'deed.pdf' })),
      part_size_over_4_mib: await field(startUpload(editor, { ...photoStart(), part_size: 4 * 1024 * 1024 + 1, size: 1000, type: 'image/jpeg', name: 'a.jpg' })),
      unknown_purpose: await field(startUpload(editor, { purpose: 'avatar', size: 1000, type: 'image/jpeg', name: 'a.jpg' })),
      unknown_listing: await field(startUpload(editor, { ...photoStart(), listing_id: 999_999_999, size: 1000, type: 'image/jpeg', name: 'a.jpg' })),
      unknown_upload: await field(completeUpload(editor, 'f'.repeat(32))),
    }).toEqual({
      index_past_the_end: [400, 'index'],
      index_negative: [400, 'index'],
      index_not_a_number: [400, 'index'],
      part_too_short: [400, 'part'],
      part_too_long: [413, 'part'],
      part_as_json: [415, 'content-type'],
      first_part_not_an_image: [415, 'file'],
      photo_over_25_mb: [413, 'size'],
      photo_as_a_pdf: [415, 'type'],
      part_size_over_4_mib: [400, 'part_size'],
      unknown_purpose: [400, 'purpose'],
      unknown_listing: [404, 'listing_id'],
      unknown_upload: [404, 'upload'],
    })
  })

  it(`a flood of starts holds at most ${MAX_OPEN_UPLOADS} open uploads a staff member, however many arrive at once`, async () => {
    const flooder = await staff('flood@haven.ng', 'editor')
    const starts = await Promise.all(Array.from({ length: MAX_OPEN_UPLOADS + 8 }, (_, i) => startUpload(flooder, { ...photoStart(), size: 1000, type: 'image/jpeg', name: `f${i}.jpg` })))
    expect(starts.filter((s) => s.status === 201)).toHaveLength(MAX_OPEN_UPLOADS)
    expect(new Set(starts.filter((s) => s.status !== 201).map((s) => `${s.status} ${s.body.data.field}`))).toEqual(new Set(['429 upload']))
    // Each refusal says when to try again: no later than the soonest open upload expires (issue 33, invariant 5).
    const waits = starts.filter((s) => s.status === 429).map((s) => Number(s.headers.get('retry-after')))
    expect(waits.every((w) => Number.isInteger(w) && w >= 1 && w <= UPLOAD_TTL_MINUTES * 60)).toBe(true)
  })

  it('an expired upload takes no part and no completion, and its parts are swept at the next start', async () => {
    const bytes = await noisyPhoto(800, 6)
    const { body } = await startUpload(editor, { ...photoStart(), size: bytes.byteLength, type: 'image/jpeg', name: 'late.jpg' })
    await sendPart(editor, body.data.id, 0, partOf(bytes, SMALL, 0))
    await testDb.db.query(`update console_uploads set expires_at = now() - interval '1 second' where id = $1`, [body.data.id])
    expect((await sendPart(editor, body.data.id, 1, partOf(bytes, SMALL, 1))).status).toBe(410)
    expect((await completeUpload(editor, body.data.id)).status).toBe(410)
    await startUpload(editor, { ...photoStart(), size: 1000, type: 'image/jpeg', name: 'next.jpg' })
    expect(stagedFiles().filter((f) => f.includes(body.data.id))).toEqual([])
    expect(await testDb.db.query('select 1 from console_uploads where id = $1', [body.data.id])).toEqual([])
  })

  it('each purpose needs its role: a verifier adds no photo, an editor no document', async () => {
    const verifier = await staff('verifier@haven.ng', 'verifier')
    expect((await startUpload(verifier, { ...photoStart(), size: 1000, type: 'image/jpeg', name: 'a.jpg' })).status).toBe(403)
    expect((await startUpload(editor, { purpose: 'document', listing_id: listingId, step: 'title', size: 1000, type: 'application/pdf', name: 'deed.pdf' })).status).toBe(403)
  })
})

describe('documents and realtors through the same parts', () => {
  it('a check’s document is assembled, sniffed and fingerprinted; one not a PDF, JPEG or PNG stops at its first part', async () => {
    const verifier = await staff('docs@haven.ng', 'verifier')
    const pdf = new Uint8Array(SMALL * 2 + 10).fill(32)
    pdf.set(new TextEncoder().encode('%PDF-1.4\n'), 0)
    const done = await uploadInParts(verifier, pdf, { purpose: 'document', listing_id: listingId, step: 'title', type: 'application/pdf', name: 'deed.pdf', part_size: SMALL })
    expect(done.status, JSON.stringify(done.body)).toBe(201)
    expect(done.body.data).toMatchObject({ filename: 'deed.pdf', content_type: 'application/pdf', size_bytes: pdf.byteLength, attached: false })
    const zip = new Uint8Array(SMALL + 5)
    zip.set([0x50, 0x4b, 0x03, 0x04])
    const refused = await uploadInParts(verifier, zip, { purpose: 'document', listing_id: listingId, step: 'title', type: 'application/pdf', name: 'deed.zip', part_size: SMALL })
    expect([refused.status, refused.body.message, refused.body.data.field]).toEqual([415, 'deed.zip is not a PDF, JPEG or PNG file', 'file'])
    expect((await startUpload(verifier, { purpose: 'document', listing_id: listingId, step: 'title', size: 15 * 1024 * 1024 + 1, type: 'application/pdf', name: 'big.pdf' })).body.data.field).toBe('size')
  })

  it('a realtor’s photo goes through the pipeline into their image_url; the one it replaces leaves the store', async () => {
    const [realtor] = await testDb.db.query<{ id: number }>('select id::int as id from realtors order by id limit 1')
    const first = await uploadInParts(editor, await noisyPhoto(480, 7), { purpose: 'realtor-photo', realtor_id: realtor!.id, name: 'ada.jpg', part_size: SMALL })
    expect(first.status, JSON.stringify(first.body)).toBe(201)
    const firstUrl = first.body.data.image_url as string
    expect(firstUrl).toMatch(/^\/media\/photos\/[0-9a-f]{16}-480x360-[0-9a-f]{6}\.jpg$/)
    const firstHash = firstUrl.slice('/media/photos/'.length, '/media/photos/'.length + 16)
    expect(readdirSync(media).some((f) => f.startsWith(firstHash))).toBe(true)
    const second = await uploadInParts(editor, await noisyPhoto(480, 8), { purpose: 'realtor-photo', realtor_id: realtor!.id, name: 'ada-new.jpg', part_size: SMALL })
    expect(second.body.data.image_url).not.toBe(firstUrl)
    expect(readdirSync(media).some((f) => f.startsWith(firstHash))).toBe(false)
    expect(await auditCount('edit-realtor', realtor!.id)).toBe(2)
  })
})

describe('the role, the account and the session at every step', () => {
  /** Started, and every part but the last sent (`all`: every part): the upload's id. */
  const begun = async (who: UploadCall, bytes: Uint8Array, name: string, all = false) => {
    const { body } = await startUpload(who, { ...photoStart(), size: bytes.byteLength, type: 'image/jpeg', name })
    const { id, parts } = body.data as { id: string; parts: number }
    const upTo = all ? parts : parts - 1
    for (let i = 0; i < upTo; i++) expect((await sendPart(who, id, i, partOf(bytes, SMALL, i))).status).toBe(200)
    return { id, last: parts - 1 }
  }

  it('an editor demoted midway sends no more parts, completes and cancels nothing; given the role back, the upload completes', async () => {
    const owner = await staff('owner-demotes@haven.ng', 'owner')
    const who = await staff('demoted@haven.ng', 'editor')
    const bytes = await noisyPhoto(800, 9)
    const sent = await begun(who, bytes, 'sent.jpg', true)
    const half = await begun(who, bytes, 'half.jpg')
    const galleryBefore = (await storedGallery()).length
    await changeStaff(testDb.db, { actor: owner.email, channel: 'console', tenant: TENANT }, TENANT, owner.id, who.id, { role: 'verifier' })
    const refused = [await sendPart(who, half.id, half.last, partOf(bytes, SMALL, half.last)), await completeUpload(who, sent.id), await cancelUpload(who, half.id)]
    expect(refused.map((r) => [r.status, r.body.data?.field])).toEqual([[403, 'upload'], [403, 'upload'], [403, 'upload']])
    expect((await storedGallery()).length).toBe(galleryBefore)
    await changeStaff(testDb.db, { actor: owner.email, channel: 'console', tenant: TENANT }, TENANT, owner.id, who.id, { role: 'editor' })
    expect((await completeUpload(who, sent.id)).status).toBe(201)
  })

  it('disabled, or signed out, an uploader can do nothing more with an upload under way', async () => {
    const owner = await staff('owner-disables@haven.ng', 'owner')
    const bytes = await noisyPhoto(600, 10)
    const disabled = await staff('disabled@haven.ng', 'editor')
    const leaving = await staff('signs-out@haven.ng', 'editor')
    const theirs = await begun(disabled, bytes, 'theirs.jpg', true)
    const mine = await begun(leaving, bytes, 'mine.jpg', true)
    await changeStaff(testDb.db, { actor: owner.email, channel: 'console', tenant: TENANT }, TENANT, owner.id, disabled.id, { disabled: true })
    await closeSession(testDb.db, leaving.cookie)
    const outcomes = [
      await sendPart(disabled, theirs.id, 0, partOf(bytes, SMALL, 0)),
      await completeUpload(disabled, theirs.id),
      await sendPart(leaving, mine.id, 0, partOf(bytes, SMALL, 0)),
      await completeUpload(leaving, mine.id),
    ]
    expect(outcomes.map((o) => o.status)).toEqual([401, 401, 401, 401])
  })
})

describe('the audit trail of uploads and documents (the console’s audit log)', () => {
  const trail = async (actor: string) =>
    testDb.db.query<{ action: string; actor: string; channel: string; tenant: string; target_kind: string; target_id: string; after: Json }>(
      'select action, actor, channel, tenant, target_kind, target_id, after from ops_audit where actor = $1 order by id',
      [actor],
    )

  it('names the true actor for a start, a cancel, a document uploaded (in parts or at once) and a document downloaded', async () => {
    const verifier = await staff('audited@haven.ng', 'verifier')
    const started = await startUpload(verifier, { purpose: 'document', listing_id: listingId, step: 'title', size: 1000, type: 'application/pdf', name: 'draft.pdf' })
    expect((await cancelUpload(verifier, started.body.data.id)).status).toBe(200)
    const deed = new Uint8Array(SMALL + 10).fill(32)
    deed.set(new TextEncoder().encode('%PDF-1.4\n'), 0)
    const inParts = await uploadInParts(verifier, deed, { purpose: 'document', listing_id: listingId, step: 'title', type: 'application/pdf', name: 'deed.pdf', part_size: SMALL })
    expect(inParts.status, JSON.stringify(inParts.body)).toBe(201)
    const atOnce = await upload(listingId, 'mandate', 'mandate.pdf', pdf('audited mandate'), { cookie: verifier.cookie })
    expect(atOnce.status, JSON.stringify(atOnce.body)).toBe(201)
    expect((await download(atOnce.body.data.id, { cookie: verifier.cookie })).status).toBe(200)

    const rows = await trail(verifier.email)
    expect(rows.map((r) => r.action)).toEqual(['start-upload', 'cancel-upload', 'start-upload', 'upload-document', 'upload-document', 'download-document'])
    for (const r of rows) expect([r.actor, r.channel, r.tenant, r.target_kind, r.target_id]).toEqual([verifier.email, 'console', TENANT, 'listing', String(listingId)])
    expect(rows[1]!.after).toMatchObject({ upload_id: started.body.data.id, filename: 'draft.pdf', purpose: 'document', step: 'title' })
    expect(rows[3]!.after).toMatchObject({ document_id: inParts.body.data.id, filename: 'deed.pdf', sha256: inParts.body.data.sha256 })
    expect(rows[5]!.after).toMatchObject({ document_id: atOnce.body.data.id, filename: 'mandate.pdf', step: 'mandate' })
    expect(JSON.stringify(rows)).not.toContain('%PDF')
  })

  it('a realtor’s photo upload is audited on the realtor', async () => {
    const [realtor] = await testDb.db.query<{ id: number }>('select id::int as id from realtors order by id limit 1')
    const who = await staff('realtor-audit@haven.ng', 'editor')
    await startUpload(who, { purpose: 'realtor-photo', realtor_id: realtor!.id, size: 1000, type: 'image/jpeg', name: 'face.jpg' })
    expect((await trail(who.email)).map((r) => [r.action, r.target_kind, r.target_id])).toEqual([['start-upload', 'realtor', String(realtor!.id)]])
  })
})

describe('images the pipeline refuses, and the one queue it decodes in', () => {
  it('answers 400 naming the file for a narrow strip, too many pixels, a corrupt file and an unsupported one, by either route', async () => {
    const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#808080' } }).png().toBuffer()
    const refused = {
      'strip.png': await png(1, 20_000),
      'wide-strip.png': await png(20_000, 1),
      'bomb.png': pngClaiming(10_000, 10_000),
      'torn.jpg': (await noisyPhoto(400, 11)).subarray(0, 20_000),
      'old.gif': await sharp({ create: { width: 20, height: 20, channels: 3, background: '#808080' } }).gif().toBuffer(),
    }
    const [galleryBefore, stagedBefore] = [await storedGallery(), stagedFiles()]
    for (const [name, bytes] of Object.entries(refused)) {
      const single = await uploadCall(apiHandler, editor.cookie, listingId, bytes, { name, type: 'image/png' })
      const inParts = await uploadInParts(editor, bytes, { ...photoStart(), type: 'image/png', name })
      expect([single.status, single.body.data?.field, single.body.message.startsWith(`${name}: `)], name).toEqual([400, 'file', true])
      // A GIF is not even taken as a first part: what it is shows in its first bytes (415).
      expect([inParts.status, inParts.body.data?.field, inParts.body.message.startsWith(name)], name).toEqual([name.endsWith('.gif') ? 415 : 400, 'file', true])
    }
    expect(await storedGallery()).toEqual(galleryBefore)
    expect(stagedFiles()).toEqual(stagedBefore)
  })

  it(`decodes ${DECODES_RUNNING} photo at a time for every upload route, ${DECODES_WAITING} waiting; beyond, 503 with Retry-After naming the file, and nothing taken`, async () => {
    // The store holds each photo's decode at its first step until released: the queue fills for certain.
    let release = () => {}
    const held = new Promise<void>((r) => (release = r))
    let decoding = 0
    const store = folderStore(media)
    useUploadPipeline(consoleUploadPipeline({ ...store, has: async (n) => (decoding++, await held, store.has(n)) }))
    try {
      const n = DECODES_RUNNING + DECODES_WAITING + 2
      const photos = await Promise.all(Array.from({ length: n }, (_, i) => noisyPhoto(240, 50 + i)))
      // Every other photo as an upload in parts, sent and ready to complete; the rest by the single-request route.
      const tickets = await Promise.all(photos.map(async (bytes, i) => {
        if (i % 2 === 0) return null
        const { body } = await startUpload(editor, { ...photoStart(), size: bytes.byteLength, type: 'image/jpeg', name: `queued-${i}.jpg` })
        expect((await sendPart(editor, body.data.id, 0, bytes)).status).toBe(200)
        return body.data.id as string
      }))
      const before = (await storedGallery()).length
      let answered = 0
      const calls = photos.map((bytes, i) =>
        (tickets[i] ? completeUpload(editor, tickets[i]) : uploadCall(apiHandler, editor.cookie, listingId, bytes, { name: `queued-${i}.jpg` })).then((r) => (answered++, { ...r, i })),
      )
      // Those over the queue are answered at once, while the first is still held.
      await vi.waitFor(() => expect(answered).toBe(n - DECODES_RUNNING - DECODES_WAITING), { timeout: 20_000 })
      expect(decoding).toBe(DECODES_RUNNING)
      release()
      const answers = await Promise.all(calls)
      const busy = answers.filter((a) => a.status === 503)
      expect(answers.map((a) => a.status).sort()).toEqual([...Array(n - 2).fill(201), 503, 503])
      for (const b of busy) expect([b.body.data.field, b.body.message.startsWith(`queued-${b.i}.jpg: `), b.headers.get('retry-after')]).toEqual(['file', true, String(DECODE_RETRY_AFTER)])
      expect((await storedGallery()).length).toBe(before + n - 2)
      // A completion turned away is ours to finish later: it completes when asked again.
      for (const b of busy.filter((x) => tickets[x.i])) expect((await completeUpload(editor, tickets[b.i]!)).status).toBe(201)
    } finally {
      release()
      useUploadPipeline(consoleUploadPipeline(folderStore(media)))
    }
  })
})
