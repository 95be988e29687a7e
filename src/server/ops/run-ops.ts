import * as v from 'valibot'
import type { Db } from '~/server/db/db'
import { HttpError } from '~/server/http/envelope'
import { tenantPropertyId } from '~/shared/tenant/property-id'
import type { TenantRegistry } from '~/server/tenants/load-tenants'
import {
  actorField,
  AdvanceBodySchema,
  ConfirmAvailabilityBodySchema,
  MarkTakenBodySchema,
  ReleaseRequestBodySchema,
  ReportsQuerySchema,
  ResolveDisputeBodySchema,
  VerifyStepBodySchema,
} from '~/shared/schemas/ops'
import { confirmAvailability, markTaken, verifyListingStep } from './listing-ops'
import { listReports } from './list-reports'
import type { OpsContext } from './ops-audit'
import { advanceTransaction, resolveDispute } from './transaction-ops'
import { requestRelease } from '~/server/console/release-requests'
import { createStaff, SETUP_DAYS } from '~/server/console/staff-accounts'
import { setupLink } from '~/server/console/staff-mail'
import { StaffEmailSchema } from '~/shared/console/roles'

/** A listing named by id, property id (HVN-0000042) or slug, as an operator would copy it. */
const listingRef = v.pipe(v.string('--listing is required'), v.trim(), v.nonEmpty('--listing is required'), v.maxLength(160))
const tenantDomain = v.pipe(v.string('--tenant is required'), v.nonEmpty('--tenant is required'))
const transactionId = v.pipe(v.number('--transaction must be a whole number'), v.integer('--transaction must be a whole number'), v.minValue(1))

/**
 * `by`: the terminal's user (user@host) as the command line found it — who acts, the audit's actor.
 * `--actor` travels as the body's (or the args') `actor`: a name the audit keeps apart (issue 33).
 */
const by = { by: actorField }

/** What `npm run ops` sends (possibly to the running server): the action, its target, the body the API would take. */
export const OpsArgsSchema = v.variant('action', [
  v.object({ ...by, action: v.literal('verify'), listing: listingRef, body: VerifyStepBodySchema }),
  v.object({ ...by, action: v.literal('confirm-available'), listing: listingRef, body: ConfirmAvailabilityBodySchema }),
  v.object({ ...by, action: v.picklist(['mark-sold', 'mark-let']), listing: listingRef, body: MarkTakenBodySchema }),
  v.object({ ...by, action: v.literal('advance'), tenant: tenantDomain, transaction: transactionId, body: AdvanceBodySchema }),
  v.object({ ...by, action: v.literal('resolve-dispute'), tenant: tenantDomain, transaction: transactionId, body: ResolveDisputeBodySchema }),
  v.object({ ...by, action: v.literal('request-release'), tenant: tenantDomain, transaction: transactionId, body: ReleaseRequestBodySchema }),
  v.object({ ...by, action: v.literal('reports'), tenant: tenantDomain, actor: v.optional(actorField), query: ReportsQuerySchema }),
  v.object({ ...by, action: v.literal('create-owner'), tenant: tenantDomain, actor: v.optional(actorField), email: StaffEmailSchema }),
], 'action must be one of verify, confirm-available, mark-sold, mark-let, advance, resolve-dispute, request-release, reports, create-owner')
export type OpsArgs = v.InferOutput<typeof OpsArgsSchema>

async function listingIdOf(db: Db, ref: string): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    /^\d+$/.test(ref) ? 'select id from listings where id = $1' : 'select id from listings where upper(property_id) = upper($1) or slug = lower($1)',
    // A tenant's own prefix (CKR-0000042, decision 043) names the catalogue's HVN-0000042.
    [/^\d+$/.test(ref) ? Number(ref) : /^[A-Z]{2,5}-\d+$/i.test(ref) ? tenantPropertyId(ref.toUpperCase(), {}) : ref],
  )
  if (!row) throw new HttpError(404, `No listing '${ref}' (give its id, property id or slug)`)
  return row.id
}

/** Runs one operator action from the command line (decision 035); refusals throw HttpError, as on the API. */
export async function runOps(db: Db, args: OpsArgs, registry: Pick<TenantRegistry, 'byDomain'>): Promise<unknown> {
  const cli = (claimed: string | undefined): OpsContext => ({ actor: args.by, channel: 'cli', claimed })
  const tenantOf = (domain: string) => {
    const tenant = registry.byDomain(domain)
    if (!tenant) throw new HttpError(400, `Unknown tenant '${domain}'`)
    return tenant
  }
  switch (args.action) {
    case 'verify':
      return verifyListingStep(db, cli(args.body.actor), await listingIdOf(db, args.listing), args.body)
    case 'confirm-available':
      return confirmAvailability(db, cli(args.body.actor), await listingIdOf(db, args.listing), args.body)
    case 'mark-sold':
    case 'mark-let':
      return markTaken(db, cli(args.body.actor), await listingIdOf(db, args.listing), args.action === 'mark-sold' ? 'sold' : 'let', args.body)
    case 'advance':
      return advanceTransaction(db, cli(args.body.actor), tenantOf(args.tenant), args.transaction, args.body)
    case 'resolve-dispute':
      return resolveDispute(db, cli(args.body.actor), tenantOf(args.tenant), args.transaction, args.body)
    case 'request-release':
      // Four eyes (issue 33): the terminal asks; a staff member approves in the console.
      return requestRelease(db, cli(args.body.actor), tenantOf(args.tenant), null, args.transaction, args.body.note ?? null)
    case 'reports':
      return listReports(db, cli(args.actor), tenantOf(args.tenant).domain, args.query)
    case 'create-owner': {
      // The first owner of a tenant's console (decision 045): a one-time link to set a password and an authenticator.
      const tenant = tenantOf(args.tenant)
      const { id, token } = await createStaff(db, cli(args.actor), tenant.domain, args.email, 'owner', null)
      return { id, email: args.email, role: 'owner', setup_link: setupLink(`https://${tenant.domain}`, token), setup_path: setupLink('', token), expires_in_days: SETUP_DAYS }
    }
  }
}
