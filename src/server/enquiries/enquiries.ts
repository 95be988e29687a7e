import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { findListing } from '~/server/catalogue/listings/search-listings'
import type { Db } from '~/server/db/db'
import { deliver } from '~/server/email/deliver'
import type { Mail } from '~/server/email/mailer'
import { buyerEnquiryMail, realtorEnquiryMail } from '~/server/email/templates/enquiry'
import { GUIDE_FILE, guideMail } from '~/server/email/templates/guide'
import { HttpError } from '~/server/http/envelope'
import type { GuideRequest, ListingEnquiryBody } from '~/shared/schemas/enquiry'
import type { Tenant } from '~/shared/tenant/tenant-schema'
import { listingRefFromUrl } from './listing-path'

/** The signed-in sender, when their address is proved: the only one who gets a receipt. */
export type ReceiptTo = { email: string; first_name: string } | null

/** POST /enquiry/contact: stores the enquiry with its tenant, then e-mails the realtor (and a proved buyer a receipt). */
export async function submitListingEnquiry(db: Db, tenant: Tenant, enquiry: ListingEnquiryBody, userId: number | null, origin: string, receiptTo: ReceiptTo = null) {
  const ref = listingRefFromUrl(enquiry.listingURL)
  if (!ref) throw new HttpError(400, 'listingURL must be the address of a listing page', { field: 'listingURL' })
  const listing = await findListing(db, ref)
  if (!listing) throw new HttpError(404, 'Listing not found')
  const [realtor] = await db.query<{ id: number; first_name: string; email: string }>(
    'select r.id, r.first_name, r.email from listings l join realtors r on r.id = l.realtor_id where l.id = $1',
    [listing.id],
  )
  const url = `${origin}/listings/${listing.id}/${listing.slug}`
  const [row] = await db.query<{ id: number }>(
    `insert into listing_enquiries (tenant, listing_id, realtor_id, user_id, first_name, last_name, email, phone, message, listing_url)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id::int as id`,
    [tenant.domain, listing.id, realtor?.id ?? null, userId, enquiry.firstName, enquiry.lastName, enquiry.emailAddress, enquiry.phoneNumber, enquiry.howCanARealtorHelp, url],
  )
  // A listing without a realtor is answered by the tenant's own team.
  const to = realtor ?? { first_name: tenant.display_name, email: tenant.contact.email }
  const input = { enquiry, listing: { title: listing.title, property_id: listing.property_id, url }, realtor: to }
  const mails: Mail[] = [realtorEnquiryMail(tenant, input)]
  if (receiptTo) mails.push(buyerEnquiryMail(tenant, receiptTo, input))
  await deliver(mails, 'enquiry', 'listing')
  return { id: row!.id }
}

let guidePdf: Promise<Buffer | null> | null = null
/** The shipped guide (public/guides/); null when the file is missing from this deployment. */
function readGuide(): Promise<Buffer | null> {
  guidePdf ??= readFile(join(process.cwd(), 'public', 'guides', GUIDE_FILE)).catch((err: unknown) => {
    console.error('[enquiry] the guide PDF is missing; sending the link only:', err)
    return null
  })
  return guidePdf
}

/** POST /enquiry/send-guide: stores the request and e-mails the guide (attached and linked). */
export async function sendBuyersGuide(db: Db, tenant: Tenant, request: GuideRequest, userId: number | null, origin: string) {
  const [row] = await db.query<{ id: number }>(
    'insert into guide_requests (tenant, first_name, last_name, email, user_id) values ($1, $2, $3, $4, $5) returning id::int as id',
    [tenant.domain, request.first_name, request.last_name, request.email, userId],
  )
  const pdf = await readGuide()
  await deliver([guideMail(tenant, request.email, `${origin}/guides/${GUIDE_FILE}`, pdf)], 'enquiry', 'guide')
  return { id: row!.id }
}
