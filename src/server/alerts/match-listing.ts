import { canonicalState } from '~/server/catalogue/listings/listing-where'
import type { ListingFilters } from '~/shared/schemas/listing-filters'
import { searchCutoff } from '~/shared/trust/freshness'
import { VERIFIED_TIER } from '~/shared/trust/verification'

/** The columns a saved search's filters read: what the alert run loads for each candidate listing. */
export interface MatchFields {
  available_confirmed_at: Date | null
  verification_tier: number
  neighbourhood_id: number
  area_id: number
  axis_id: number
  state: string
  display_address: string
  location_text: string
  realtor_id: number | null
  property_status: string
  property_type: string
  property_sub_type: string
  category: string
  bedrooms: number | null
  bathrooms: number | null
  is_exclusive: boolean
  currency: string
  asking_price: number
  asking_price_ngn: number
}

/**
 * listingWhere (decision 012) as a predicate, so the planner matches thousands of saved searches
 * against the few listings that are new since the last run without a query per search. Compiled
 * once per search (the cut-off day, the state's spelling and lower-cased texts worked out once).
 * Held equal to the SQL by match-listing.test.ts on the seeded catalogue.
 */
export function compileFilters(f: Partial<ListingFilters>, listedOn: Date): (l: MatchFields) => boolean {
  const cutoff = searchCutoff(listedOn)
  const state = f.state ? canonicalState(f.state) : undefined
  const address = f.display_address?.toLowerCase()
  const location = f.location?.toLowerCase()
  const subType = f.property_sub_type?.toLowerCase()
  const min = f.min_amount === undefined ? undefined : Math.ceil(f.min_amount)
  const max = f.max_amount !== undefined && (f.min_amount === undefined || f.max_amount > f.min_amount) ? Math.floor(f.max_amount) : undefined
  return (l) => {
    if (!l.available_confirmed_at || l.available_confirmed_at < cutoff) return false
    if (f.verified && l.verification_tier !== VERIFIED_TIER) return false
    if (f.neighborhood_id && l.neighbourhood_id !== f.neighborhood_id) return false
    if (f.area_id && l.area_id !== f.area_id) return false
    if (f.axis_id && l.axis_id !== f.axis_id) return false
    if (state && l.state !== state) return false
    if (address && !l.display_address.toLowerCase().includes(address)) return false
    if (location && !l.location_text.includes(location)) return false
    if (f.realtor_id && l.realtor_id !== f.realtor_id) return false
    if (f.property_status && l.property_status !== f.property_status) return false
    if (f.property_type && l.property_type !== f.property_type) return false
    if (subType && l.property_sub_type.toLowerCase() !== subType) return false
    if (f.category && l.category !== f.category) return false
    if (f.bedrooms && !countMatches(l.bedrooms, f.bedrooms)) return false
    if (f.bathrooms && !countMatches(l.bathrooms, f.bathrooms)) return false
    if (f.is_exclusive !== undefined && l.is_exclusive !== f.is_exclusive) return false
    if (f.currency && l.currency !== f.currency) return false
    const price = f.currency ? l.asking_price : l.asking_price_ngn
    if (min !== undefined && price < min) return false
    if (max !== undefined && price > max) return false
    return true
  }
}

/** One listing against one search's filters (compileFilters for many listings). */
export const matchesFilters = (l: MatchFields, f: Partial<ListingFilters>, listedOn: Date) => compileFilters(f, listedOn)(l)

/** 6 means 6 or more, as the filter bar's '6+'. */
const countMatches = (value: number | null, wanted: number) => value !== null && (wanted >= 6 ? value >= 6 : value === wanted)
