import { addressHash } from '~/server/auth/address-hash'
import { reserveAttempt } from '~/server/auth/rate-limit'
import type { Db } from '~/server/db/db'
import { queueMail } from '~/server/email/deliver'
import { reporterReceiptMail, teamReportMail, type ReportMailInput } from '~/server/email/templates/report'
import { HttpError } from '~/server/http/envelope'
import type { ListingReportBody } from '~/shared/schemas/trust'
import type { Tenant } from '~/shared/tenant/tenant-schema'

export interface ReportContext {
  /** The caller's address: counted for the hourly limit, stored only as a keyed hash. */
  address: string
  /** The signed-in reporter, if any: their account's address answers when they give none. */
  user: { id: number; email: string } | null
  origin: string
}

/**
 * POST /enquiry/report-listing (decision 035): the report is stored with its tenant first, then
 * e-mailed to the tenant's team (and a receipt to the reporter) through the mail queue, its
 * mail_status following the messages (decision 039). Limited like the forms, per address and
 * tenant; a mail that fails after the last retry is logged and marked, the report stays.
 */
export async function reportListing(db: Db, tenant: Tenant, body: ListingReportBody, ctx: ReportContext) {
  const [listing] = await db.query<{ id: number; slug: string; title: string; property_id: string }>(
    'select id, slug, title, property_id from listings where id = $1 and published',
    [body.listing_id],
  )
  if (!listing) throw new HttpError(404, 'Listing not found', { field: 'listing_id' })
  await reserveAttempt(db, tenant.domain, 'report-address', ctx.address)
  const email = body.email ?? ctx.user?.email ?? null
  const [row] = await db.query<{ id: number }>(
    `insert into listing_reports (tenant, listing_id, user_id, reason, details, email, address_hash)
     values ($1, $2, $3, $4, $5, $6, $7) returning id::int as id`,
    [tenant.domain, listing.id, ctx.user?.id ?? null, body.reason, body.details, email, addressHash(ctx.address, 'report-address')],
  )
  const input: ReportMailInput = {
    id: row!.id,
    reason: body.reason,
    details: body.details,
    email,
    listing: { id: listing.id, title: listing.title, property_id: listing.property_id, url: `${ctx.origin}/listings/${listing.id}/${listing.slug}` },
  }
  const mails = [teamReportMail(tenant, input), ...(email ? [reporterReceiptMail(tenant, { ...input, email })] : [])]
  await queueMail(db, mails, { area: 'report', what: 'listing', record: { table: 'listing_reports', id: row!.id } })
  return { id: row!.id }
}
