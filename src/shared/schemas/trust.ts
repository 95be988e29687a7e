import * as v from 'valibot'
import { emailField } from './email-field'
import { positiveInt } from './query-fields'
import { optionalParagraph, paragraphText } from './text-rules'

/**
 * The buyer's side of issue 11 (decision 035): accepting or disputing a transaction, and
 * reporting a listing. One module for the forms and the routes that receive them.
 */

/** The word the buyer types to accept: releasing the funds cannot be one stray tap (decision 043). */
export const ACCEPT_WORD = 'ACCEPT'
export const ACCEPT_CONFIRM_MESSAGE = `Type ${ACCEPT_WORD} to confirm the release of your funds`

/** POST /enquiry/schedule-viewing/{id}/accept: the typed confirmation, and a short note if any. */
export const AcceptBodySchema = v.object({
  // Missing reads as empty, so every refusal says what to type.
  confirm: v.pipe(
    v.optional(v.string(ACCEPT_CONFIRM_MESSAGE), ''),
    v.trim(),
    v.toUpperCase(),
    v.check((s) => s === ACCEPT_WORD, ACCEPT_CONFIRM_MESSAGE),
  ),
  note: optionalParagraph('note', 1_000),
})
export type AcceptBody = v.InferOutput<typeof AcceptBodySchema>

export const DISPUTE_REASON_MIN = 10

/** POST /enquiry/schedule-viewing/{id}/dispute: what is wrong, in the buyer's words. */
export const DisputeBodySchema = v.object({
  reason: v.pipe(
    paragraphText('reason', 2_000, 'Please tell us what is wrong'),
    v.minLength(DISPUTE_REASON_MIN, `reason must be at least ${DISPUTE_REASON_MIN} characters`),
  ),
})
export type DisputeBody = v.InferOutput<typeof DisputeBodySchema>

/** Why a listing is reported, and how the report form words each reason. */
export const REPORT_REASONS = ['ASKED_FOR_PAYMENT_OUTSIDE_ESCROW', 'SUSPECTED_FRAUD', 'NOT_AVAILABLE', 'WRONG_DETAILS', 'DUPLICATE', 'OTHER'] as const
export type ReportReason = (typeof REPORT_REASONS)[number]
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  ASKED_FOR_PAYMENT_OUTSIDE_ESCROW: 'Someone asked me to pay outside escrow',
  SUSPECTED_FRAUD: 'I think this listing is a scam',
  NOT_AVAILABLE: 'It is no longer available (sold or let)',
  WRONG_DETAILS: 'The details or photos are wrong',
  DUPLICATE: 'It is listed more than once',
  OTHER: 'Something else',
}

export const REPORT_DETAILS_MIN = 10

/** POST /enquiry/report-listing: the listing, a reason, what happened; an address to reply to if the reporter wants one. */
export const ListingReportBodySchema = v.object({
  listing_id: v.pipe(
    v.union([v.number('listing_id must be a whole number'), v.string('listing_id must be a whole number')], 'listing_id must be a whole number'),
    v.transform(String),
    positiveInt('listing_id'),
  ),
  reason: v.picklist(REPORT_REASONS, `reason must be one of ${REPORT_REASONS.join(', ')}`),
  details: v.pipe(
    paragraphText('details', 2_000, 'Please describe the problem'),
    v.minLength(REPORT_DETAILS_MIN, `details must be at least ${REPORT_DETAILS_MIN} characters`),
  ),
  email: v.optional(emailField),
})
export type ListingReportBody = v.InferOutput<typeof ListingReportBodySchema>
