import { api, type Query } from '~/lib/api-client'
import type { ListingDto } from '~/shared/types/listing'

/** metadata of GET /indexing/listings-search (000 §3 "Listings response"). */
export interface ListingsMetadata {
  page: number
  pages: number
  total: number
  units: number
  average_price: number
}

/** The default browse filter of 000 §9: Lagos, Completed, lowest price first, 10 a page. */
export const DEFAULT_LISTINGS_QUERY: Readonly<Record<string, string>> = {
  state: 'Lagos',
  property_status: 'Completed',
  sort_by: 'lowest_price',
  limit: '10',
  page: '1',
}

export function getListings(query: Query) {
  return api<ListingDto[], ListingsMetadata>('/indexing/listings-search', { query })
}
