import { api } from '~/lib/api-client'
import { useSWR, useSWRInfinite } from '~/lib/swr'
import type { ListingDto } from '~/shared/types/listing'
import { getListings, type ListingsMetadata } from './get-listings'
import { listingPageKey } from '~/shared/marketplace-keys'

/** useSWRInfinite's stop: the page before was the last one (page ≥ pages). */
export const isLastPage = (previous: { metadata?: { page?: number; pages?: number } } | null) =>
  Boolean(previous) && (previous?.metadata?.page ?? 1) >= (previous?.metadata?.pages ?? 1)

/**
 * Every page loaded so far for one query, from `start` (the URL's page, decision 056); the next is
 * asked for only while page < pages.
 */
export function useListingPages(query: Record<string, string>, start = 1) {
  return useSWRInfinite(
    (index, previous: Awaited<ReturnType<typeof getListings>> | null) => (isLastPage(previous) ? null : listingPageKey(query, start + index)),
    ([, , page]) => getListings({ ...query, page }),
    { revalidateFirstPage: false },
  )
}

/** With no exact match: up to 8 similar listings for the same filters (000 §9). */
export function useSimilarProperties(query: Record<string, string>, enabled: boolean) {
  const qs = new URLSearchParams(query).toString()
  return useSWR(enabled ? ['similar-properties', qs] : null, async () => (await api<ListingDto[], ListingsMetadata>('/indexing/get-similar-properties', { query: { ...query, limit: 8, page: 1 }, silent: true })).data)
}
