import { randomBytes } from 'node:crypto'
import { writeListings } from '~/server/catalogue/import/write-catalogue'
import { listingEventFields, recordListingChanges } from '~/server/catalogue/listings/listing-events'
import { refreshCatalogueDerived } from '~/server/catalogue/refresh-derived'
import type { Db } from '~/server/db/db'
import { HttpError } from '~/server/http/envelope'
import { purgeListing } from '~/server/ops/listing-ops'
import { audit, type OpsContext, type OpsResult } from '~/server/ops/ops-audit'
import type { EditorListing, ListingEditorValues } from '~/shared/schemas/listing-editor'
import { checkedRecord, editorListing, editorValues, storedRecord } from './editor-record'

/** Lower-case words joined by hyphens, as the import's slug rule wants; never empty. */
export const slugOf = (title: string) =>
  title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120) || 'listing'

/**
 * A new listing from the console: a draft (not in search, its page 404 for the public) written by
 * db:import's own writer, then given its slug and property id from its id (HVN-0000042, decision 043).
 */
export async function createListing(db: Db, ctx: OpsContext, values: ListingEditorValues): Promise<OpsResult<null, EditorListing>> {
  return db.transaction(async (tx) => {
    const temp = `draft-${randomBytes(8).toString('hex')}`
    const now = new Date().toISOString()
    const record = await checkedRecord(tx, { slug: temp, property_id: temp, views: 0, saves: 0, created_at: now, published_at: now, is_sold: false, availability: 'available', confirmed_available_at: now, gallery: { property_images: [] }, is_new_listing: true, is_popular: false, is_price_cut: false, is_scheduled_submit_offer: false, image_quality_passed: false, verification: [] }, values)
    // Events are the console's own: the draft's first record says it is not published.
    await writeListings(tx, [record], undefined, null)
    const [row] = await tx.query<{ id: number }>(
      `update listings set published = false, slug = $2 || '-' || id, property_id = 'HVN-' || lpad(id::text, 7, '0') where slug = $1 returning id::int as id`,
      [temp, slugOf(values.title)],
    )
    await recordListingChanges(tx, row!.id, null, { ...(await listingEventFields(tx, row!.id))!, published: false }, 'console')
    await refreshCatalogueDerived(tx)
    const after = editorListing(await storedRecord(tx, row!.id))
    const audit_id = await audit(tx, ctx, { action: 'create-listing', tenant: null, target_kind: 'listing', target_id: row!.id, before: null, after })
    return { audit_id, before: null, after }
  })
}

/** The form's fields of a stored listing, through the same writer and rules; the rest is kept. */
export async function updateListing(db: Db, ctx: OpsContext, id: number, values: ListingEditorValues): Promise<OpsResult<ListingEditorValues, EditorListing>> {
  return purgeListing(id, await db.transaction(async (tx) => {
    const stored = await storedRecord(tx, id, true)
    const { id: _id, published: _published, ...held } = stored
    // db:import's writer records the price and status changes, as the console's.
    await writeListings(tx, [await checkedRecord(tx, held, values)], undefined, 'console')
    await refreshCatalogueDerived(tx)
    const after = editorListing(await storedRecord(tx, id))
    const before = editorValues(stored)
    const audit_id = await audit(tx, ctx, { action: 'edit-listing', tenant: null, target_kind: 'listing', target_id: id, before, after: after.values })
    return { audit_id, before, after }
  }))
}

/**
 * Publish: in search at once (catalogue_version for the totals, the response cache and CDN tags
 * purged as the quick actions do). A listing goes public with at least one photo.
 */
export async function setPublished(db: Db, ctx: OpsContext, id: number, published: boolean): Promise<OpsResult<{ published: boolean }, { published: boolean }>> {
  return purgeListing(id, await db.transaction(async (tx) => {
    const stored = await storedRecord(tx, id, true)
    if (published && !stored.gallery.property_images?.length)
      throw new HttpError(409, 'Add at least one photo to the property images before publishing', { field: 'gallery' })
    const fields = (await listingEventFields(tx, id))!
    await tx.query('update listings set published = $2 where id = $1', [id, published])
    await recordListingChanges(tx, id, { ...fields, published: stored.published }, { ...fields, published }, 'console')
    await refreshCatalogueDerived(tx)
    const audit_id = await audit(tx, ctx, { action: published ? 'publish-listing' : 'unpublish-listing', tenant: null, target_kind: 'listing', target_id: id, before: { published: stored.published }, after: { published } })
    return { audit_id, before: { published: stored.published }, after: { published } }
  }))
}
