import type { Db } from '~/server/db/db'
import { HttpError } from '~/server/http/envelope'
import type { ListingDto } from '~/shared/types/listing'

/** The ids among `listingIds` this user has saved: one primary-key lookup, after the listing query. */
export async function favouriteIds(db: Db, userId: number, listingIds: readonly number[]): Promise<Set<number>> {
  if (listingIds.length === 0) return new Set()
  const rows = await db.query<{ listing_id: number }>(
    'select listing_id from favourites where user_id = $1 and listing_id = any($2::int[])',
    [userId, listingIds],
  )
  return new Set(rows.map((r) => Number(r.listing_id)))
}

/** Fills is_favorite (1 or 0) for a signed-in caller (000 §3); a visitor's answer is left as it is. */
export async function markFavourites<T extends Pick<ListingDto, 'id' | 'is_favorite'>>(db: Db, userId: number | null, listings: T[]): Promise<T[]> {
  if (userId === null) return listings
  const saved = await favouriteIds(db, userId, listings.map((l) => l.id))
  return listings.map((l) => ({ ...l, is_favorite: saved.has(l.id) ? 1 : 0 }))
}

/** POST /favourite: saves a listing; saving it again changes nothing. */
export async function saveFavourite(db: Db, tenant: string, userId: number, listingId: number) {
  const [listing] = await db.query('select id from listings where id = $1 and published', [listingId])
  if (!listing) throw new HttpError(404, 'Listing not found', { field: 'listing_id' })
  await db.query(
    'insert into favourites (user_id, listing_id, tenant) values ($1, $2, $3) on conflict (user_id, listing_id) do nothing',
    [userId, listingId, tenant],
  )
  return { listing_id: listingId, is_favorite: 1 as const }
}

/** DELETE /favourite/{listing_id}: removes it; removing one that is not saved changes nothing. */
export async function removeFavourite(db: Db, tenant: string, userId: number, listingId: number) {
  await db.query('delete from favourites where user_id = $1 and tenant = $2 and listing_id = $3', [userId, tenant, listingId])
  return { listing_id: listingId, is_favorite: 0 as const }
}

/** GET /favourite/count: what GET /favourite lists — a saved listing later unpublished is not counted (decision 048). */
export async function countFavourites(db: Db, tenant: string, userId: number) {
  const [row] = await db.query<{ count: number }>(
    'select count(*)::int as count from favourites f join listings l on l.id = f.listing_id where f.user_id = $1 and f.tenant = $2 and l.published',
    [userId, tenant],
  )
  return { count: Number(row?.count ?? 0) }
}
