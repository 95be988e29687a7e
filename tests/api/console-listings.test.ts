import { mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createStaff } from '~/server/console/staff-accounts'
import { openSession } from '~/server/console/staff-sessions'
import { consoleUploadPipeline } from '~/server/media/console-upload-pipeline'
import { folderStore } from '~/server/media/media-store'
import { useUploadPipeline } from '~/server/media/upload-pipeline'
import handler from '../../netlify/functions/api'
import { call, TENANT, useTestDb } from './api-test-db'
import { consoleCall, type Json } from './console-harness'
import { demoPhotoBytes, editorBody, uploadCall } from './console-listing-harness'

/** Issue 24 (decision 048): create and edit with db:import's rules, photos through the pipeline, drafts hidden until published. */
const testDb = useTestDb()
const dir = mkdtempSync(join(tmpdir(), 'haven-console-photos-'))
const filesOf = (hash: string) => readdirSync(dir).filter((n) => n.startsWith(hash))
let editor = ''

beforeAll(async () => {
  useUploadPipeline(consoleUploadPipeline(folderStore(dir)))
  const { id } = await createStaff(testDb.db, { actor: 'test', channel: 'cli' }, TENANT, 'editor@haven.ng', 'editor', null)
  editor = await openSession(testDb.db, { id, tenant_id: TENANT }, 'signed-in')
})
afterAll(() => useUploadPipeline(null))

/** A photo no other test or demo has: a flat colour of its own, as a JPEG. */
const freshPhoto = (seed: number) => sharp({ create: { width: 640, height: 480, channels: 3, background: { r: seed % 256, g: (seed * 7) % 256, b: 90 } } }).jpeg().toBuffer()
const publicListing = (id: number) => call(`/indexing/listings-search?id=${id}`)
const inSearch = async (id: number) => ((await call('/indexing/listings-search?neighborhood_id=102&limit=50&sort_by=new')).body.data as Json[]).some((l) => l.id === id)
const upload = (id: number, bytes: Uint8Array, opts?: Parameters<typeof uploadCall>[4]) => uploadCall(handler, editor, id, bytes, opts)

describe('the console listing editor', () => {
  it('creates a draft the public cannot see, publishes it into search at once, and audits each step', async () => {
    const created = await consoleCall('POST', '/listings', editorBody(), { cookie: editor })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const draft = created.body.data as Json
    expect(draft).toMatchObject({ published: false, property_id: `HVN-${String(draft.id).padStart(7, '0')}`, slug: `4-bedroom-terraced-duplex-in-parkview-${draft.id}` })
    expect((await publicListing(draft.id)).status).toBe(404)
    expect(await inSearch(draft.id)).toBe(false)
    expect((await call(`/indexing/get-similar-property?listing_id=${draft.id}`)).status).toBe(404)

    const early = await consoleCall('POST', `/listings/${draft.id}/publish`, { published: true }, { cookie: editor })
    expect([early.status, early.body.data.field]).toEqual([409, 'gallery'])
    expect((await upload(draft.id, await freshPhoto(1), { name: 'front.jpg' })).status).toBe(201)

    const published = await consoleCall('POST', `/listings/${draft.id}/publish`, { published: true }, { cookie: editor })
    expect(published.status).toBe(200)
    expect((await publicListing(draft.id)).status).toBe(200)
    expect(await inSearch(draft.id)).toBe(true)

    const edited = await consoleCall('PUT', `/listings/${draft.id}`, editorBody({ asking_price: 179_000_000, asking_price_ngn: 179_000_000 }), { cookie: editor })
    expect(edited.status, JSON.stringify(edited.body)).toBe(200)
    expect((await publicListing(draft.id)).body.data.asking_price_ngn).toBe(179_000_000)

    await consoleCall('POST', `/listings/${draft.id}/publish`, { published: false }, { cookie: editor })
    expect((await publicListing(draft.id)).status).toBe(404)
    expect(await inSearch(draft.id)).toBe(false)

    const trail = await testDb.db.query<Json>(`select action, actor, channel, tenant, before, after from ops_audit where target_kind = 'listing' and target_id = $1 order by id`, [String(draft.id)])
    expect(trail.map((r) => r.action)).toEqual(['create-listing', 'upload-photo', 'publish-listing', 'edit-listing', 'unpublish-listing'])
    expect(trail.every((r) => r.actor === 'editor@haven.ng' && r.channel === 'console' && r.tenant === TENANT)).toBe(true)
    expect([trail[3].before.asking_price, trail[3].after.asking_price]).toEqual([185_000_000, 179_000_000])
    // The listing's events (EVENTS-CONTRACT.md), all from the console.
    const events = await testDb.db.query<Json>('select kind, from_value, to_value, channel from listing_events where listing_id = $1 order by id', [draft.id])
    expect(events.filter((e) => e.kind !== 'availability' && e.kind !== 'status' && e.kind !== 'verification')).toEqual([
      { kind: 'price', from_value: null, to_value: '185000000', channel: 'console' },
      { kind: 'published', from_value: null, to_value: 'false', channel: 'console' },
      { kind: 'published', from_value: 'false', to_value: 'true', channel: 'console' },
      { kind: 'price', from_value: '185000000', to_value: '179000000', channel: 'console' },
      { kind: 'published', from_value: 'true', to_value: 'false', channel: 'console' },
    ])
  })

  it('refuses a bad field with the import’s message, naming the field', async () => {
    const cases: [Json, string, string][] = [
      [editorBody({ asking_price: 'lots' as unknown as number }), 'asking_price', 'asking_price must be a number'],
      [editorBody({ property_type: 'Land', property_sub_type: 'Residential land' }), 'bedrooms', 'bedrooms and bathrooms must be empty for Land'],
      [editorBody({ asking_price_ngn: 1 }), 'asking_price_ngn', 'asking_price_ngn must equal asking_price for NGN'],
      [editorBody({ neighborhood_id: 99999 }), 'neighborhood_id', 'unknown neighbourhood 99999'],
      [editorBody({ realtor_username: 'nobody-here' }), 'realtor_username', "unknown realtor 'nobody-here'"],
    ]
    for (const [body, field, message] of cases) {
      const res = await consoleCall('POST', '/listings', body, { cookie: editor })
      expect([res.status, res.body.data?.field, res.body.message]).toEqual([400, field, message])
    }
  })

  it('takes photos by content only, keeps their order, and deletes their files when nothing else shows them', async () => {
    const { id } = (await consoleCall('POST', '/listings', editorBody(), { cookie: editor })).body.data as Json
    const text = await upload(id, new TextEncoder().encode('not a photo at all'), { name: 'notes.jpg' })
    expect([text.status, text.body.data.field]).toEqual([400, 'file'])
    expect(text.body.message).toMatch(/^notes\.jpg: not an image/)
    const typed = await upload(id, await freshPhoto(2), { name: 'plan.pdf', type: 'application/pdf' })
    expect([typed.status, typed.body.message]).toEqual([415, 'plan.pdf: send the photo itself with an image/* Content-Type'])
    const huge = await upload(id, new Uint8Array(25 * 1024 * 1024 + 1), { name: 'huge.jpg' })
    expect([huge.status, huge.body.message]).toEqual([413, 'huge.jpg: the file is over the 25 MB limit'])

    const a = (await upload(id, await freshPhoto(3), { name: 'a.jpg' })).body.data as Json
    const b = (await upload(id, await freshPhoto(4), { name: 'b.jpg', category: 'floor_plans' })).body.data as Json
    const first = (a.gallery.property_images as string[])[0]!
    const plan = (b.gallery.floor_plans as string[])[0]!
    expect(first).toMatch(/^\/media\/photos\/[0-9a-f]{16}-640x480-[0-9a-f]{6}\.jpg$/)

    const moved = await consoleCall('PUT', `/listings/${id}/photos`, { gallery: { property_images: [plan, first], floor_plans: [] } }, { cookie: editor })
    expect(moved.body.data.gallery).toEqual({ property_images: [plan, first], floor_plans: [] })
    const smuggled = await consoleCall('PUT', `/listings/${id}/photos`, { gallery: { property_images: [plan, first, 'https://evil.example/x.jpg'] } }, { cookie: editor })
    expect([smuggled.status, smuggled.body.data.field]).toEqual([400, 'gallery'])

    const hash = /photos\/([0-9a-f]{16})-/.exec(plan)![1]!
    expect(filesOf(hash)).toHaveLength(9) // 3 widths × AVIF, WebP; the JPEG, its thumbnail, the record
    const deleted = await consoleCall('DELETE', `/listings/${id}/photos`, { url: plan }, { cookie: editor })
    expect(deleted.status).toBe(200)
    expect(deleted.body.data.gallery.property_images).toEqual([first])
    expect(filesOf(hash)).toEqual([])

    // A demo photo is shipped with the deploy and shown by seeded listings: out of this gallery only.
    const demo = (await upload(id, demoPhotoBytes('kitchen-10.jpg'), { name: 'kitchen.jpg' })).body.data.gallery.property_images.at(-1) as string
    const demoHash = /photos\/([0-9a-f]{16})-/.exec(demo)![1]!
    expect((await consoleCall('DELETE', `/listings/${id}/photos`, { url: demo }, { cookie: editor })).body.data.files_removed).toBe(0)
    expect(filesOf(demoHash).length).toBeGreaterThan(0)
  })
})
