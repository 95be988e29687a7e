import sharp from 'sharp'
import { describe, expect, it, vi } from 'vitest'
import { closeSession } from '~/server/console/staff-sessions'
import { consoleUploadPipeline } from '~/server/media/console-upload-pipeline'
import { DECODE_RETRY_AFTER, DECODES_RUNNING, DECODES_WAITING } from '~/server/media/decode-queue'
import { folderStore } from '~/server/media/media-store'
import { useUploadPipeline } from '~/server/media/upload-pipeline'
import { MAX_OPEN_UPLOADS, UPLOAD_TTL_MINUTES } from '~/shared/console/uploads'
import { pngClaiming } from '~/testing/png-claiming'
import apiHandler from '../../netlify/functions/api'
import { OTHER_TENANT, type Json } from './console-harness'
import { uploadCall } from './console-listing-harness'
import { editor, listingId, media, noisyPhoto, ownerChanges, photoStart, SMALL, staff, stagedFiles, storedGallery, useConsoleUploads } from './console-uploads-harness'
import { cancelUpload, completeUpload, partOf, sendPart, startUpload, uploadInParts, type UploadCall } from './upload-harness'

/** The console's resumable uploads (decision 057), an attacker's view of them: refusals, limits, roles and sessions at every step, and the images the pipeline refuses (the steps themselves: console-uploads.test.ts). */
const { testDb } = useConsoleUploads()

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
    await ownerChanges(owner, who, { role: 'verifier' })
    const refused = [await sendPart(who, half.id, half.last, partOf(bytes, SMALL, half.last)), await completeUpload(who, sent.id), await cancelUpload(who, half.id)]
    expect(refused.map((r) => [r.status, r.body.data?.field])).toEqual([[403, 'upload'], [403, 'upload'], [403, 'upload']])
    expect((await storedGallery()).length).toBe(galleryBefore)
    await ownerChanges(owner, who, { role: 'editor' })
    expect((await completeUpload(who, sent.id)).status).toBe(201)
  })

  it('disabled, or signed out, an uploader can do nothing more with an upload under way', async () => {
    const owner = await staff('owner-disables@haven.ng', 'owner')
    const bytes = await noisyPhoto(600, 10)
    const disabled = await staff('disabled@haven.ng', 'editor')
    const leaving = await staff('signs-out@haven.ng', 'editor')
    const theirs = await begun(disabled, bytes, 'theirs.jpg', true)
    const mine = await begun(leaving, bytes, 'mine.jpg', true)
    await ownerChanges(owner, disabled, { disabled: true })
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
