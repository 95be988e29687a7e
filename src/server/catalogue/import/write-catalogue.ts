import type { Db } from '~/server/db/db'
import type { ListingRecord, RealtorRecord } from '~/shared/schemas/catalogue-records'
import { tierOfChecks } from '~/shared/trust/verification'
import { refreshVerificationTiers, upsertVerificationSteps } from '../listings/verification-steps'
import {
  diffListingFields,
  insertListingEvents,
  listingEventFieldsMany,
  type EventChannel,
  type ListingEventFields,
} from '../listings/listing-events'
import { ensureLocations } from '../locations/ensure-locations'
import { refreshCatalogueDerived } from '../refresh-derived'

/** Record fields copied as they are: [column, SQL type for jsonb_to_recordset]. */
const LISTING_FIELDS: readonly [string, string][] = [
  ['slug', 'text'],
  ['property_id', 'text'],
  ['title', 'text'],
  ['description', 'text'],
  ['category', 'text'],
  ['property_type', 'text'],
  ['property_sub_type', 'text'],
  ['property_status', 'text'],
  ['currency', 'text'],
  ['asking_price', 'bigint'],
  ['asking_price_ngn', 'bigint'],
  ['old_asking_price', 'bigint'],
  ['bedrooms', 'smallint'],
  ['bathrooms', 'smallint'],
  ['land_size', 'integer'],
  ['unit_size', 'integer'],
  ['available_units', 'integer'],
  ['title_type', 'text'],
  ['title_number', 'text'],
  ['building_permit_no', 'text'],
  ['is_serviced', 'boolean'],
  ['is_furnished', 'boolean'],
  ['is_newly_built', 'boolean'],
  ['floors', 'smallint'],
  ['completion_date', 'date'],
  ['views', 'integer'],
  ['saves', 'integer'],
  ['created_at', 'timestamptz'],
  ['published_at', 'timestamptz'],
  ['is_scheduled_submit_offer', 'boolean'],
  ['is_new_listing', 'boolean'],
  ['is_popular', 'boolean'],
  ['is_price_cut', 'boolean'],
  ['is_exclusive', 'boolean'],
  ['image_quality_passed', 'boolean'],
  ['address', 'text'],
  ['display_address', 'text'],
  ['gallery', 'jsonb'],
  ['amenities', 'jsonb'],
]
/**
 * Availability and its confirmation (decision 035): a record without them is available (sold if
 * it says is_sold) and counts as confirmed by this import.
 */
const DEFAULTED: readonly [string, string, string][] = [
  ['availability', 'text', `coalesce(x.availability, case when x.is_sold then 'sold' else 'available' end)`],
  ['confirmed_available_at', 'timestamptz', 'coalesce(x.confirmed_available_at, now())'],
  // A new listing's tier from its own checks (tierOfChecks); a stored one keeps its tier until
  // writeVerification recounts it with the checks already recorded.
  ['verification_tier', 'smallint', 'coalesce(x.verification_tier, 0)'],
]
const DERIVED = [
  'state',
  'axis_id',
  'area_id',
  'neighbourhood_id',
  'axis_label',
  'area_label',
  'neighbourhood_label',
  'realtor_id',
]
const COLUMNS: string[] = [...LISTING_FIELDS.map(([c]) => c), ...DEFAULTED.map(([c]) => c), ...DERIVED]
const RECORD_FIELDS: [string, string][] = [
  ...LISTING_FIELDS,
  ...DEFAULTED.map(([c, t]): [string, string] => [c, t]),
  ['is_sold', 'boolean'],
  ['neighborhood_id', 'integer'],
  ['realtor_username', 'text'],
]
const RECORDSET = RECORD_FIELDS.map(([c, t]) => `${c} ${t}`).join(', ')
const RECORD_NAMES = RECORD_FIELDS.map(([c]) => c).join(', ')

/**
 * One statement per batch: the rows travel as a single JSON parameter (no 65,535-parameter
 * limit, one round trip), and the location labels are looked up in SQL. Re-importing a slug
 * updates that listing.
 */
const INSERT_LISTINGS = `
  insert into listings (${COLUMNS.join(', ')})
  select ${LISTING_FIELDS.map(([c]) => `x.${c}`).join(', ')}, ${DEFAULTED.map(([, , expr]) => expr).join(', ')},
         s.name, x2.id, a.id, n.id, x2.name, a.name, n.name, r.id
  from rows from (jsonb_to_recordset($1::text::jsonb) as (${RECORDSET})) with ordinality as x(${RECORD_NAMES}, ord)
  join location_neighbourhoods n on n.id = x.neighborhood_id
  join location_areas a on a.id = n.area_id
  join location_axes x2 on x2.id = a.axis_id
  join location_states s on s.id = x2.state_id
  left join realtors r on r.username = x.realtor_username
  -- File order → id order, so the seed's ids are the factories' sequence numbers.
  order by x.ord
  on conflict (slug) do update set ${COLUMNS.filter((c) => c !== 'slug' && c !== 'verification_tier')
    .map((c) => `${c} = excluded.${c}`)
    .join(', ')}
  returning id, slug, (xmax::text <> '0') as existed`

export const BATCH_SIZE = 2000

export async function writeRealtors(db: Db, realtors: readonly RealtorRecord[]): Promise<void> {
  if (!realtors.length) return
  await db.query(
    `insert into realtors (username, first_name, last_name, image_url, city_served, email, phone_number, years_of_experience, description)
     select * from jsonb_to_recordset($1::text::jsonb) as x(username text, first_name text, last_name text, image_url text,
       city_served text, email text, phone_number text, years_of_experience integer, description text)
     on conflict (username) do update set first_name = excluded.first_name, last_name = excluded.last_name,
       image_url = excluded.image_url, city_served = excluded.city_served, email = excluded.email,
       phone_number = excluded.phone_number, years_of_experience = excluded.years_of_experience, description = excluded.description`,
    [JSON.stringify(realtors)],
  )
}

export interface WrittenListing {
  id: number
  slug: string
  existed: boolean
}

/**
 * Writes listings in batches. With a channel, each listing's changes are recorded as listing
 * events (a new listing's first record, a stored one's changed price, availability, status or
 * tier); the seed passes null and writes its own backdated history.
 */
export async function writeListings(
  db: Db,
  listings: readonly ListingRecord[],
  onBatch?: (done: number) => void,
  channel: EventChannel | null = 'import',
): Promise<WrittenListing[]> {
  const all: WrittenListing[] = []
  for (let i = 0; i < listings.length; i += BATCH_SIZE) {
    const batch = listings.slice(i, i + BATCH_SIZE)
    const before = channel ? await storedSnapshots(db, batch) : new Map<number, ListingEventFields>()
    const rows = batch.map((l) => ({ ...l, verification_tier: tierOfChecks(l.verification ?? []) }))
    const written = await db.query<WrittenListing>(INSERT_LISTINGS, [JSON.stringify(rows)])
    await writeVerification(db, batch, written)
    if (channel) await recordBatchChanges(db, written, before, channel)
    all.push(...written)
    onBatch?.(Math.min(i + BATCH_SIZE, listings.length))
  }
  return all
}

/** The snapshots of the batch's listings already stored (by slug), before they are overwritten. */
async function storedSnapshots(db: Db, batch: readonly ListingRecord[]): Promise<Map<number, ListingEventFields>> {
  const ids = await db.query<{ id: number }>(
    'select id from listings where slug in (select value from jsonb_array_elements_text($1::text::jsonb))',
    [JSON.stringify(batch.map((l) => l.slug))],
  )
  return listingEventFieldsMany(db, ids.map((r) => r.id))
}

async function recordBatchChanges(db: Db, written: readonly WrittenListing[], before: Map<number, ListingEventFields>, channel: EventChannel): Promise<void> {
  const after = await listingEventFieldsMany(db, written.map((w) => w.id))
  const events = written.flatMap((w) => {
    const now = after.get(w.id)!
    // A listing the import adds is published by it; a stored one keeps whatever it was.
    const changes = diffListingFields(before.get(w.id) ?? null, w.existed ? now : { ...now, published: true })
    return changes.map((c) => ({ ...c, listing_id: w.id, channel }))
  })
  await insertListingEvents(db, events)
}

/**
 * The batch's checks, kept beside any recorded before. A new listing's tier came with its row;
 * a listing already stored is recounted with every check it has (one index probe each).
 */
async function writeVerification(db: Db, batch: readonly ListingRecord[], written: readonly WrittenListing[]): Promise<void> {
  const bySlug = new Map(written.map((r) => [r.slug, r]))
  const rows = batch.flatMap((l) => (l.verification ?? []).map((s) => ({ listing_id: bySlug.get(l.slug)!.id, ...s })))
  if (!rows.length) return
  await upsertVerificationSteps(db, JSON.stringify(rows))
  const stored = batch.filter((l) => l.verification?.length && bySlug.get(l.slug)!.existed)
  await refreshVerificationTiers(db, stored.map((l) => bySlug.get(l.slug)!.id))
}

/** Realtors, then listings, then derived stats — all inside the caller's transaction. */
export async function writeCatalogue(
  db: Db,
  input: { realtors: readonly RealtorRecord[]; listings: readonly ListingRecord[] },
  onBatch?: (done: number) => void,
) {
  await ensureLocations(db)
  await writeRealtors(db, input.realtors)
  await writeListings(db, input.listings, onBatch)
  await refreshCatalogueDerived(db)
}
