import { refreshVerificationTiers, upsertVerificationSteps } from '~/server/catalogue/listings/verification-steps'
import { refreshCatalogueDerived } from '~/server/catalogue/refresh-derived'
import type { Db } from '~/server/db/db'
import { HttpError } from '~/server/http/envelope'
import type { ConfirmAvailabilityBody, MarkTakenBody, VerifyStepBody } from '~/shared/schemas/ops'
import type { VerificationStep } from '~/shared/trust/verification'
import { audit, type OpsContext, type OpsResult } from './ops-audit'
import { LISTINGS_TAG, listingTag } from '~/server/cache/cache-tags'
import { purgePages } from '~/server/cache/purge-pages'
import { listingEventFields, recordListingChanges } from '~/server/catalogue/listings/listing-events'

/** What an audit keeps of a listing: its availability, confirmation and tier, and one check's latest record. */
interface ListingSnapshot {
  availability: string
  category: string
  confirmed_available_at: string
  verification_tier: number
  check?: Record<string, unknown> | null
}

async function snapshot(tx: Db, listingId: number, step?: VerificationStep): Promise<ListingSnapshot> {
  const [l] = await tx.query<ListingSnapshot & { confirmed_available_at: Date | string }>(
    `select availability, category, confirmed_available_at, verification_tier from listings where id = $1 for update`,
    [listingId],
  )
  if (!l) throw new HttpError(404, 'Listing not found', { field: 'listing_id' })
  const out: ListingSnapshot = { ...l, confirmed_available_at: new Date(l.confirmed_available_at).toISOString() }
  if (step) {
    const [check] = await tx.query(
      `select step, outcome, done_on::text as done_on, partner_firm, result, note, actor from listing_verification_steps
       where listing_id = $1 and step = $2 order by done_on desc, id desc limit 1`,
      [listingId, step],
    )
    out.check = check ?? null
  }
  return out
}

/** Once committed: the listing's page and every list that may show it are dropped from the CDN (decision 038). */
async function purgeListing<T>(listingId: number, result: T): Promise<T> {
  await purgePages([listingTag(listingId), LISTINGS_TAG])
  return result
}

/**
 * One operator change of a listing in one transaction, with its listing events (EVENTS-CONTRACT.md):
 * the snapshot before (the row locked first), the change, and one event per field it changed.
 */
async function changeListing<T>(db: Db, ctx: OpsContext, listingId: number, change: (tx: Db) => Promise<T>): Promise<T> {
  return purgeListing(listingId, await db.transaction(async (tx) => {
    await tx.query('select id from listings where id = $1 for update', [listingId])
    const before = await listingEventFields(tx, listingId)
    const result = await change(tx)
    const after = await listingEventFields(tx, listingId)
    if (before && after) await recordListingChanges(tx, listingId, before, after, ctx.channel)
    return result
  }))
}

/** Record a check of a listing (identity, mandate, title, inspection) and its new tier. */
export async function verifyListingStep(db: Db, ctx: OpsContext, listingId: number, body: VerifyStepBody): Promise<OpsResult<ListingSnapshot, ListingSnapshot>> {
  return changeListing(db, ctx, listingId, async (tx) => {
    const before = await snapshot(tx, listingId, body.step)
    const { actor: _actor, ...record } = body
    await upsertVerificationSteps(tx, JSON.stringify([{ listing_id: listingId, ...record, actor: ctx.actor }]))
    await refreshVerificationTiers(tx, [listingId])
    // The tier is a search filter: cached totals must see it (decision 012).
    await tx.exec('update catalogue_version set version = version + 1')
    const after = await snapshot(tx, listingId, body.step)
    const audit_id = await audit(tx, ctx, { action: 'verify-step', tenant: null, target_kind: 'listing', target_id: listingId, before, after })
    return { audit_id, before, after }
  })
}

/** The seller or realtor confirmed the listing is still available: 'Confirmed available today', back in search. */
export async function confirmAvailability(db: Db, ctx: OpsContext, listingId: number, body: ConfirmAvailabilityBody): Promise<OpsResult<ListingSnapshot, ListingSnapshot>> {
  return changeListing(db, ctx, listingId, async (tx) => {
    const before = await snapshot(tx, listingId)
    await tx.query(`update listings set availability = 'available', confirmed_available_at = coalesce($2::timestamptz, now()) where id = $1`, [
      listingId,
      body.confirmed_at ?? null,
    ])
    await refreshCatalogueDerived(tx)
    const after = await snapshot(tx, listingId)
    const audit_id = await audit(tx, ctx, { action: 'confirm-availability', tenant: null, target_kind: 'listing', target_id: listingId, before, after: { ...after, note: body.note ?? null } })
    return { audit_id, before, after }
  })
}

/** A listing sold (for sale) or let (for rent): it leaves search; its page still opens, marked. */
export async function markTaken(db: Db, ctx: OpsContext, listingId: number, as: 'sold' | 'let', body: MarkTakenBody): Promise<OpsResult<ListingSnapshot, ListingSnapshot>> {
  return changeListing(db, ctx, listingId, async (tx) => {
    const before = await snapshot(tx, listingId)
    const fits = as === 'sold' ? before.category === 'For sale' : before.category === 'For rent'
    if (!fits) throw new HttpError(409, as === 'sold' ? 'Only a listing for sale can be marked sold' : 'Only a listing for rent can be marked let', { field: 'availability' })
    await tx.query('update listings set availability = $2 where id = $1', [listingId, as])
    await refreshCatalogueDerived(tx)
    const after = await snapshot(tx, listingId)
    const audit_id = await audit(tx, ctx, { action: `mark-${as}`, tenant: null, target_kind: 'listing', target_id: listingId, before, after: { ...after, note: body.note ?? null } })
    return { audit_id, before, after }
  })
}
