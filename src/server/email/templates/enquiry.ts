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
    subject: `New enquiry: ${listing.title} (${listing.property_id})`,
    paragraphs: [
      `Hello ${realtor.first_name}, ${name} has asked about ${listing.title} (${listing.property_id}) on ${tenant.display_name}.`,
      `Their message: ${enquiry.howCanARealtorHelp}`,
      `Reach them by e-mail at ${enquiry.emailAddress} (just reply to this message) or by phone on ${enquiry.phoneNumber}.`,
      `The listing: ${listing.url}`,
      'Please answer within one business day. Never ask a buyer to pay anyone directly: every payment goes through escrow.',
    ],
  })
  return { ...mail, replyTo: `${name} <${enquiry.emailAddress}>` }
}

/** To the buyer: a copy of what they sent and what happens next. */
export function buyerEnquiryMail(tenant: Tenant, { enquiry, listing, realtor }: EnquiryMailInput) {
  return brandedMail(tenant, enquiry.emailAddress, {
    subject: `We sent your enquiry about ${listing.title}`,
    paragraphs: [
      `Hello ${enquiry.firstName}, your message about ${listing.title} (${listing.property_id}) is with ${realtor.first_name}, the realtor who manages it. Expect an answer by e-mail or on ${enquiry.phoneNumber}, usually within one business day.`,
      `What you wrote: ${enquiry.howCanARealtorHelp}`,
      `The listing: ${listing.url}`,
      // An enquiry often leads to a viewing: the same plain warning as every viewing e-mail.
      escrowWarningWithContact(tenant.display_name, tenant.contact.email),
    ],
  })
}
