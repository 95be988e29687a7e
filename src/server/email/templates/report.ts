import type { Mail } from '~/server/email/mailer'
import { REPORT_REASON_LABELS, type ReportReason } from '~/shared/schemas/trust'
import { escrowWarningWithContact } from '~/shared/trust/escrow-warning'
import { tenantPropertyId } from '~/shared/tenant/property-id'
import type { Tenant } from '~/shared/tenant/tenant-schema'
import { brandedMail } from './layout'

export interface ReportMailInput {
  id: number
  reason: ReportReason
  details: string
  /** Where to answer the reporter, if they gave (or are signed in with) an address. */
  email: string | null
  listing: { id: number; title: string; property_id: string; url: string }
}

/** To the tenant's team: which listing, why, and the reporter's words; Reply-To the reporter. */
export function teamReportMail(tenant: Tenant, r: ReportMailInput): Mail {
  const mail = brandedMail(tenant, tenant.contact.email, {
    subject: `Listing reported: ${r.listing.title} (${tenantPropertyId(r.listing.property_id, tenant)})`,
    paragraphs: [
      `A visitor reported listing #${r.listing.id}, ${r.listing.title} (${tenantPropertyId(r.listing.property_id, tenant)}), on ${tenant.display_name}. Report #${r.id}.`,
      `Reason: ${REPORT_REASON_LABELS[r.reason]}.`,
      `Their words: ${r.details}`,
      r.email ? `Answer them at ${r.email} (reply to this message).` : 'They left no address to answer.',
      `The listing: ${r.listing.url}`,
      `Every report of this tenant: npm run ops -- reports --tenant ${tenant.slug}`,
    ],
  })
  return r.email ? { ...mail, replyTo: r.email } : mail
}

/** To the reporter: a receipt. Their own words are not echoed (anyone could send them to any address). */
export function reporterReceiptMail(tenant: Tenant, r: ReportMailInput & { email: string }): Mail {
  return brandedMail(tenant, r.email, {
    subject: `We have your report about ${r.listing.title}`,
    paragraphs: [
      `Thank you. Your report about ${r.listing.title} (${tenantPropertyId(r.listing.property_id, tenant)}) is with the ${tenant.display_name} team, who check every report.`,
      `If you were asked to pay anyone directly, do not pay. ${escrowWarningWithContact(tenant.display_name, tenant.contact.email)}`,
    ],
  })
}

/**
 * To the reporter when staff close their report (decision 050): the outcome only. Staff's note
 * stays in the trail; the reporter's words are not echoed.
 */
export function reportOutcomeMail(tenant: Tenant, r: { email: string; title: string; property_id: string; outcome: 'handled' | 'dismissed' }): Mail {
  const listing = `${r.title} (${tenantPropertyId(r.property_id, tenant)})`
  return brandedMail(tenant, r.email, {
    subject: `Your report about ${r.title}`,
    paragraphs: [
      r.outcome === 'handled'
        ? `The ${tenant.display_name} team has looked into your report about ${listing} and acted on it. Thank you for telling us.`
        : `The ${tenant.display_name} team has looked into your report about ${listing} and found nothing to change on the listing. Thank you for telling us.`,
      `If you were asked to pay anyone directly, do not pay. ${escrowWarningWithContact(tenant.display_name, tenant.contact.email)}`,
    ],
  })
}
