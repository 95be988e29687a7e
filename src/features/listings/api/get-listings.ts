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

export function getListings(query: Query) {
  return api<ListingDto[], ListingsMetadata>('/indexing/listings-search', { query })
}
