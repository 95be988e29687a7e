import { api, ApiError } from '~/lib/api-client'
import { useSWR } from '~/lib/swr'
import type { ListingDto } from '~/shared/types/listing'
import { listingKey, listingQuery, type ListingRef } from '~/shared/marketplace-keys'

export type { ListingRef }

/** GET /indexing/listings-search, single-listing variant: 404 'Listing not found' when none. */
export function useListing(ref: ListingRef) {
  return useSWR(listingKey(ref), async () => (await api<ListingDto>('/indexing/listings-search', { query: listingQuery(ref), silent: true })).data)
}

/** Up to 6 similar listings (000 §9); 'Similar properties not found' is just an empty list here. */
export function useSimilarListings(listingId: number | undefined) {
  return useSWR(listingId ? ['similar-property', listingId] : null, async () => {
    try {
      return (await api<ListingDto[]>('/indexing/get-similar-property', { query: { listing_id: listingId, limit: 6 }, silent: true })).data
    } catch (err) {
      if (err instanceof ApiError && err.statusCode === 404) return []
      throw err
    }
  })
}
