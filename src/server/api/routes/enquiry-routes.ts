import { Hono, type Context } from 'hono'
import { clientAddress, reserveAttempt, type LimitKind } from '~/server/auth/rate-limit'
import { optionalUserId } from '~/server/auth/require-user'
import { siteOrigin } from '~/server/auth/tenant-origin'
import type { Db } from '~/server/db/db'
import { findUserById } from '~/server/auth/users'
import { sendBuyersGuide, submitListingEnquiry } from '~/server/enquiries/enquiries'
import { reportListing } from '~/server/reports/listing-reports'
import { privateNoStore } from '~/server/http/cache'
import { ok } from '~/server/http/envelope'
import { parseBody } from '~/server/http/parse-body'
import { GuideRequestSchema, listingEnquiryBodySchema } from '~/shared/schemas/enquiry'
import { ListingReportBodySchema } from '~/shared/schemas/trust'
import { normalisePhone } from '~/shared/phone'
import type { AppEnv } from '../app-env'

const EnquiryBodySchema = listingEnquiryBodySchema(normalisePhone)

/** /enquiry/* — messages from buyers (000 §7). Visitors may send them; a signed-in sender is noted. */
export function enquiryRoutes(getDb: () => Promise<Db>) {
  const r = new Hono<AppEnv>()
  r.use('*', async (c, next) => {
    await next()
    privateNoStore(c.res)
  })

  /** Validates, checks and counts the caller's quota, and gathers what both routes need. */
  const context = async (c: Context<AppEnv>, kind: LimitKind) => {
    const db = await getDb()
    const tenant = c.get('tenant')
    const address = clientAddress(c.req.raw.headers)
    await reserveAttempt(db, tenant.domain, kind, address)
    const userId = await optionalUserId(db, tenant.domain, c.req.header('authorization'))
    return { db, tenant, userId, origin: siteOrigin(tenant, c.req.header('origin')) }
  }

  r.post('/contact', async (c) => {
    const body = parseBody(c, EnquiryBodySchema)
    const { db, tenant, userId, origin } = await context(c, 'enquiry-address')
    const sender = userId === null ? null : await findUserById(db, tenant.domain, userId)
    const receiptTo = sender?.email_verified ? { email: sender.email, first_name: sender.first_name } : null
    const data = await submitListingEnquiry(db, tenant, body, userId, origin, receiptTo)
    return ok(data, { message: 'Your enquiry has been submitted successfully!' }, 201)
  })

  r.post('/send-guide', async (c) => {
    const body = parseBody(c, GuideRequestSchema)
    const { db, tenant, userId, origin } = await context(c, 'guide-address')
    const data = await sendBuyersGuide(db, tenant, body, userId, origin)
    return ok(data, { message: 'Guide sent! Check your inbox.' }, 201)
  })

  // A listing reported to the tenant's team (decision 035); limited per address like the forms.
  r.post('/report-listing', async (c) => {
    const body = parseBody(c, ListingReportBodySchema)
    const db = await getDb()
    const tenant = c.get('tenant')
    const userId = await optionalUserId(db, tenant.domain, c.req.header('authorization'))
    const user = userId === null ? null : await findUserById(db, tenant.domain, userId)
    const data = await reportListing(db, tenant, body, {
      address: clientAddress(c.req.raw.headers),
      user: user && { id: Number(user.id), email: user.email },
      origin: siteOrigin(tenant, c.req.header('origin')),
    })
    return ok(data, { message: 'Thank you. Your report has been sent to our team.' }, 201)
  })

  return r
}
