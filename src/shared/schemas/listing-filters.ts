import * as v from 'valibot'
import {
  CATEGORIES,
  DEFAULT_SORT,
  LISTING_CURRENCIES,
  LISTING_LIMIT_MAX,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  SORT_VALUES,
} from './catalogue-enums'
import { amount, choice, flagParam, positiveInt, textParam } from './query-fields'

/** 'All' (or nothing) means no status filter; the filter bar's labels are accepted as aliases. */
const StatusParam = v.pipe(
  v.string(),
  v.trim(),
  v.check(
    (s) => s.toLowerCase() === 'all' || STATUS_ALIASES.has(s.toLowerCase()),
    `property_status must be one of All, ${PROPERTY_STATUSES.join(', ')}`,
  ),
  v.transform((s) => STATUS_ALIASES.get(s.toLowerCase()) ?? null),
)
const STATUS_ALIASES = new Map<string, (typeof PROPERTY_STATUSES)[number]>([
  ...PROPERTY_STATUSES.map((s) => [s.toLowerCase(), s] as const),
  ['ongoing', 'Under construction'],
  ['off-plan', 'Off plan'],
  ['offplan', 'Off plan'],
])

/** The listing filters of 000 §2, plus category and property_type which the filter bar also needs. */
export const ListingFilterEntries = {
  neighborhood_id: v.optional(positiveInt('neighborhood_id')),
  area_id: v.optional(positiveInt('area_id')),
  axis_id: v.optional(positiveInt('axis_id')),
  state: v.optional(textParam('state', 60)),
  display_address: v.optional(textParam('display_address', 200)),
  location: v.optional(textParam('location', 120)),
  property_status: v.optional(StatusParam),
  property_type: v.optional(
    choice('property_type', Object.keys(PROPERTY_TYPES) as (keyof typeof PROPERTY_TYPES)[]),
  ),
  property_sub_type: v.optional(textParam('property_sub_type', 60)),
  category: v.optional(choice('category', CATEGORIES, { sale: 'For sale', rent: 'For rent' })),
  /** 6 means 6 or more (the filter bar shows '6+'); smaller values match exactly. */
  bedrooms: v.optional(positiveInt('bedrooms', 50)),
  bathrooms: v.optional(positiveInt('bathrooms', 50)),
  min_amount: v.optional(amount('min_amount')),
  max_amount: v.optional(amount('max_amount')),
  currency: v.optional(choice('currency', LISTING_CURRENCIES)),
  is_exclusive: v.optional(flagParam('is_exclusive')),
  /** 1 or true: only verified listings, every check passed (decision 035); 0 or false: no filter. */
  verified: v.optional(flagParam('verified')),
  /** One realtor's listings (their profile page, 000 §2). */
  realtor_id: v.optional(positiveInt('realtor_id')),
}

const paging = (defaultLimit: number) => ({
  sort_by: v.optional(choice('sort_by', SORT_VALUES), DEFAULT_SORT),
  limit: v.optional(positiveInt('limit', LISTING_LIMIT_MAX), String(defaultLimit)),
  page: v.optional(positiveInt('page'), '1'),
})

/** GET /indexing/listings-search — slug or id asks for one listing. */
export const ListingSearchQuerySchema = v.object({
  ...ListingFilterEntries,
  ...paging(10),
  slug: v.optional(textParam('slug', 160)),
  id: v.optional(positiveInt('id')),
})
export type ListingSearchQuery = v.InferOutput<typeof ListingSearchQuerySchema>
export type ListingFilters = Omit<ListingSearchQuery, 'slug' | 'id' | 'sort_by' | 'limit' | 'page'>

/** GET /indexing/get-similar-property(ies) — similar to a listing (listing_id or slug) and/or the filters. */
export const SimilarQuerySchema = (defaultLimit: number) =>
  v.object({
    ...ListingFilterEntries,
    ...paging(defaultLimit),
    listing_id: v.optional(positiveInt('listing_id')),
    slug: v.optional(textParam('slug', 160)),
  })
export type SimilarQuery = v.InferOutput<ReturnType<typeof SimilarQuerySchema>>

export const LocationSearchQuerySchema = v.object({
  inputText: v.optional(textParam('inputText', 100), ''),
  limit: v.optional(positiveInt('limit', 20), '10'),
})
export type LocationSearchQuery = v.InferOutput<typeof LocationSearchQuerySchema>
