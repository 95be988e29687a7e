import * as v from 'valibot'
import type { VerificationOutcome, VerificationStep } from '~/shared/trust/verification'

/** The verification queue and its documents (issue 24, decision 049): what the console and the server share. */

/** A document's size limit: a scanned title deed fits; a phone video does not. */
export const MAX_DOCUMENT_BYTES = 15 * 1024 * 1024
/** The types a document may be, recognised by its first bytes, never by its name or the browser's word. */
export const DOCUMENT_TYPES = { 'application/pdf': 'PDF', 'image/jpeg': 'JPEG', 'image/png': 'PNG' } as const
export type DocumentType = keyof typeof DOCUMENT_TYPES

/** A check is due again once its latest record is this old (a title can change hands, a house its state). */
export const CHECK_DUE_AFTER_DAYS = 365

/** The same file already attached to a check elsewhere: another listing of this agency, or another agency's. */
export interface DocumentDuplicate {
  /** Set only when this agency used it: another agency's listing is never named. */
  listing_id: number | null
  property_id: string | null
  title: string | null
  other_agency: boolean
}

export interface VerificationDocument {
  id: number
  listing_id: number
  step: VerificationStep
  filename: string
  content_type: DocumentType
  size_bytes: number
  sha256: string
  uploaded_by: string
  created_at: string
  attached: boolean
  duplicates: DocumentDuplicate[]
}

/** One line of the queue: a listing with what each check's latest record says. */
export interface QueueCheck {
  step: VerificationStep
  status: VerificationOutcome | 'not_done'
  done_on: string | null
  /** Missing, failed, or older than CHECK_DUE_AFTER_DAYS. */
  due: boolean
  documents: number
}
export interface QueueListing {
  id: number
  property_id: string
  slug: string
  title: string
  state: string
  verification_tier: number
  checks: QueueCheck[]
}

const page = v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/, 'limit must be a whole number from 1 to 100'), v.transform(Number), v.minValue(1, 'limit must be a whole number from 1 to 100'), v.maxValue(100, 'limit must be a whole number from 1 to 100')), '25')
export const VerificationQueueQuerySchema = v.object({
  step: v.optional(v.picklist(['identity', 'mandate', 'title', 'inspection'], 'step must be identity, mandate, title or inspection')),
  before: v.optional(v.pipe(v.string(), v.regex(/^\d{1,12}$/, 'before must be an id'), v.transform(Number))),
  limit: page,
})
export type VerificationQueueQuery = v.InferOutput<typeof VerificationQueueQuerySchema>

/** The upload's query: which check the file supports and the name the verifier's file had. */
export const DocumentUploadQuerySchema = v.object({
  step: v.picklist(['identity', 'mandate', 'title', 'inspection'], 'step must be identity, mandate, title or inspection'),
  name: v.pipe(v.string('name is required'), v.trim(), v.nonEmpty('name is required'), v.maxLength(200, 'name must be at most 200 characters')),
})

/** What the console adds to a check (VerifyStepBodySchema): its documents, and the verifier's word on duplicates. */
export const CheckDocumentsSchema = v.object({
  documents: v.optional(v.pipe(v.array(v.pipe(v.number('documents must be document ids'), v.integer('documents must be document ids'), v.minValue(1, 'documents must be document ids')), 'documents must be a list of document ids'), v.maxLength(10, 'Attach at most 10 documents to one check')), []),
  confirm_duplicates: v.optional(v.boolean('confirm_duplicates must be true or false'), false),
})

/** The words a verifier reads for a duplicate: a listing of theirs is named, another agency's never is. */
export const duplicateText = (d: DocumentDuplicate) =>
  d.other_agency ? 'This document was already used on another agency’s listing' : `This document was already used on listing ${d.property_id} (${d.title})`
