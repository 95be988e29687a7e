import { revokedParam, revokedSql } from '~/server/auth/revoked-tokens'
import type { Db } from '~/server/db/db'
import type { SortBy } from '~/shared/schemas/catalogue-enums'
import type { ListingFilters } from '~/shared/schemas/listing-filters'
import { LISTING_COLUMNS, toListingDto, type ListingDto } from './listing-dto'
import { ORDER_BY } from './listing-order'
import { listingWhere, priceColumn } from './listing-where'
import { cachedTotals, catalogueVersion } from './totals-cache'

export interface ListingsMetadata {
  [key: string]: unknown
  page: number
  pages: number
  limit: number
  total: number
  /** Sum of available_units over every match. */
  units: number
  /** Mean price over every match, rounded, in the currency the amounts use (NGN unless `currency`). */
  average_price: number
}

export interface SearchInput {
  filters: Partial<ListingFilters>
  sort_by: SortBy
  limit: number
  page: number
  /** Only this user's favourites (GET /favourite); their totals change with every heart, so they are not cached. */
  favouritesOf?: number
  /**
   * The caller's verified token claims: each listing's is_favorite is read in the same query, and
   * only while that account is active on this tenant with this token version and the token has not
   * been signed out (decision 030, issue 33).
   */
  viewer?: Viewer
}

export interface Viewer {
  id: number
  tenant: string
  tokenVersion: number
  token: string
}

/** A select-list column: whether the viewer (parameters $id, $tenant, $version, $token's revokedParam) saved listing `l`. */
export const isFavoriteColumn = (id: string, tenant: string, version: string, token: string) =>
  `exists (select 1 from favourites f join users u on u.id = f.user_id
     where f.user_id = ${id} and f.listing_id = l.id and u.tenant = ${tenant} and u.can_login and u.token_version = ${version}
       and not ${revokedSql(token)}) as is_favorite`

/**
 * One page of listings plus the totals. The page is picked by ids first (an index-only scan on
 * the browse indexes) and only those rows are read in full, so deep pages stay cheap.
 */
export async function searchListings(
  db: Db,
  input: SearchInput,
): Promise<{ data: ListingDto[]; metadata: ListingsMetadata }> {
  // A buyer's favourites keep sold, let and stale listings; every search drops them.
  const filtered = listingWhere(input.filters, [], input.favouritesOf === undefined ? new Date() : null)
  const params = filtered.params
  const where =
    input.favouritesOf === undefined
      ? filtered.where
      : `${filtered.where} and l.id in (select f.listing_id from favourites f where f.user_id = $${params.push(input.favouritesOf)})`
  const order = ORDER_BY[input.sort_by]
  const offset = (input.page - 1) * input.limit
  const v = input.viewer
  const pageParams = v ? [...params, v.id, v.tenant, v.tokenVersion, revokedParam(v.token)] : params
  const n = params.length
  const favourite = v ? `, ${isFavoriteColumn(`$${n + 1}`, `$${n + 2}`, `$${n + 3}`, `$${n + 4}`)}` : ''
  const pageSql = `
    with page as (
      select l.id from listings l where ${where} order by ${order} limit ${input.limit} offset ${offset}
    )
    select ${LISTING_COLUMNS}${favourite}
    from page join listings l on l.id = page.id left join realtors r on r.id = l.realtor_id
    order by ${order}`
  const countSql = `
    select count(*)::int as total, coalesce(sum(l.available_units), 0)::bigint as units,
           coalesce(round(avg(${priceColumn(input.filters)})), 0)::bigint as average_price
    from listings l where ${where}`
  const countTotals = async () => {
    const [row] = await db.query<{ total: number; units: number; average_price: number }>(countSql, params)
    return row
  }
  const [rows, totals] = await Promise.all([
    db.query(pageSql, pageParams),
    input.favouritesOf !== undefined
      ? countTotals()
      : catalogueVersion(db).then((version) =>
          cachedTotals(db, version, `${countSql}\u0000${JSON.stringify(params)}`, countTotals),
        ),
  ])
  const total = totals?.total ?? 0
  return {
    data: rows.map((row) => toListingDto(row)),
    metadata: {
      page: input.page,
      pages: Math.ceil(total / input.limit),
      limit: input.limit,
      total,
      units: Number(totals?.units ?? 0),
      average_price: Number(totals?.average_price ?? 0),
    },
  }
}

/** The single-listing variant: by slug or by id. */
export async function findListing(
  db: Db,
  key: { slug?: string; id?: number },
): Promise<ListingDto | null> {
  const [column, value] =
    key.slug !== undefined ? ['l.slug', key.slug.toLowerCase()] : ['l.id', key.id]
  const rows = await db.query(
    `select ${LISTING_COLUMNS} from listings l left join realtors r on r.id = l.realtor_id where ${column} = $1 and l.published`,
    [value],
  )
  return rows[0] ? toListingDto(rows[0]) : null
}
