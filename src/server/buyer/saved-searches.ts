import * as v from 'valibot'
import { searchListings } from '~/server/catalogue/listings/search-listings'
import type { Db } from '~/server/db/db'
import { iso } from '~/server/db/iso'
import { HttpError } from '~/server/http/envelope'
import { SAVED_SEARCH_MAX, type SaveSearchBody } from '~/shared/schemas/buyer-tools'
import { ListingFilterEntries, ListingSearchQuerySchema } from '~/shared/schemas/listing-filters'
import { issueMessage, queryToObject } from '~/shared/schemas/query-fields'
import type { SavedSearch } from '~/shared/types/buyer-tools'
import { rememberTimeZone } from '~/server/alerts/alert-settings'
import { DEFAULT_SEARCH_FREQUENCY, type AlertFrequency } from '~/shared/schemas/alerts'

/**
 * The keys a saved query keeps, in the order it is written back: the filters, the sort, and the
 * name of the place picked (`place`, a label for the filter bar and its chips, never a filter).
 */
const KEPT = [...Object.keys(ListingFilterEntries), 'sort_by', 'place']

/**
 * A /listings query string, checked with the listing filter schema and written back in one order
 * without page, limit or unknown keys, so the same search is stored (and matched) the same way.
 */
export function canonicalQuery(query: string): string {
  const params = new URLSearchParams(query.replace(/^\?/, ''))
  const raw = queryToObject(params)
  const result = v.safeParse(ListingSearchQuerySchema, raw)
  if (!result.success) throw new HttpError(400, `query: ${issueMessage(result.issues)}`, { field: 'query' })
  const out = new URLSearchParams()
  // An empty value is kept: `property_status=` is /listings' "All", unlike an absent one (its default).
  for (const key of KEPT) if (params.has(key)) out.set(key, raw[key]?.trim().slice(0, PLACE_MAX) ?? '')
  return out.toString()
}

const PLACE_MAX = 200

/** How many listings a stored query matches now (the totals cache of decision 012 keeps this cheap). */
async function countResults(db: Db, query: string): Promise<number> {
  const { sort_by, ...filters } = v.parse(ListingSearchQuerySchema, queryToObject(new URLSearchParams(query)))
  const { metadata } = await searchListings(db, { filters, sort_by, limit: 1, page: 1 })
  return metadata.total
}

interface Row {
  id: number
  label: string
  query: string
  alert_frequency: AlertFrequency
  created_at: Date | string
  updated_at: Date | string
}

const COLUMNS = 'id::int as id, label, query, alert_frequency, created_at, updated_at'

async function toSavedSearch(db: Db, row: Row): Promise<SavedSearch> {
  return {
    id: Number(row.id),
    label: row.label,
    query: row.query,
    total_results: await countResults(db, row.query),
    alert_frequency: row.alert_frequency,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  }
}

/** GET /save-search: this user's searches, newest first, each with its current result count. */
export async function listSavedSearches(db: Db, tenant: string, userId: number): Promise<SavedSearch[]> {
  const rows = await db.query<Row>(
    `select ${COLUMNS} from saved_searches where user_id = $1 and tenant = $2 order by created_at desc, id desc`,
    [userId, tenant],
  )
  return Promise.all(rows.map((r) => toSavedSearch(db, r)))
}

/** POST /save-search: the same label and query saved again answer the first record. */
export async function createSavedSearch(db: Db, tenant: string, userId: number, body: SaveSearchBody) {
  const query = canonicalQuery(body.query)
  return db.transaction(async (tx) => {
    // One writer per user at a time, so the cap below cannot be raced past.
    await tx.query('select id from users where id = $1 for update', [userId])
    const [existing] = await tx.query<Row>(
      `select ${COLUMNS} from saved_searches where user_id = $1 and tenant = $2 and label = $3 and query = $4`,
      [userId, tenant, body.label, query],
    )
    if (existing) return { search: await toSavedSearch(tx, existing), created: false }
    const [{ count }] = (await tx.query<{ count: number }>(
      'select count(*)::int as count from saved_searches where user_id = $1 and tenant = $2',
      [userId, tenant],
    )) as [{ count: number }]
    if (Number(count) >= SAVED_SEARCH_MAX)
      throw new HttpError(409, `You can keep up to ${SAVED_SEARCH_MAX} saved searches. Delete one to save another.`)
    const [row] = await tx.query<Row>(
      `insert into saved_searches (tenant, user_id, label, query, alert_frequency) values ($1, $2, $3, $4, $5) returning ${COLUMNS}`,
      [tenant, userId, body.label, query, body.alert_frequency ?? DEFAULT_SEARCH_FREQUENCY],
    )
    if (body.time_zone) await rememberTimeZone(tx, tenant, userId, body.time_zone)
    return { search: await toSavedSearch(tx, row!), created: true }
  })
}

const notFound = () => new HttpError(404, 'Saved search not found')

/** PATCH /save-search/{id}: a new label; another user's search is not found. */
export async function renameSavedSearch(db: Db, tenant: string, userId: number, id: number, label: string) {
  const [row] = await db.query<Row>(
    `update saved_searches s set label = $4, updated_at = now()
     where s.id = $1 and s.user_id = $2 and s.tenant = $3
       and not exists (select 1 from saved_searches t where t.user_id = s.user_id and t.label = $4 and t.query = s.query and t.id <> s.id)
     returning ${COLUMNS}`,
    [id, userId, tenant, label],
  )
  if (row) return toSavedSearch(db, row)
  const [mine] = await db.query('select id from saved_searches where id = $1 and user_id = $2 and tenant = $3', [id, userId, tenant])
  if (!mine) throw notFound()
  throw new HttpError(409, 'You already saved this search under that title', { field: 'label' })
}

/** One of this user's searches, as GET /save-search answers it; another user's is not found. */
export async function readSavedSearch(db: Db, tenant: string, userId: number, id: number) {
  const [row] = await db.query<Row>(`select ${COLUMNS} from saved_searches where id = $1 and user_id = $2 and tenant = $3`, [id, userId, tenant])
  if (!row) throw notFound()
  return toSavedSearch(db, row)
}

/** DELETE /save-search/{id}. */
export async function deleteSavedSearch(db: Db, tenant: string, userId: number, id: number) {
  const rows = await db.query('delete from saved_searches where id = $1 and user_id = $2 and tenant = $3 returning id', [id, userId, tenant])
  if (rows.length === 0) throw notFound()
}

/** GET /save-search/count. */
export async function countSavedSearches(db: Db, tenant: string, userId: number) {
  const [row] = await db.query<{ count: number }>(
    'select count(*)::int as count from saved_searches where user_id = $1 and tenant = $2',
    [userId, tenant],
  )
  return { count: Number(row?.count ?? 0) }
}
