import { useSyncExternalStore } from 'react'
import type { ListingDto } from '~/shared/types/listing'

const noChange = () => () => {}

/**
 * The address a listing is shared by: this site's origin and the listing's own path (no filters or
 * tracking from the visit). Read after hydration: the prerendered HTML has no origin to give, and
 * a value read during hydration would leave the server's empty links in place (issue 23 item 1).
 */
export function useListingUrl(listing: Pick<ListingDto, 'id' | 'slug'>): string {
  const origin = useSyncExternalStore(noChange, () => window.location.origin, () => '')
  return origin ? `${origin}/listings/${listing.id}/${listing.slug}` : ''
}
