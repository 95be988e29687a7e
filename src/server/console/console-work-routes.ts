import { Hono } from 'hono'
import type { AppEnv } from '~/server/api/app-env'
import { siteOrigin } from '~/server/auth/tenant-origin'
import type { Db } from '~/server/db/db'
import { deliver } from '~/server/email/deliver'
import { ok } from '~/server/http/envelope'
import { parseBody } from '~/server/http/parse-body'
import { parseQuery } from '~/server/http/parse-query'
import { pathId } from '~/server/http/path-id'
import { confirmAvailability, markTaken, verifyListingStep } from '~/server/ops/listing-ops'
import { StaffInviteSchema } from '~/shared/console/roles'
import { CheckDocumentsSchema } from '~/shared/console/verification'
import { ConsoleAuditQuerySchema, ConsoleListingsQuerySchema } from '~/shared/console/queries'
import { ConfirmAvailabilityBodySchema, MarkTakenBodySchema, VerifyStepBodySchema } from '~/shared/schemas/ops'
import { findAudit, findListings, listStaff } from './console-queries'
import { attachDocuments } from './documents/documents'
import { requireStaff, staffContext, withActor } from './require-staff'
import { createStaff } from './staff-accounts'
import { setupLink, staffInviteMail } from './staff-mail'

/**
 * The console's work (decision 045). Every route names its permission; listing actions are the
 * very functions `npm run ops` and /api/v1/ops call (audit row, cache purge), with the console's
 * channel and the staff member's tenant.
 */
export function consoleWorkRoutes(getDb: () => Promise<Db>) {
  const r = new Hono<AppEnv>()
  const staff = (p: Parameters<typeof requireStaff>[1]) => requireStaff(getDb, p)

  r.get('/listings', staff('listings.read'), async (c) => ok(await findListings(await getDb(), parseQuery(ConsoleListingsQuerySchema, c.req.url))))
  r.post('/listings/:id/confirm-availability', staff('listings.availability'), async (c) => {
    withActor(c)
    const body = parseBody(c, ConfirmAvailabilityBodySchema)
    return ok(await confirmAvailability(await getDb(), staffContext(c), pathId(c, 'id'), body), { message: 'Availability confirmed' })
  })
  for (const as of ['sold', 'let'] as const) {
    r.post(`/listings/:id/mark-${as}`, staff('listings.availability'), async (c) => {
      withActor(c)
      const body = parseBody(c, MarkTakenBodySchema)
      return ok(await markTaken(await getDb(), staffContext(c), pathId(c, 'id'), as, body), { message: `Marked ${as}` })
    })
  }
  r.post('/listings/:id/verification', staff('listings.verify'), async (c) => {
    withActor(c)
    const body = parseBody(c, VerifyStepBodySchema)
    // The check's documents are attached in its own transaction: one already used elsewhere stops it unless confirmed (decision 049).
    const { documents, confirm_duplicates } = parseBody(c, CheckDocumentsSchema)
    const listingId = pathId(c, 'id')
    const attach = async (tx: Db) => ({ documents: await attachDocuments(tx, c.get('tenant'), listingId, body, documents, confirm_duplicates) })
    return ok(await verifyListingStep(await getDb(), staffContext(c), listingId, body, documents.length ? attach : undefined), { message: 'Check recorded' })
  })

  r.get('/audit', staff('audit.read'), async (c) => ok(await findAudit(await getDb(), c.get('tenant').domain, parseQuery(ConsoleAuditQuerySchema, c.req.url))))

  r.get('/staff', staff('staff.manage'), async (c) => ok(await listStaff(await getDb(), c.get('tenant').domain)))
  r.post('/staff', staff('staff.manage'), async (c) => {
    const { email, role } = parseBody(c, StaffInviteSchema)
    const tenant = c.get('tenant')
    const inviter = c.get('staff')
    const { id, token } = await createStaff(await getDb(), staffContext(c), tenant.domain, email, role, inviter.id)
    const link = setupLink(siteOrigin(tenant, c.req.header('origin')), token)
    await deliver([staffInviteMail(tenant, email, role, inviter.email, link)], 'console', 'staff invitation')
    return ok({ id, email, role, status: 'invited' }, { message: `Invitation sent to ${email}` }, 201)
  })
  return r
}
