import { calendarInvite } from '~/server/email/ics'
import type { Mail } from '~/server/email/mailer'
import { INSPECTION_TYPE_LABELS, type InspectionType } from '~/shared/transactions/viewing-kinds'
import { tenantPropertyId } from '~/shared/tenant/property-id'
import type { Tenant } from '~/shared/tenant/tenant-schema'
import { lagosLong } from '~/shared/format/lagos-time'
import { escrowWarningWithContact, realtorEscrowRule } from '~/shared/trust/escrow-warning'
import { brandedMail } from './layout'

export interface ViewingMailInput {
  id: number
  start: Date
  inspection_type: InspectionType
  /** Who will attend: the buyer, or the trusted person they named. */
  attendee: { first_name: string; last_name: string; email: string; phone: string }
  buyer: { first_name: string; last_name: string; email: string }
  listing: { title: string; property_id: string; address: string; url: string }
  realtor: { first_name: string; email: string }
}

const WARNING = (tenant: Tenant) => escrowWarningWithContact(tenant.display_name, tenant.contact.email)

function invite(tenant: Tenant, v: ViewingMailInput) {
  const kind = INSPECTION_TYPE_LABELS[v.inspection_type]
  const ics = calendarInvite({
    uid: `viewing-${v.id}@${tenant.domain}`,
    start: v.start,
    minutes: 60,
    summary: `${kind}: ${v.listing.title}`,
    description: `${kind} of ${v.listing.title} (${tenantPropertyId(v.listing.property_id, tenant)}), booked on ${tenant.display_name}. Pending confirmation. ${v.listing.url}`,
    location: v.inspection_type === 'VIDEO_TOUR' ? 'Video call (the realtor sends the link)' : v.listing.address,
    organizer: { name: tenant.display_name, email: tenant.contact.email },
    attendees: [{ name: `${v.attendee.first_name} ${v.attendee.last_name}`, email: v.attendee.email }],
  })
  return { filename: 'invite.ics', content: Buffer.from(ics, 'utf8'), contentType: 'text/calendar; charset=utf-8; method=REQUEST' }
}

/** To the buyer who booked, with the invitation (their own or their trusted person's visit). */
export function buyerViewingMail(tenant: Tenant, v: ViewingMailInput): Mail {
  const forSomeoneElse = v.attendee.email !== v.buyer.email
  const who = forSomeoneElse ? `${v.attendee.first_name} ${v.attendee.last_name} (${v.attendee.email})` : 'you'
  const mail = brandedMail(tenant, v.buyer.email, {
    subject: `Viewing requested: ${v.listing.title}`,
    paragraphs: [
      `Hello ${v.buyer.first_name}, we have your request for a ${INSPECTION_TYPE_LABELS[v.inspection_type].toLowerCase()} of ${v.listing.title} (${tenantPropertyId(v.listing.property_id, tenant)}) on ${lagosLong(v.start)}, for ${who}.`,
      `It is pending confirmation: ${v.realtor.first_name} will confirm the time or suggest another. Follow it under Transactions on ${tenant.display_name}.`,
      `The listing: ${v.listing.url}`,
      WARNING(tenant),
    ],
  })
  return { ...mail, attachments: [invite(tenant, v)] }
}

/** To the trusted person the buyer named, with the invitation. */
export function trustedPersonViewingMail(tenant: Tenant, v: ViewingMailInput): Mail {
  const mail = brandedMail(tenant, v.attendee.email, {
    subject: `${v.buyer.first_name} ${v.buyer.last_name} asked you to view ${v.listing.title}`,
    paragraphs: [
      `Hello ${v.attendee.first_name}, ${v.buyer.first_name} ${v.buyer.last_name} has booked a ${INSPECTION_TYPE_LABELS[v.inspection_type].toLowerCase()} of ${v.listing.title} (${tenantPropertyId(v.listing.property_id, tenant)}) for you, on ${lagosLong(v.start)}.`,
      `The realtor, ${v.realtor.first_name}, will confirm the time with you on ${v.attendee.phone}. The invitation is attached.`,
      `The listing: ${v.listing.url}`,
      WARNING(tenant),
    ],
  })
  return { ...mail, attachments: [invite(tenant, v)] }
}

/** To the listing's realtor: who comes, when, and how to reach them. */
export function realtorViewingMail(tenant: Tenant, v: ViewingMailInput): Mail {
  const mail = brandedMail(tenant, v.realtor.email, {
    subject: `Viewing request: ${v.listing.title} (${tenantPropertyId(v.listing.property_id, tenant)})`,
    paragraphs: [
      `Hello ${v.realtor.first_name}, ${v.buyer.first_name} ${v.buyer.last_name} has asked for a ${INSPECTION_TYPE_LABELS[v.inspection_type].toLowerCase()} of ${v.listing.title} on ${lagosLong(v.start)}.`,
      `Attending: ${v.attendee.first_name} ${v.attendee.last_name}, ${v.attendee.email}, ${v.attendee.phone}.`,
      `Please confirm or propose another time within one business day. The listing: ${v.listing.url}`,
      realtorEscrowRule(tenant.display_name),
    ],
  })
  return { ...mail, replyTo: `${v.buyer.first_name} ${v.buyer.last_name} <${v.buyer.email}>`, attachments: [invite(tenant, v)] }
}
