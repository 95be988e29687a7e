import { useDeferredValue } from 'react'
import type { ListingDto } from '~/shared/types/listing'

/**
 * The address a listing is shared by: this site's origin and the listing's own path (no filters or
 * tracking from the visit). Read after hydration: the prerendered HTML has no origin to give, and
 * a value read during hydration would leave the server's empty links in place (issue 23 item 1).
 * A deferred value: the render that fills the links in is a transition, not a synchronous render
 * of the whole page right after hydration (decision 060).
 */
export function useListingUrl(listing: Pick<ListingDto, 'id' | 'slug'>): string {
  const origin = useDeferredValue(typeof window === 'undefined' ? '' : window.location.origin, '')
  return origin ? `${origin}/listings/${listing.id}/${listing.slug}` : ''
}
