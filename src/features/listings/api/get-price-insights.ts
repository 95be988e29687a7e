import { api } from '~/lib/api-client'
import { useSWR } from '~/lib/swr'
import type { PriceInsightsDto } from '~/shared/listings/price-context'

/** GET /indexing/listing-price-insights: a listing's price history and price context (issue 25). */
export function usePriceInsights(listingId: number) {
  return useSWR(['price-insights', listingId], async () => (await api<PriceInsightsDto>('/indexing/listing-price-insights', { query: { listing_id: listingId }, silent: true })).data)
}
