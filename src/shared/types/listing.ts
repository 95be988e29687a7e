import type {
  Category,
  GalleryCategory,
  ListingCurrency,
  PropertyStatus,
} from '~/shared/schemas/catalogue-enums'
import type { Availability, Freshness } from '~/shared/trust/freshness'
import type { VerificationStepDto } from '~/shared/trust/verification'

/** A listing as the API answers it (000 §3). */
export interface ListingDto {
  id: number
  title: string
  description: string
  slug: string
  property_id: string
  category: Category
  property_type: string
  property_sub_type: string
  property_status: PropertyStatus
  asking_price: number
  asking_price_ngn: number
  old_asking_price: number | null
  currency: ListingCurrency
  bedrooms: number | null
  bathrooms: number | null
  land_size: number | null
  unit_size: number | null
  available_units: number
  title_type: string | null
  title_number: string | null
  building_permit_no: string | null
  is_serviced: boolean
  is_furnished: boolean
  is_newly_built: boolean
  floors: number | null
  completion_date: string | null
  views: number
  saves: number
  created_at: string
  published_at: string
  /** 1 when the signed-in user saved it (000 §3); favourites arrive in a later issue. */
  is_favorite: 0 | 1
  is_scheduled_submit_offer: boolean
  is_new_listing: boolean
  is_popular: boolean
  is_price_cut: boolean
  is_sold: boolean
  is_exclusive: boolean
  image_quality_passed: boolean
  state: string
  axis_id: number
  area_id: number
  neighborhood_id: number
  neighborhood: { id: number; label: string; area: string; axis: string }
  address: string
  display_address: string
  gallery: Partial<Record<GalleryCategory, string[]>> & { property_images: string[] }
  amenities: { category: string; sub_category: string | null; features: string[] }[]
  /** Sold and let listings leave search; is_sold echoes 'sold' (decision 035). */
  availability: Availability
  /** When the listing was last confirmed available (ISO 8601). */
  confirmed_available_at: string
  /** Whole Lagos days since then: 'Confirmed available <n> days ago'. */
  confirmed_days_ago: number
  /** fresh under 30 days; stale 30–60 days (marked, still in search); expired after 60 (out of search). */
  freshness: Freshness
  /** How many of the four checks passed, 0–4 (4 = verified). */
  verification_tier: number
  /** Every check with its record; on the single-listing answer only (the detail page). */
  verification_steps?: VerificationStepDto[]
  managed_by: {
    id: number
    username: string
    first_name: string
    last_name: string
    image_url: string | null
    phone_number: string
    /** Where the realtor card's Mail button writes to (issue 23: a mailto without an address). */
    email: string
  } | null
}
