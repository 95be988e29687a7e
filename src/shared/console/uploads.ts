import * as v from 'valibot'
import { GalleryCategorySchema, MAX_UPLOAD_BYTES } from '~/shared/schemas/listing-editor'
import { VERIFICATION_STEPS } from '~/shared/trust/verification'
import { DOCUMENT_TYPES, MAX_DOCUMENT_BYTES } from './verification'

/**
 * The console's resumable uploads (decision 057): a file goes in parts of at most 4 MiB — under
 * the ~4.5 MB a Netlify function accepts once it base64-encodes a binary body — then is completed
 * and handed to the photo pipeline or the documents. What the console and the server share.
 */
export const UPLOAD_PART_BYTES = 4 * 1024 * 1024
/** A part may be asked smaller (a slow phone connection retries less), never smaller than this. */
export const MIN_UPLOAD_PART_BYTES = 256 * 1024
/** An upload not completed within this is gone, parts and all. */
export const UPLOAD_TTL_MINUTES = 60
/** Uploads a staff member may have open at once (started, not completed, not expired). */
export const MAX_OPEN_UPLOADS = 12

export const UPLOAD_PURPOSES = ['listing-photo', 'realtor-photo', 'document'] as const
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number]

/** The most an upload of each purpose may hold: the pipeline's 25 MB for photos, 15 MB for a check's document. */
export const UPLOAD_CAP: Record<UploadPurpose, number> = { 'listing-photo': MAX_UPLOAD_BYTES, 'realtor-photo': MAX_UPLOAD_BYTES, document: MAX_DOCUMENT_BYTES }

const id = (field: string) => v.pipe(v.number(`${field} must be a number`), v.integer(`${field} must be a whole number`), v.minValue(1, `${field} must be a whole number`), v.maxValue(999_999_999_999, `${field} must be a whole number`))
const common = {
  name: v.pipe(v.string('name is required'), v.trim(), v.nonEmpty('name is required'), v.maxLength(120, 'name must be at most 120 characters')),
  size: v.pipe(v.number('size must be a number'), v.integer('size must be a whole number of bytes'), v.minValue(1, 'size must be at least 1 byte')),
  type: v.pipe(v.string('type is required'), v.maxLength(100, 'type must be at most 100 characters')),
  part_size: v.optional(v.pipe(v.number('part_size must be a number'), v.integer('part_size must be a whole number'), v.minValue(MIN_UPLOAD_PART_BYTES, `part_size must be at least ${MIN_UPLOAD_PART_BYTES} bytes`), v.maxValue(UPLOAD_PART_BYTES, `part_size must be at most ${UPLOAD_PART_BYTES} bytes (4 MiB)`)), UPLOAD_PART_BYTES),
}

/** POST /console/uploads: what the file is, how large, and where it goes once complete. */
export const UploadStartSchema = v.variant('purpose', [
  v.object({ purpose: v.literal('listing-photo'), listing_id: id('listing_id'), category: v.optional(GalleryCategorySchema, 'property_images'), ...common }),
  v.object({ purpose: v.literal('realtor-photo'), realtor_id: id('realtor_id'), ...common }),
  v.object({ purpose: v.literal('document'), listing_id: id('listing_id'), step: v.picklist(VERIFICATION_STEPS, 'step must be identity, mandate, title or inspection'), ...common }),
], 'purpose must be listing-photo, realtor-photo or document')
export type UploadStart = v.InferOutput<typeof UploadStartSchema>
export type UploadStartInput = v.InferInput<typeof UploadStartSchema>

/** The type the browser gives a file must fit the purpose; the server still decides by content. */
export function typeFits(purpose: UploadPurpose, type: string): boolean {
  const t = type.split(';')[0]!.trim().toLowerCase()
  return purpose === 'document' ? t in DOCUMENT_TYPES || t === 'application/octet-stream' || t === '' : /^image\/[a-z0-9.+-]+$/.test(t) || t === ''
}

/** What the start answers: the id to send parts to, how they are cut, and when the upload lapses. */
export interface UploadTicket {
  id: string
  part_size: number
  parts: number
  expires_at: string
}
/** What a part answers: how many parts the server holds now. */
export interface PartReceipt {
  index: number
  received: number
  parts: number
}

/** The byte range of part `index`: every part is part_size but the last, which holds the rest. */
export const partRange = (size: number, partSize: number, index: number) => ({ start: index * partSize, end: Math.min(size, (index + 1) * partSize) })
export const partCount = (size: number, partSize: number) => Math.ceil(size / partSize)
