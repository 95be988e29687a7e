import { iso } from '~/server/db/iso'
import { daysSince, freshnessOf, type Availability } from '~/shared/trust/freshness'
import type { ListingDto } from '~/shared/types/listing'

export type { ListingDto }

/** The select list every listing query shares; `l` is listings, `r` realtors. */
export const LISTING_COLUMNS = `
  l.id, l.title, l.description, l.slug, l.property_id, l.category, l.property_type, l.property_sub_type,
  l.property_status, l.asking_price, l.asking_price_ngn, l.old_asking_price, l.currency, l.bedrooms,
  l.bathrooms, l.land_size, l.unit_size, l.available_units, l.title_type, l.title_number,
  l.building_permit_no, l.is_serviced, l.is_furnished, l.is_newly_built, l.floors,
  l.completion_date::text as completion_date, l.views, l.saves, l.created_at, l.published_at,
  l.is_scheduled_submit_offer, l.is_new_listing, l.is_popular, l.is_price_cut, l.is_sold, l.is_exclusive,
  l.image_quality_passed, l.state, l.axis_id, l.area_id, l.neighbourhood_id, l.neighbourhood_label,
  l.area_label, l.axis_label, l.address, l.display_address, l.gallery, l.amenities,
  l.availability, l.confirmed_available_at, l.verification_tier,
  r.id as r_id, r.username as r_username, r.first_name as r_first_name, r.last_name as r_last_name,
  r.image_url as r_image_url, r.phone_number as r_phone_number, r.email as r_email`

type Row = Record<string, unknown>

export function toListingDto(row: Row): ListingDto {
  const {
    neighbourhood_id,
    neighbourhood_label,
    area_label,
    axis_label,
    r_id,
    r_username,
    r_first_name,
    r_last_name,
    r_image_url,
    r_phone_number,
    r_email,
    created_at,
    published_at,
    confirmed_available_at,
    ...rest
  } = row
  const confirmed = iso(confirmed_available_at)
  const days = daysSince(confirmed)
  return {
    ...(rest as unknown as ListingDto),
    created_at: iso(created_at),
    published_at: iso(published_at),
    availability: rest.availability as Availability,
    confirmed_available_at: confirmed,
    confirmed_days_ago: days,
    freshness: freshnessOf(days),
    verification_tier: Number(rest.verification_tier ?? 0),
    // Filled by the query for a signed-in caller (`is_favorite` column), else 0 (decision 030).
    is_favorite: row.is_favorite === true || row.is_favorite === 1 ? 1 : 0,
    neighborhood_id: Number(neighbourhood_id),
    neighborhood: {
      id: Number(neighbourhood_id),
      label: String(neighbourhood_label),
      area: String(area_label),
      axis: String(axis_label),
    },
    managed_by:
      r_id == null
        ? null
        : {
            id: Number(r_id),
            username: String(r_username),
            first_name: String(r_first_name),
            last_name: String(r_last_name),
            image_url: (r_image_url as string | null) ?? null,
            phone_number: String(r_phone_number),
            email: String(r_email),
          },
  }
}
