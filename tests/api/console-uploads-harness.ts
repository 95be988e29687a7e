import { mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll } from 'vitest'
import { createStaff } from '~/server/console/staff-accounts'
import { changeStaff } from '~/server/console/staff-admin'
import { openSession } from '~/server/console/staff-sessions'
import { consoleUploadPipeline } from '~/server/media/console-upload-pipeline'
import { folderStore } from '~/server/media/media-store'
import { useUploadPipeline } from '~/server/media/upload-pipeline'
import { useUploadStaging } from '~/server/uploads/upload-staging'
import { MIN_UPLOAD_PART_BYTES } from '~/shared/console/uploads'
import type { StaffRole } from '~/shared/console/roles'
import { TENANT, useTestDb } from './api-test-db'
import { consoleCall } from './console-harness'
import { editorBody } from './console-listing-harness'
import { useTempStaging, type UploadCall } from './upload-harness'

/** What console-uploads.test.ts and console-uploads-refusals.test.ts share: the database, the media store, staging, an editor and their listing. */
let testDb: ReturnType<typeof useTestDb>
export const media = mkdtempSync(join(tmpdir(), 'haven-upload-media-'))
let staging = ''
/** The file's editor and the listing they made: set in useConsoleUploads' beforeAll. */
export let editor: UploadCall
export let listingId = 0
export const SMALL = MIN_UPLOAD_PART_BYTES

export const staff = async (email: string, role: StaffRole, tenant = TENANT): Promise<UploadCall & { id: number; email: string }> => {
  const { id } = await createStaff(testDb.db, { actor: 'test', channel: 'cli' }, tenant, email, role, null)
  return { cookie: await openSession(testDb.db, { id, tenant_id: tenant }, 'signed-in'), tenant, id, email }
}
/** An owner of the tenant changes another staff member's role or account, through the console. */
export const ownerChanges = (owner: { id: number; email: string }, target: { id: number }, change: Parameters<typeof changeStaff>[5]) =>
  changeStaff(testDb.db, { actor: owner.email, channel: 'console', tenant: TENANT }, TENANT, owner.id, target.id, change)
/** A photo of its own (noise, so it does not compress to nothing): about `width`² × 0.6 bytes as a JPEG. */
export const noisyPhoto = (width: number, seed: number) =>
  sharp({ create: { width, height: Math.round(width * 0.75), channels: 3, background: { r: seed % 256, g: 120, b: 80 }, noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .jpeg({ quality: 92 })
    .toBuffer()
/** A PDF of `size` bytes: the header, then spaces. */
export const pdfOfSize = (size: number) => {
  const bytes = new Uint8Array(size).fill(32)
  bytes.set(new TextEncoder().encode('%PDF-1.4\n'), 0)
  return bytes
}
/** The parts waiting in the staging folder: <tenant>/<upload id>/<index>. */
export const stagedFiles = () => readdirSync(staging, { recursive: true }).map(String).filter((f) => /[0-9a-f]{32}\/\d+$/.test(f))
export const photoStart = (extra: Record<string, unknown> = {}) => ({ purpose: 'listing-photo', listing_id: listingId, category: 'property_images', part_size: SMALL, ...extra })
export const storedGallery = async () => (await consoleCall('GET', `/listings/${listingId}/editor`, undefined, { cookie: editor.cookie })).body.data.gallery.property_images as string[]
export const auditCount = async (action: string, id: number) =>
  ((await testDb.db.query<{ n: number }>('select count(*)::int as n from ops_audit where action = $1 and target_id = $2', [action, id]))[0]!.n)
/** The seed's first realtor. */
export const firstRealtor = async () => (await testDb.db.query<{ id: number }>('select id::int as id from realtors order by id limit 1'))[0]

/** A fresh database, the photo pipeline on a temporary store, temporary staging, an editor and a listing of theirs for one test file. */
export function useConsoleUploads() {
  testDb = useTestDb()
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
  return { testDb }
}
