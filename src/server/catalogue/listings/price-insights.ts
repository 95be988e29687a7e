import type { Db } from '~/server/db/db'
import { priceContext, pricePerM2, type PriceHistoryEvent, type PriceInsightsDto } from '~/shared/listings/price-context'
import { cachedTotals, catalogueVersion } from './totals-cache'

/** The size a price is spread over, as sizeOf says it (price-context.ts), in SQL. */
const SIZE = `case when l.property_type = 'Land' then l.land_size else coalesce(l.unit_size, l.land_size) end`

/**
 * The median asking price per m² of the listings comparable to this one — same area, category and
 * property type, published and on the market, with a size; itself not counted — and how many there
 * are. A draft never counts: an editor could otherwise raise or drop a real listing's care flag.
 * The database computes it (percentile_cont, on PGlite and PostgreSQL).
 */
async function comparableMedian(db: Db, listingId: number): Promise<{ median: number | null; comparables: number }> {
  const [row] = await db.query<{ median: number | null; comparables: number }>(
    `select percentile_cont(0.5) within group (order by l.asking_price_ngn::float8 / ${SIZE}) as median, count(*)::int as comparables
     from listings me join listings l on l.area_id = me.area_id and l.category = me.category and l.property_type = me.property_type
     where me.id = $1 and l.id <> me.id and l.availability = 'available' and l.published and ${SIZE} > 0`,
    [listingId],
  )
  return { median: row?.median === null || row?.median === undefined ? null : Number(row.median), comparables: row?.comparables ?? 0 }
}

/** A listing's price and status changes, oldest first, each on its Lagos day (its verification rises are the checklist's). */
async function priceHistory(db: Db, listingId: number): Promise<PriceHistoryEvent[]> {
  return db.query<PriceHistoryEvent>(
    `select kind, from_value, to_value, to_char(created_at at time zone 'Africa/Lagos', 'YYYY-MM-DD') as on
     from listing_events where listing_id = $1 and kind in ('price', 'availability', 'status') order by created_at, id`,
    [listingId],
  )
}

/**
 * The listing page's price history and price context, or null when there is no such public listing
 * (a draft or an unpublished one is not found, as its page is: decision 048).
 * Kept per process until the catalogue changes (catalogue_version: every import, seed and operator
 * change moves it), as the totals are; the answer's cache tags let a purge drop it at the CDN.
 */
export async function priceInsights(db: Db, listingId: number): Promise<PriceInsightsDto | null> {
  const version = await catalogueVersion(db)
  return cachedTotals(db, version, `price-insights:${listingId}`, async () => {
    const [listing] = await db.query<{ property_type: string; land_size: number | null; unit_size: number | null; asking_price_ngn: number }>(
      'select property_type, land_size, unit_size, asking_price_ngn::float8 as asking_price_ngn from listings where id = $1 and published',
      [listingId],
    )
    if (!listing) return null
    const { median, comparables } = await comparableMedian(db, listingId)
    return { history: await priceHistory(db, listingId), context: priceContext(pricePerM2(listing), median, comparables) }
  })
}
