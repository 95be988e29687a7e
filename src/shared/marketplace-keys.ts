/**
 * The SWR keys of the marketplace's public queries, and the queries behind them. Pure: the
 * browser's hooks and the page function that inlines first-paint data (SWR fallback) both build
 * their keys here, so the two always agree.
 */

/**
 * The default browse filter of 000 §9: Lagos, Completed, lowest price first, 10 a page; and for
 * sale (decision 042: a marketplace for buying, 001 §1), so rents never top 'Lowest price' unasked.
 */
export const DEFAULT_LISTINGS_QUERY: Readonly<Record<string, string>> = {
  state: 'Lagos',
  property_status: 'Completed',
  category: 'For sale',
  sort_by: 'lowest_price',
  limit: '10',
  page: '1',
}

/** The query a URL asks for: its values over the default browse filter, without the page. */
export function browseQuery(search: URLSearchParams, base: Readonly<Record<string, string>> = DEFAULT_LISTINGS_QUERY): Record<string, string> {
  const query: Record<string, string> = { ...base, ...Object.fromEntries(search) }
  delete query.page
  return query
}

/** One page of listings-search results for a browse query. */
export const listingPageKey = (query: Record<string, string>, page: number) =>
  ['listings-search', new URLSearchParams(query).toString(), page] as const

/** The id/slug of a detail URL: /listings/{id}/{slug}, or /listings/{slug} (decision 025). */
export interface ListingRef {
  id?: string
  slug?: string
}

/** The single-listing query of a detail URL: by numeric id when there is one, else by slug. */
export function listingQuery({ id, slug }: ListingRef): { id: string } | { slug: string } {
  return id && /^\d+$/.test(id) ? { id } : { slug: slug ?? id ?? '' }
}

export function listingKey(ref: ListingRef) {
  const q = listingQuery(ref)
  return ['listing', 'id' in q ? q.id : '', 'slug' in q ? q.slug : ''] as const
}

/** GET /sales-advisors/realtors/username/{username}. */
export const realtorKey = (username: string) => ['realtor', username.toLowerCase()] as const

/** GET /sales-advisors/realtors (the directory, one page of up to 100). */
export const realtorsKey = ['realtors'] as const

/**
 * SWR's cache key for an array of strings and numbers (its stableHash: '@' then each item and a
 * comma), so the server can name the entries it inlines as `fallback` without importing SWR.
 * A test holds it equal to swr's own unstable_serialize.
 */
export const serializeKey = (key: readonly (string | number)[]) =>
  `@${key.map((part) => (typeof part === 'string' ? JSON.stringify(part) : String(part))).join(',')}${key.length ? ',' : ''}`

/** useSWRInfinite's key: its prefix and the first page's key. */
export const serializeInfiniteKey = (firstPage: readonly (string | number)[]) => `$inf$${serializeKey(firstPage)}`

/** The marketplace home's Featured Properties query for one tab (000 §7): Lagos, 10, best photos first. */
export const featuredQuery = (status: string): Record<string, string> => ({
  state: 'Lagos',
  property_status: status,
  sort_by: 'image_quality_passed',
  limit: '10',
})

/** The home page's exclusive listings (is_exclusive=1, 000 §7). */
export const EXCLUSIVE_QUERY: Readonly<Record<string, string>> = { is_exclusive: '1', sort_by: 'image_quality_passed', limit: '10' }

/** A realtor's listings on their profile, under the URL's filters. */
export const realtorListingsBase = (realtorId: number): Record<string, string> => ({ realtor_id: String(realtorId), sort_by: 'lowest_price', limit: '10' })
