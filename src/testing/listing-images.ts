/**
 * The committed image pool (scripts/generate-media.ts writes it to public/media/listings/).
 * Kinds and counts add up to 48; a few thumbnails are left out on purpose so the UI's
 * grey-placeholder path (000 §7: HEAD on the -thumbnail name) is exercised.
 */
export const LISTING_IMAGE_POOL = { house: 16, apartment: 16, land: 10, plan: 6 } as const
export type ListingImageKind = keyof typeof LISTING_IMAGE_POOL

/** Images whose -thumbnail variant is deliberately missing. */
export const MISSING_THUMBNAILS = ['house-05', 'apartment-11', 'land-03']

export function listingImageName(kind: ListingImageKind, index: number): string {
  return `${kind}-${String((index % LISTING_IMAGE_POOL[kind]) + 1).padStart(2, '0')}`
}

export function listingImage(kind: ListingImageKind, index: number): string {
  return `/media/listings/${listingImageName(kind, index)}.svg`
}
