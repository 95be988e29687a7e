import { href, paths } from '~/config/paths'
import { DEFAULT_LISTINGS_QUERY } from '~/shared/marketplace-keys'
import { SAVED_SEARCH_LABEL_MAX } from '~/shared/schemas/buyer-tools'

/** 'New search' and the empty state's 'Search properties' (000 §2): Lagos, every status. */
export const NEW_SEARCH_HREF = href(paths.listings.path, {}, { state: DEFAULT_LISTINGS_QUERY.state })

/** The query a search is saved with: what /listings is showing, without page and limit. */
export function toSavedQuery(query: Readonly<Record<string, string>>): string {
  return new URLSearchParams(Object.entries(query).filter(([k]) => k !== 'page' && k !== 'limit')).toString()
}

/** /listings with a saved query. */
export const savedSearchHref = (query: string) => (query ? `${paths.listings.path}?${query}` : paths.listings.path)

/**
 * The title offered in 'Save this search', from the filters: 'Completed properties in Lagos',
 * '3 bedroom flat for rent in Lekki', 'Verified completed properties for sale in Lekki Phase 1, Lagos'
 * (the place picked, by its name). Always valid for the
 * title rule (2 to 80 characters).
 */
export function suggestTitle(query: Readonly<Record<string, string | undefined>>): string {
  const bedrooms = query.bedrooms && `${query.bedrooms}${query.bedrooms === '6' ? '+' : ''} bedroom`
  const place = query.place || query.display_address || query.location || query.state
  const verified = ['1', 'true'].includes(query.verified ?? '') && 'verified'
  const words = [verified, query.property_status, bedrooms, query.property_sub_type || query.property_type || 'properties', query.category]
    .filter(Boolean)
    .join(' ')
    .toLowerCase()
  const title = place ? `${words} in ${place}` : words
  return (title.charAt(0).toUpperCase() + title.slice(1)).slice(0, SAVED_SEARCH_LABEL_MAX).trim()
}
