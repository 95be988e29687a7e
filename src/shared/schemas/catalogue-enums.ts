/** Catalogue vocabularies shared by the API, the import, the filter bar and the seed. */
export const CATEGORIES = ['For sale', 'For rent'] as const
export type Category = (typeof CATEGORIES)[number]

export const PROPERTY_STATUSES = ['Completed', 'Under construction', 'Off plan'] as const
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number]

export const LISTING_CURRENCIES = ['NGN', 'USD', 'EUR', 'GBP'] as const
export type ListingCurrency = (typeof LISTING_CURRENCIES)[number]
export const CURRENCY_SYMBOLS: Record<ListingCurrency, string> = {
  NGN: '₦',
  USD: '$',
  EUR: '€',
  GBP: '£',
}

/** property_type → its sub types. Land has no bedrooms or bathrooms. */
export const PROPERTY_TYPES = {
  House: ['Detached duplex', 'Semi-detached duplex', 'Terraced duplex', 'Bungalow', 'Mansion'],
  Apartment: ['Flat', 'Penthouse', 'Maisonette', 'Studio apartment', 'Serviced apartment'],
  Land: ['Residential land', 'Commercial land', 'Mixed-use land'],
  Commercial: ['Office space', 'Shop', 'Warehouse'],
} as const
export type PropertyType = keyof typeof PROPERTY_TYPES

export const GALLERY_CATEGORIES = [
  'property_images',
  'floor_plans',
  'site_plans',
  'building_permit_files',
  'common_area_plans',
] as const
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number]

/** 000 §3 sort options (value / label); lowest_price is the default. */
export const SORT_OPTIONS = [
  { value: 'highest_price', label: 'Highest price' },
  { value: 'lowest_price', label: 'Lowest price' },
  { value: 'popular', label: 'Popular listings' },
  { value: 'new', label: 'New listings' },
  { value: 'price_drop', label: 'Price drops' },
] as const
/** image_quality_passed is not offered to users; the home page asks for it (000 §7). */
export const SORT_VALUES = [...SORT_OPTIONS.map((o) => o.value), 'image_quality_passed'] as const
export type SortBy = (typeof SORT_VALUES)[number]
export const DEFAULT_SORT: SortBy = 'lowest_price'

/** Filter-bar status options (000 §5): value '' means All. */
export const STATUS_OPTIONS = [
  { value: '', label: 'All' },
  { value: 'Completed', label: 'Completed' },
  { value: 'Under construction', label: 'Ongoing' },
  { value: 'Off plan', label: 'Off-Plan' },
] as const

export const LISTING_LIMIT_MAX = 50
