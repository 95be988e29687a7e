import { realtorById, saveRealtor } from '~/server/console/realtors/realtor-editor'
import { storedRecord } from '~/server/console/listings/editor-record'
import { hashOf, removeIfUnused, uploadPhoto } from '~/server/console/listings/listing-photos'
import { checkDocument, documentTypeOf } from '~/server/console/documents/document-bytes'
import { storeDocument } from '~/server/console/documents/documents'
import type { Db } from '~/server/db/db'
import { HttpError } from '~/server/http/envelope'
import { uploadPipeline, type UploadPipeline } from '~/server/media/upload-pipeline'
import type { OpsContext } from '~/server/ops/ops-audit'
import type { UploadPurpose, UploadStart } from '~/shared/console/uploads'
import type { Permission } from '~/shared/console/roles'
import type { GalleryCategory } from '~/shared/schemas/catalogue-enums'
import { isImageBytes, notAnImage } from '~/shared/sniff-image'
import type { Tenant } from '~/shared/tenant/tenant-schema'
import type { VerificationStep } from '~/shared/trust/verification'
import type { UploadRow } from './uploads'

/** Where a completed upload goes (decision 057): the same services the single-request routes use. */

/** Who may start (and so send parts to, and complete) an upload of each purpose. */
export const UPLOAD_PERMISSION: Record<UploadPurpose, Permission> = { 'listing-photo': 'listings.edit', 'realtor-photo': 'realtors.edit', document: 'verification.documents' }

function pipelineOr503(): UploadPipeline {
  const pipeline = uploadPipeline()
  if (!pipeline) throw new HttpError(503, 'Photo upload is not available on this server: import photos with db:import', { field: 'file' })
  return pipeline
}

/** The target, proved to exist before a byte is sent; a photo also needs the pipeline here. */
export async function uploadTarget(db: Db, body: UploadStart): Promise<Record<string, unknown>> {
  if (body.purpose !== 'document') pipelineOr503()
  if (body.purpose === 'realtor-photo') {
    await realtorById(db, body.realtor_id).catch(() => {
      throw new HttpError(404, 'No such realtor', { field: 'realtor_id' })
    })
    return { realtor_id: body.realtor_id }
  }
  await storedRecord(db, body.listing_id)
  return body.purpose === 'document' ? { listing_id: body.listing_id, step: body.step } : { listing_id: body.listing_id, category: body.category }
}

/** Part 0 says what the file is: a document not a PDF, JPEG or PNG, or a photo not an image, stops here (415 naming the file). */
export function checkFirstPart(upload: UploadRow, bytes: Uint8Array) {
  if (upload.purpose === 'document') documentTypeOf(bytes, upload.filename)
  else if (!isImageBytes(bytes.subarray(0, 12))) throw new HttpError(415, notAnImage(upload.filename), { field: 'file' })
}

/** The assembled file handed on: a listing's gallery, a realtor's photo, or a check's document. */
export async function finishUpload(db: Db, ctx: OpsContext, tenant: Tenant, staffId: number, upload: UploadRow, bytes: Buffer) {
  const t = upload.target
  if (upload.purpose === 'listing-photo') return uploadPhoto(db, ctx, pipelineOr503(), t.listing_id as number, t.category as GalleryCategory, upload.filename, bytes)
  if (upload.purpose === 'realtor-photo') return realtorPhoto(db, ctx, pipelineOr503(), t.realtor_id as number, upload.filename, bytes)
  const doc = checkDocument(bytes, upload.filename)
  return storeDocument(db, ctx, tenant, { listingId: t.listing_id as number, step: t.step as VerificationStep, filename: upload.filename, type: doc.type, bytes: doc.bytes, sha256: doc.sha256, staffId })
}

/**
 * A realtor's photo through the pipeline, saved as their image_url by the console's own realtor
 * writer (audited edit-realtor, pages purged); the photo it replaces leaves the store when nothing
 * else shows it. db:import still takes a URL or a path (decision 041).
 */
async function realtorPhoto(db: Db, ctx: OpsContext, pipeline: UploadPipeline, id: number, name: string, bytes: Buffer) {
  const photo = await pipeline.process(bytes, name)
  const { id: _id, ...record } = await realtorById(db, id)
  const { after } = await saveRealtor(db, ctx, id, { ...record, image_url: photo.url })
  if (record.image_url && record.image_url !== photo.url) await removeIfUnused(db, pipeline.store, hashOf(record.image_url))
  return after
}
