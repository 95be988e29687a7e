import type { ListingFilters } from '~/shared/schemas/listing-filters'
import { searchCutoff } from '~/shared/trust/freshness'
import { VERIFIED_TIER } from '~/shared/trust/verification'

export interface SqlFragment {
  where: string
  params: unknown[]
}

/**
 * Filters → WHERE clause (docs/decisions/012-listing-filter-semantics.md).
 * Amounts: with `currency`, only listings priced in that currency, compared on asking_price;
 * without it, every listing, compared on asking_price_ngn. A max not above the min is ignored,
 * as the filter bar does.
 * `listedOn`: the day searched for — only available listings confirmed within 60 days of it
 * (decision 035); null for lists that keep every listing (a buyer's favourites).
 */
export function listingWhere(
  f: Partial<ListingFilters>,
  params: unknown[] = [],
  listedOn: Date | null = new Date(),
): SqlFragment {
  const clauses: string[] = []
  const p = (value: unknown) => {
    params.push(value)
    return `$${params.length}`
  }
  // Null when sold or let, so one comparison drops those and the stale ones (migration 0011).
  // It is null for drafts too (migration 0020); lists that keep every listing still drop drafts.
  if (listedOn) clauses.push(`l.available_confirmed_at >= ${p(searchCutoff(listedOn))}`)
  else clauses.push('l.published')
  if (f.verified) clauses.push(`l.verification_tier = ${VERIFIED_TIER}`)
  if (f.neighborhood_id) clauses.push(`l.neighbourhood_id = ${p(f.neighborhood_id)}`)
  if (f.area_id) clauses.push(`l.area_id = ${p(f.area_id)}`)
  if (f.axis_id) clauses.push(`l.axis_id = ${p(f.axis_id)}`)
  // States are stored with their canonical case; compare as stored so the index applies.
  if (f.state) clauses.push(`l.state = ${p(canonicalState(f.state))}`)
  // Substrings, matched with LIKE so the trigram indexes of migration 0007 serve them.
  if (f.display_address)
    clauses.push(`l.display_address_key like ${p(containsPattern(f.display_address))}`)
  if (f.location) clauses.push(`l.location_text like ${p(containsPattern(f.location))}`)
  if (f.realtor_id) clauses.push(`l.realtor_id = ${p(f.realtor_id)}`)
  if (f.property_status) clauses.push(`l.property_status = ${p(f.property_status)}`)
  if (f.property_type) clauses.push(`l.property_type = ${p(f.property_type)}`)
  if (f.property_sub_type)
    clauses.push(`lower(l.property_sub_type) = ${p(f.property_sub_type.toLowerCase())}`)
  if (f.category) clauses.push(`l.category = ${p(f.category)}`)
  if (f.bedrooms)
    clauses.push(f.bedrooms >= 6 ? `l.bedrooms >= 6` : `l.bedrooms = ${p(f.bedrooms)}`)
  if (f.bathrooms)
    clauses.push(f.bathrooms >= 6 ? `l.bathrooms >= 6` : `l.bathrooms = ${p(f.bathrooms)}`)
  if (f.is_exclusive !== undefined)
    clauses.push(f.is_exclusive ? 'l.is_exclusive' : 'not l.is_exclusive')
  const priceColumn = f.currency ? 'l.asking_price' : 'l.asking_price_ngn'
  if (f.currency) clauses.push(`l.currency = ${p(f.currency)}`)
  const min = f.min_amount
  const max =
    f.max_amount !== undefined && (min === undefined || f.max_amount > min)
      ? f.max_amount
      : undefined
  // Prices are whole units (bigint): price ≥ 1.5 is price ≥ 2, price ≤ 1.5 is price ≤ 1.
  if (min !== undefined) clauses.push(`${priceColumn} >= ${p(Math.ceil(min))}`)
  if (max !== undefined) clauses.push(`${priceColumn} <= ${p(Math.floor(max))}`)
  return { where: clauses.length ? clauses.join(' and ') : 'true', params }
}

/** '%text%' for LIKE, lower-cased, with LIKE's own wildcards and escape taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** The price column the filters (and the average) use. */
export function priceColumn(f: Partial<ListingFilters>): string {
  return f.currency ? 'l.asking_price' : 'l.asking_price_ngn'
}

const STATE_ALIASES: Record<string, string> = {
  lagos: 'Lagos',
  abuja: 'Abuja',
  fct: 'Abuja',
  'fct abuja': 'Abuja',
  ogun: 'Ogun',
}

/** 'lagos', 'LAGOS', 'FCT' → the stored spelling; other states: first letters capitalised. */
export function canonicalState(state: string): string {
  const key = state.trim().toLowerCase()
  return STATE_ALIASES[key] ?? key.replace(/\b\p{L}/gu, (c) => c.toUpperCase())
}
