import { publicCache } from '~/server/http/cache'

/**
 * The tags a painted page carries in Netlify-Cache-Tag, so a change purges exactly the pages that
 * show it (decision 038). Every page shows listings, so every page carries LISTINGS_TAG.
 */
export const LISTINGS_TAG = 'listings'
export const listingTag = (id: number | string) => `listing-${id}`
export const realtorTag = (id: number | string) => `realtor-${id}`
export const tenantTag = (slug: string) => `tenant-${slug}`

/** At the CDN: fresh an hour (the 'confirmed n days ago' and 60-day expiry are time-based), then served stale for a day while it refreshes. */
export const PAGE_CDN_CACHE = 'public, durable, s-maxage=3600, stale-while-revalidate=86400'

/**
 * A public catalogue answer of the API (publicCache), tagged as the pages are: LISTINGS_TAG, which
 * every listing change purges, and its own listing's or realtor's tag. Untagged, a CDN kept a
 * search answer showing a sold listing for minutes after the purge (issue 33).
 */
export function publicTagged(res: Response, tags: readonly string[] = [], maxAgeSeconds?: number): Response {
  publicCache(res, maxAgeSeconds).headers.set('netlify-cache-tag', [...tags, LISTINGS_TAG].join(','))
  return res
}
