import type { Db } from '~/server/db/db'

/** The fields of a listing whose changes are kept as events (EVENTS-CONTRACT.md). */
export interface ListingEventFields {
  asking_price_ngn: number
  availability: string
  property_status: string
  verification_tier: number
  /** Only paths that know it (a new import, the seed, the console editor) pass it. */
  published?: boolean
}

export type EventChannel = 'seed' | 'import' | 'cli' | 'api' | 'console'
export type ListingEventKind = 'price' | 'availability' | 'status' | 'verification' | 'published'

export interface ListingEventChange {
  kind: ListingEventKind
  from_value: string | null
  to_value: string
}

/** One row as written; created_at defaults to now() (the seed backdates its history). */
export interface ListingEventRow extends ListingEventChange {
  listing_id: number
  channel: EventChannel
  created_at?: string
}

const FIELDS: readonly [ListingEventKind, (f: ListingEventFields) => string | undefined][] = [
  ['price', (f) => String(Math.round(Number(f.asking_price_ngn)))],
  ['availability', (f) => f.availability],
  ['status', (f) => f.property_status],
  ['verification', (f) => String(Number(f.verification_tier))],
  ['published', (f) => (f.published === undefined ? undefined : String(f.published))],
]

/**
 * What changed between two snapshots, one change per field, in a fixed order. With no `before`
 * (a listing's first record) every known field is a change from null. `published` counts only
 * when `after` carries it.
 */
export function diffListingFields(before: ListingEventFields | null, after: ListingEventFields): ListingEventChange[] {
  const changes: ListingEventChange[] = []
  for (const [kind, read] of FIELDS) {
    const to = read(after)
    if (to === undefined) continue
    const from = before ? (read(before) ?? null) : null
    if (from !== to) changes.push({ kind, from_value: from, to_value: to })
  }
  return changes
}

/** Rows per statement: the seed writes tens of thousands at once. */
const INSERT_CHUNK = 5000

/** Writes many events, one statement per few thousand (the rows travel as one JSON parameter). */
export async function insertListingEvents(db: Db, rows: readonly ListingEventRow[]): Promise<number> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK)
    await db.query(
      `insert into listing_events (listing_id, kind, from_value, to_value, channel, created_at)
       select x.listing_id, x.kind, x.from_value, x.to_value, x.channel, coalesce(x.created_at, now())
       from jsonb_to_recordset($1::text::jsonb)
         as x(listing_id integer, kind text, from_value text, to_value text, channel text, created_at timestamptz)`,
      [JSON.stringify(rows.slice(i, i + INSERT_CHUNK))],
    )
  return rows.length
}

/**
 * Diffs a listing's snapshots and records one event per changed field, inside the caller's
 * transaction (so a change and its record stand or fall together). Answers how many it wrote.
 */
export async function recordListingChanges(
  db: Db,
  listingId: number,
  before: ListingEventFields | null,
  after: ListingEventFields,
  channel: EventChannel,
): Promise<number> {
  const rows = diffListingFields(before, after).map((c) => ({ ...c, listing_id: listingId, channel }))
  return insertListingEvents(db, rows)
}

const SNAPSHOT = `select id, asking_price_ngn::float8 as asking_price_ngn, availability, property_status, verification_tier::int as verification_tier from listings`

/** Several listings' current snapshots by id (an import's batch). */
export async function listingEventFieldsMany(db: Db, ids: readonly number[]): Promise<Map<number, ListingEventFields>> {
  if (!ids.length) return new Map()
  const rows = await db.query<ListingEventFields & { id: number }>(
    `${SNAPSHOT} where id in (select value::int from jsonb_array_elements_text($1::text::jsonb))`,
    [JSON.stringify(ids)],
  )
  return new Map(rows.map(({ id, ...fields }) => [id, fields]))
}

/** A listing's current snapshot, or null when there is no such listing. */
export async function listingEventFields(db: Db, listingId: number): Promise<ListingEventFields | null> {
  return (await listingEventFieldsMany(db, [listingId])).get(listingId) ?? null
}
