import type { Db } from '~/server/db/db'
import type { ListingFilters } from '~/shared/schemas/listing-filters'
import { LISTING_COLUMNS, toListingDto, type ListingDto } from './listing-dto'
import { listingWhere } from './listing-where'

export interface SimilarInput {
  /** The listing being viewed (detail page); it is never part of the answer. */
  base: ListingDto | null
  filters: Partial<ListingFilters>
  limit: number
  page: number
}

/**
 * "Similar" (docs/decisions/012-listing-filter-semantics.md):
 * - to a listing: same state and category, price within ×⅓…×3, ranked by same area, then same
 *   sub type, then closest price;
 * - to a search with no exact matches: keep state, category, currency and property type, drop the
 *   narrow filters, and rank by how close each listing is to what was asked.
 */
export async function findSimilar(
  db: Db,
  input: SimilarInput,
): Promise<{ data: ListingDto[]; total: number }> {
  const { base, filters: f } = input
  const params: unknown[] = []
  const p = (value: unknown) => {
    params.push(value)
    return `$${params.length}`
  }
  const clauses: string[] = []
  const rank: string[] = []
  // The rank may add parameters the count query does not use; Postgres refuses unused ones.
  let whereParams = 0
  if (base) {
    clauses.push(listingWhere(f, params).where)
    clauses.push(
      `l.id <> ${p(base.id)}`,
      `l.state = ${p(base.state)}`,
      `l.category = ${p(base.category)}`,
    )
    const price = p(Math.max(base.asking_price_ngn, 1))
    clauses.push(`l.asking_price_ngn between ${price}::bigint / 3 and ${price}::bigint * 3`)
    whereParams = params.length
    const area = p(base.area_id)
    const subType = p(base.property_sub_type)
    rank.push(
      `(l.area_id = ${area}) desc`,
      `(l.property_sub_type = ${subType}) desc`,
      `abs(ln(greatest(l.asking_price_ngn, 1)::float8 / ${price}::float8)) asc`,
    )
  } else {
    const { state, category, currency, property_type } = f
    clauses.push(listingWhere({ state, category, currency, property_type }, params).where)
    whereParams = params.length
    if (f.area_id) rank.push(`(l.area_id = ${p(f.area_id)}) desc`)
    if (f.axis_id) rank.push(`(l.axis_id = ${p(f.axis_id)}) desc`)
    if (f.property_sub_type)
      rank.push(`(lower(l.property_sub_type) = ${p(f.property_sub_type.toLowerCase())}) desc`)
    if (f.property_status) rank.push(`(l.property_status = ${p(f.property_status)}) desc`)
    if (f.bedrooms) rank.push(`abs(coalesce(l.bedrooms, 0) - ${p(f.bedrooms)}) asc`)
    const column = currency ? 'l.asking_price' : 'l.asking_price_ngn'
    const target =
      f.min_amount !== undefined && f.max_amount !== undefined
        ? (f.min_amount + f.max_amount) / 2
        : (f.max_amount ?? f.min_amount)
    if (target !== undefined)
      rank.push(`abs(ln(greatest(${column}, 1)::float8 / ${p(Math.max(target, 1))}::float8)) asc`)
  }
  rank.push('l.published_at desc', 'l.id desc')
  const where = clauses.join(' and ')
  const offset = (input.page - 1) * input.limit
  const [rows, [count]] = await Promise.all([
    db.query(
      `with page as (select l.id from listings l where ${where} order by ${rank.join(', ')} limit ${input.limit} offset ${offset})
       select ${LISTING_COLUMNS} from page join listings l on l.id = page.id
       left join realtors r on r.id = l.realtor_id order by ${rank.join(', ')}`,
      params,
    ),
    db.query<{ total: number }>(
      `select count(*)::int as total from listings l where ${where}`,
      params.slice(0, whereParams),
    ),
  ])
  return { data: rows.map((row) => toListingDto(row)), total: count?.total ?? 0 }
}
