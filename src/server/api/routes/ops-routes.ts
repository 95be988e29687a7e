import { Hono, type Context } from 'hono'
import type { Db } from '~/server/db/db'
import { privateNoStore } from '~/server/http/cache'
import { HttpError, ok } from '~/server/http/envelope'
import { parseBody } from '~/server/http/parse-body'
import { parseQuery } from '~/server/http/parse-query'
import { pathId } from '~/server/http/path-id'
import { confirmAvailability, markTaken, verifyListingStep } from '~/server/ops/listing-ops'
import { listReports } from '~/server/ops/list-reports'
import type { OpsContext } from '~/server/ops/ops-audit'
import { bearerMatches, opsTokenActor } from '~/server/ops/ops-token'
import { advanceTransaction, resolveDispute } from '~/server/ops/transaction-ops'
import { requestRelease } from '~/server/console/release-requests'
import type { TenantRegistry } from '~/server/tenants/load-tenants'
import {
  AdvanceBodySchema,
  ConfirmAvailabilityBodySchema,
  MarkTakenBodySchema,
  ReleaseRequestBodySchema,
  ReportsQuerySchema,
  ResolveDisputeBodySchema,
  VerifyStepBodySchema,
} from '~/shared/schemas/ops'
import type { AppEnv } from '../app-env'
import { resolveTenant } from '../middleware/resolve-tenant'

/**
 * /api/v1/ops/* — the operator's actions (decision 035), the same functions `npm run ops` runs.
 * Without OPS_TOKEN every path here is a 404, as if it did not exist; with it, each call needs
 * `Authorization: Bearer <OPS_TOKEN>`. Listing actions concern the shared catalogue; transaction
 * and report actions name their tenant in x-tenant-id, like every other call. The audit names the
 * token as the actor; the body's `actor` (or x-ops-actor) is kept apart as a claim (issue 33). The
 * token may ask for a release of funds; only a staff member approves it, in the console.
 */
export function opsRoutes(getDb: () => Promise<Db>, token: string | null, registry: () => TenantRegistry) {
  const r = new Hono<AppEnv>()
  const api = (claimed: string | undefined): OpsContext => ({ actor: opsTokenActor(token!), channel: 'api', claimed })
  r.use('*', async (c, next) => {
    if (token === null) throw new HttpError(404, `No route for ${c.req.method} ${new URL(c.req.url).pathname}`)
    if (!bearerMatches(c.req.header('authorization'), token))
      throw new HttpError(401, 'A valid operator token is required', null, { 'www-authenticate': 'Bearer' })
    await next()
    privateNoStore(c.res)
  })
  r.use('/transactions/*', resolveTenant(registry))
  r.use('/reports', resolveTenant(registry))

  const listingId = (c: Context<AppEnv>) => pathId(c, 'id')

  r.post('/listings/:id/verification', async (c) => {
    const body = parseBody(c, VerifyStepBodySchema)
    return ok(await verifyListingStep(await getDb(), api(body.actor), listingId(c), body), { message: 'Check recorded' })
  })
  r.post('/listings/:id/confirm-availability', async (c) => {
    const body = parseBody(c, ConfirmAvailabilityBodySchema)
    return ok(await confirmAvailability(await getDb(), api(body.actor), listingId(c), body), { message: 'Availability confirmed' })
  })
  for (const as of ['sold', 'let'] as const) {
    r.post(`/listings/:id/mark-${as}`, async (c) => {
      const body = parseBody(c, MarkTakenBodySchema)
      return ok(await markTaken(await getDb(), api(body.actor), listingId(c), as, body), { message: `Marked ${as}` })
    })
  }
  r.post('/transactions/:id/advance', async (c) => {
    const body = parseBody(c, AdvanceBodySchema)
    return ok(await advanceTransaction(await getDb(), api(body.actor), c.get('tenant'), pathId(c, 'id'), body), { message: 'Step recorded' })
  })
  r.post('/transactions/:id/resolve-dispute', async (c) => {
    const body = parseBody(c, ResolveDisputeBodySchema)
    return ok(await resolveDispute(await getDb(), api(body.actor), c.get('tenant'), pathId(c, 'id'), body), { message: 'Dispute resolved' })
  })
  r.post('/transactions/:id/release-request', async (c) => {
    const body = parseBody(c, ReleaseRequestBodySchema)
    const answer = await requestRelease(await getDb(), api(body.actor), c.get('tenant'), null, pathId(c, 'id'), body.note ?? null)
    return ok(answer, { message: 'Release requested: a staff member must approve it in the console' }, 201)
  })
  r.get('/reports', async (c) => {
    const q = parseQuery(ReportsQuerySchema, c.req.url)
    // A read has no body to carry a name: the header may claim one.
    const claimed = c.req.header('x-ops-actor')?.trim().slice(0, 100) || undefined
    return ok(await listReports(await getDb(), api(claimed), c.get('tenant').domain, q))
  })
  return r
}
