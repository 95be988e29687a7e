import { getListings } from '~/features/listings/api/get-listings'
import { useSWR } from '~/lib/swr'
import { EXCLUSIVE_QUERY, featuredQuery, listingPageKey } from '~/shared/marketplace-keys'

export { EXCLUSIVE_QUERY, featuredQuery }

/** One home-page carousel's listings (the first page of that query, shared with /listings' cache). */
export function useHomeListings(query: Readonly<Record<string, string>>) {
  return useSWR(listingPageKey({ ...query }, 1), () => getListings({ ...query, page: 1 }))
}
