import { getListings } from '~/features/listings/api/get-listings'
import { useSWR } from '~/lib/swr'
import { listingPageKey } from '~/shared/marketplace-keys'

/** The home page's listing queries (000 §7): Lagos, 10, best photos first. */
export const featuredQuery = (status: string): Record<string, string> => ({
  state: 'Lagos',
  property_status: status,
  sort_by: 'image_quality_passed',
  limit: '10',
})

export const EXCLUSIVE_QUERY: Record<string, string> = { is_exclusive: '1', sort_by: 'image_quality_passed', limit: '10' }

/** One home-page carousel's listings (the first page of that query, shared with /listings' cache). */
export function useHomeListings(query: Record<string, string>) {
  return useSWR(listingPageKey(query, 1), () => getListings({ ...query, page: 1 }))
}
