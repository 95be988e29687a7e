import { GALLERY_CATEGORIES, type GalleryCategory } from '~/shared/schemas/catalogue-enums'
import type { ListingDto } from '~/shared/types/listing'

/** Previous/next wrap around (000 §4): past the last image comes the first, and back. */
export function wrapIndex(index: number, delta: number, length: number): number {
  if (length <= 0) return 0
  return (((index + delta) % length) + length) % length
}

export const GALLERY_LABELS: Record<GalleryCategory, string> = {
  property_images: 'Photos',
  floor_plans: 'Floor plans',
  site_plans: 'Site plans',
  building_permit_files: 'Building permit',
  common_area_plans: 'Common areas',
}

/** The categories that have images, in the spec's order; property_images first (the default). */
export function galleryCategories(gallery: ListingDto['gallery']): GalleryCategory[] {
  return GALLERY_CATEGORIES.filter((c) => (gallery[c]?.length ?? 0) > 0)
}
