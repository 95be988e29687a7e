import { tenantPropertyId } from '~/shared/tenant/property-id'
import type { Tenant } from '~/shared/tenant/tenant-schema'
import type { ListingEnquiryBody } from '~/shared/schemas/enquiry'
import { escrowWarningWithContact } from '~/shared/trust/escrow-warning'
import { brandedMail } from './layout'

interface EnquiryMailInput {
  enquiry: ListingEnquiryBody
  listing: { title: string; property_id: string; url: string }
  realtor: { first_name: string; email: string }
}

/** To the realtor managing the listing: who asks, what, and how to answer (reply goes to the buyer). */
export function realtorEnquiryMail(tenant: Tenant, { enquiry, listing, realtor }: EnquiryMailInput) {
  const name = `${enquiry.firstName} ${enquiry.lastName}`
  const mail = brandedMail(tenant, realtor.email, {
    subject: `New enquiry: ${listing.title} (${tenantPropertyId(listing.property_id, tenant)})`,
    paragraphs: [
      `Hello ${realtor.first_name}, ${name} has asked about ${listing.title} (${tenantPropertyId(listing.property_id, tenant)}) on ${tenant.display_name}.`,
      `Their message: ${enquiry.howCanARealtorHelp}`,
      `Reach them by e-mail at ${enquiry.emailAddress} (just reply to this message) or by phone on ${enquiry.phoneNumber}.`,
      `The listing: ${listing.url}`,
      'Please answer within one business day. Never ask a buyer to pay anyone directly: every payment goes through escrow.',
    ],
  })
  return { ...mail, replyTo: `${name} <${enquiry.emailAddress}>` }
}

/**
 * To the signed-in buyer's own proved address, never to the address typed in the form: a receipt
 * that says what happens next and repeats nothing the sender wrote, so the form cannot be used to
 * send a stranger a message in the tenant's name (issue 20, finding 7; decision 040).
 */
export function buyerEnquiryMail(tenant: Tenant, buyer: { email: string; first_name: string }, { listing, realtor }: EnquiryMailInput) {
  return brandedMail(tenant, buyer.email, {
    subject: `We sent your enquiry about ${listing.title}`,
    paragraphs: [
      `Hello ${buyer.first_name}, your message about ${listing.title} (${tenantPropertyId(listing.property_id, tenant)}) is with ${realtor.first_name}, the realtor who manages it. Expect an answer by e-mail or phone, usually within one business day.`,
      `The listing: ${listing.url}`,
      // An enquiry often leads to a viewing: the same plain warning as every viewing e-mail.
      escrowWarningWithContact(tenant.display_name, tenant.contact.email),
    ],
  })
}
