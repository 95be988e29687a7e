import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getStore, setEnvironmentContext } from '@netlify/blobs'
import { BlobsServer } from '@netlify/blobs/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createStaff } from '~/server/console/staff-accounts'
import { openSession } from '~/server/console/staff-sessions'
import { PHOTO_BLOBS } from '~/server/media/blobs-store'
import { useUploadPipeline } from '~/server/media/upload-pipeline'
import { UPLOAD_BLOBS } from '~/server/uploads/blobs-staging'
import { useUploadStaging } from '~/server/uploads/upload-staging'
import photoFunction from '../../netlify/functions/photo'
import { TENANT, useTestDb } from './api-test-db'
import { consoleCall } from './console-harness'
import { editorBody } from './console-listing-harness'
import { phonePhoto } from '~/testing/phone-photo'
import { uploadInParts, type UploadCall } from './upload-harness'

/**
 * A deploy's uploads (decision 057): nothing registered by the process, so the upload function finds
 * Netlify Blobs from the environment context, as on Netlify — here @netlify/blobs' own local server
 * over real HTTP. A phone-sized photo in 4 MiB parts, its variants served by the photo function,
 * and deleted from the listing by the API function, which removes them from the store.
 */
const testDb = useTestDb()
let dir = ''
let server: BlobsServer
let editor: UploadCall

beforeAll(async () => {
  useUploadPipeline(null)
  useUploadStaging(null)
  dir = mkdtempSync(join(tmpdir(), 'haven-upload-blobs-'))
  server = new BlobsServer({ directory: dir, token: 'test-token' })
  const { port } = await server.start()
  setEnvironmentContext({ edgeURL: `http://localhost:${port}`, siteID: 'haven-test-site', token: 'test-token' })
  const { id } = await createStaff(testDb.db, { actor: 'test', channel: 'cli' }, TENANT, 'blobs-editor@haven.ng', 'editor', null)
  editor = { cookie: await openSession(testDb.db, { id, tenant_id: TENANT }, 'signed-in') }
})
afterAll(async () => {
  useUploadPipeline(null)
  useUploadStaging(null)
  await server.stop()
  rmSync(dir, { recursive: true, force: true })
})

const keys = async (store: string, prefix = '') => (await getStore(store).list({ prefix })).blobs.map((b) => b.key)
const served = (name: string) => photoFunction(new Request(`https://haven.ng/media/photos/${name}`))

describe('a console upload on a deploy', () => {
  it('takes a 7 MB photo in 4 MiB parts into Netlify Blobs, the photo function serves its variants, and deleting it removes them', { timeout: 180_000 }, async () => {
    const listing = (await consoleCall('POST', '/listings', editorBody(), { cookie: editor.cookie })).body.data
    const bytes = await phonePhoto(7_000_000)
    const started = performance.now()
    const done = await uploadInParts(editor, bytes, { purpose: 'listing-photo', listing_id: listing.id, name: 'phone.jpg' })
    const ms = Math.round(performance.now() - started)
    expect(done.status, JSON.stringify(done.body)).toBe(201)
    process.stdout.write(`7 MB photo in parts, start to gallery (in process, local Blobs): ${ms} ms\n`)

    const url = done.body.data.gallery.property_images[0] as string
    const stem = url.slice('/media/photos/'.length, -'.jpg'.length)
    expect(stem).toMatch(/^[0-9a-f]{16}-4000x3000-[0-9a-f]{6}$/)
    const hash = stem.slice(0, 16)
    expect((await keys(PHOTO_BLOBS, hash)).length).toBeGreaterThan(10)
    const avif = await served(`${stem}-640.avif`)
    expect([avif.status, avif.headers.get('content-type'), (await avif.arrayBuffer()).byteLength > 1000]).toEqual([200, 'image/avif', true])
    // The parts are gone once the photo is made.
    expect(await keys(UPLOAD_BLOBS)).toEqual([])

    const deleted = await consoleCall('DELETE', `/listings/${listing.id}/photos`, { url }, { cookie: editor.cookie })
    expect([deleted.status, deleted.body.data.files_removed > 10]).toEqual([200, true])
    expect(await keys(PHOTO_BLOBS, hash)).toEqual([])
    expect((await served(`${stem}-640.avif`)).status).toBe(404)
  })
})
