import * as v from 'valibot'
import type { Db } from '~/server/db/db'
import type { AlertFrequency } from '~/shared/schemas/alerts'
import { ListingSearchQuerySchema } from '~/shared/schemas/listing-filters'
import { queryToObject } from '~/shared/schemas/query-fields'
import type { AlertListing, Candidate, FavouriteEvent, PlanInput, PlanPerson, PlanSearch } from './plan-types'

/** A listing off the market for less than this and back is a relist, not news. */
export const RELIST_WEEKS = 14
/** How far back a run reads listings and events: past any weekly alert's window, with room to spare. */
export const LOOKBACK_DAYS = 15

export const LISTING_COLUMNS = `l.id, l.slug, l.title, l.available_confirmed_at, l.verification_tier, l.neighbourhood_id, l.area_id, l.axis_id,
  l.state, l.display_address, l.location_text, l.realtor_id, l.property_status, l.property_type, l.property_sub_type, l.category,
  l.bedrooms, l.bathrooms, l.is_exclusive, l.currency, l.asking_price::float8 as asking_price, l.asking_price_ngn::float8 as asking_price_ngn`

export type ListingRow = AlertListing & { available_confirmed_at: Date | string | null }
export const toListing = (r: ListingRow): AlertListing => ({
  ...r,
  id: Number(r.id),
  asking_price: Number(r.asking_price),
  asking_price_ngn: Number(r.asking_price_ngn),
  available_confirmed_at: r.available_confirmed_at === null ? null : new Date(r.available_confirmed_at),
})
const date = (x: Date | string) => (x instanceof Date ? x : new Date(x))

/** Buyers of this tenant who can be mailed: signed up, address proved, not blocked (never a stranger). */
async function loadPeople(db: Db, tenant: string): Promise<PlanPerson[]> {
  const rows = await db.query<{
    id: number
    email: string
    first_name: string
    time_zone: string | null
    favourites_frequency: AlertFrequency | null
    favourites_watermark: Date | string | null
    favourites_checked_at: Date | string | null
    last_sent_at: Date | string | null
  }>(
    `select u.id::int as id, u.email, u.first_name, p.time_zone, p.favourites_frequency, p.favourites_watermark, p.favourites_checked_at, p.last_sent_at
     from users u left join alert_people p on p.user_id = u.id
     where u.tenant = $1 and u.can_login and u.email_verified_at is not null
       and (exists (select 1 from saved_searches s where s.tenant = $1 and s.user_id = u.id and s.alert_frequency <> 'off')
         or exists (select 1 from favourites f where f.user_id = u.id and f.tenant = $1))`,
    [tenant],
  )
  // A buyer without a row yet: favourite events count from when each favourite was saved (the
  // event query checks that), within the lookback.
  const epoch = new Date(0)
  return rows.map((r) => ({
    userId: Number(r.id),
    tenant,
    email: r.email,
    firstName: r.first_name,
    timeZone: r.time_zone ?? 'Africa/Lagos',
    favouritesFrequency: r.favourites_frequency ?? 'instant',
    favouritesWatermark: r.favourites_watermark ? date(r.favourites_watermark) : epoch,
    favouritesCheckedAt: r.favourites_checked_at ? date(r.favourites_checked_at) : epoch,
    lastSentAt: r.last_sent_at ? date(r.last_sent_at) : null,
  }))
}

async function loadSearches(db: Db, tenant: string): Promise<PlanSearch[]> {
  const rows = await db.query<{
    id: number
    user_id: number
    label: string
    query: string
    alert_frequency: AlertFrequency
    alert_watermark: Date | string
    alert_checked_at: Date | string
    alert_broad_at: Date | string | null
  }>(
    `select s.id::int as id, s.user_id::int as user_id, s.label, s.query, s.alert_frequency, s.alert_watermark, s.alert_checked_at, s.alert_broad_at
     from saved_searches s where s.tenant = $1 and s.alert_frequency <> 'off'`,
    [tenant],
  )
  const out: PlanSearch[] = []
  for (const r of rows) {
    // Stored queries were checked when saved; one that no longer parses (a filter renamed) is skipped.
    const parsed = v.safeParse(ListingSearchQuerySchema, queryToObject(new URLSearchParams(r.query)))
    if (!parsed.success) continue
    const { sort_by: _s, limit: _l, page: _p, slug: _slug, id: _id, ...filters } = parsed.output
    out.push({
      id: Number(r.id),
      userId: Number(r.user_id),
      label: r.label,
      query: r.query,
      filters,
      frequency: r.alert_frequency,
      watermark: date(r.alert_watermark),
      checkedAt: date(r.alert_checked_at),
      broadNoticedAt: r.alert_broad_at ? date(r.alert_broad_at) : null,
    })
  }
  return out
}

/**
 * Listings that came on the market in (since, horizon]: first recorded, available again or published
 * again. A relist went off the market (sold, let, unpublished) from on it: a draft's first record
 * (published from null to false) or a listing first recorded sold was never on it (issue 33).
 */
async function loadCandidates(db: Db, since: Date, horizon: Date): Promise<Candidate[]> {
  const rows = await db.query<ListingRow & { listed_at: Date | string; relist: boolean }>(
    `with came as (
       select e.listing_id, max(e.created_at) as listed_at from listing_events e
       where e.created_at > $1 and e.created_at <= $2
         and (e.from_value is null or (e.kind = 'availability' and e.to_value = 'available') or (e.kind = 'published' and e.to_value = 'true'))
       group by e.listing_id)
     select ${LISTING_COLUMNS}, c.listed_at,
       exists (select 1 from listing_events o
               where o.listing_id = c.listing_id and o.created_at < c.listed_at and o.created_at >= c.listed_at - make_interval(weeks => $3)
                 and o.from_value is not null
                 and ((o.kind = 'availability' and o.to_value in ('sold', 'let')) or (o.kind = 'published' and o.to_value = 'false'))) as relist
     from came c join listings l on l.id = c.listing_id`,
    [since.toISOString(), horizon.toISOString(), RELIST_WEEKS],
  )
  return rows.map((r) => ({ listing: toListing(r), listedAt: date(r.listed_at), relist: Boolean(r.relist) }))
}

/** Changes of this tenant's favourites since each buyer's watermark and after the favourite was saved. */
async function loadFavouriteEvents(db: Db, tenant: string, since: Date, horizon: Date) {
  const rows = await db.query<{ user_id: number; listing_id: number; kind: FavouriteEvent['kind']; from_value: string | null; to_value: string; created_at: Date | string }>(
    `select f.user_id::int as user_id, e.listing_id, e.kind, e.from_value, e.to_value, e.created_at
     from listing_events e
     join favourites f on f.listing_id = e.listing_id and f.tenant = $1
     left join alert_people p on p.user_id = f.user_id
     where e.created_at > $2 and e.created_at <= $3 and e.kind in ('price', 'availability', 'published')
       and e.from_value is not null and e.created_at > f.created_at
       and (p.favourites_watermark is null or e.created_at > p.favourites_watermark)`,
    [tenant, since.toISOString(), horizon.toISOString()],
  )
  const events = rows.map((r): FavouriteEvent => ({ userId: Number(r.user_id), listingId: Number(r.listing_id), kind: r.kind, from: r.from_value, to: r.to_value, at: date(r.created_at) }))
  const ids = [...new Set(events.map((e) => e.listingId))]
  const listings = ids.length
    ? await db.query<ListingRow>(`select ${LISTING_COLUMNS} from listings l where l.id = any($1::int[])`, [ids])
    : []
  return { events, listings: new Map(listings.map((r) => [Number(r.id), toListing(r)])) }
}

/** Everything the planner needs for one tenant's run, read in five indexed queries. */
export async function loadPlanInput(db: Db, tenant: string, now: Date, horizon: Date): Promise<PlanInput> {
  const floor = new Date(horizon.getTime() - LOOKBACK_DAYS * 86_400_000)
  const [people, searches] = await Promise.all([loadPeople(db, tenant), loadSearches(db, tenant)])
  const oldest = searches.reduce((min, s) => (s.watermark < min ? s.watermark : min), horizon)
  const since = oldest < floor ? floor : oldest
  const candidates = searches.length ? await loadCandidates(db, since, horizon) : []
  const favourites = await loadFavouriteEvents(db, tenant, floor, horizon)
  return { now, horizon, people, searches, candidates, favouriteEvents: favourites.events, favouriteListings: favourites.listings }
}
