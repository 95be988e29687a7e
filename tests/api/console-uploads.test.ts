import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { TENANT } from './api-test-db'
import { consoleCall, type Json } from './console-harness'
import { download, pdf, upload } from './console-files'
import { auditCount, editor, firstRealtor, listingId, media, noisyPhoto, pdfOfSize, photoStart, SMALL, staff, stagedFiles, useConsoleUploads } from './console-uploads-harness'
import { cancelUpload, completeUpload, partOf, sendPart, startUpload, uploadInParts } from './upload-harness'

/** The console's resumable uploads (decision 057): the chunk protocol step by step, documents and realtors' photos through it, and the audit trail (limits and refusals: console-uploads-refusals.test.ts). */
const { testDb } = useConsoleUploads()

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

describe('documents and realtors through the same parts', () => {
  it('a check’s document is assembled, sniffed and fingerprinted; one not a PDF, JPEG or PNG stops at its first part', async () => {
    const verifier = await staff('docs@haven.ng', 'verifier')
    const pdf = pdfOfSize(SMALL * 2 + 10)
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
    const realtor = await firstRealtor()
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
    const deed = pdfOfSize(SMALL + 10)
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
    const realtor = await firstRealtor()
    const who = await staff('realtor-audit@haven.ng', 'editor')
    await startUpload(who, { purpose: 'realtor-photo', realtor_id: realtor!.id, size: 1000, type: 'image/jpeg', name: 'face.jpg' })
    expect((await trail(who.email)).map((r) => [r.action, r.target_kind, r.target_id])).toEqual([['start-upload', 'realtor', String(realtor!.id)]])
  })
})
