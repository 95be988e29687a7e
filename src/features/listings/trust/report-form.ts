import * as v from 'valibot'
import { ListingReportBodySchema, type ReportReason } from '~/shared/schemas/trust'

/** What the report dialog's fields hold before anything is typed or chosen. */
export const EMPTY_REPORT = { reason: '', details: '', email: '' }

type ReportInput = v.InferInput<typeof ListingReportBodySchema>

/**
 * The report dialog's fields checked by the route's own schema (ListingReportBodySchema): the
 * listing comes from the page, and an e-mail field left blank means none (the schema's e-mail is
 * optional, not empty), so a signed-in reporter's account address answers instead.
 */
export const reportFormSchema = (listingId: number) =>
  v.pipe(
    v.object({ reason: v.string(), details: v.string(), email: v.string() }),
    // The reason is only typed here: the schema after it refuses anything but REPORT_REASONS.
    v.transform(({ reason, details, email }): ReportInput => ({ listing_id: listingId, reason: reason as ReportReason, details, ...(email.trim() ? { email } : {}) })),
    ListingReportBodySchema,
  )
