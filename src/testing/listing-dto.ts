import type { ListingDto } from '~/shared/types/listing'
import { VERIFICATION_STEP_LABELS, VERIFICATION_STEP_MEANINGS, VERIFICATION_STEPS, type VerificationStepDto } from '~/shared/trust/verification'

/**
 * The four checks as the single-listing answer carries them, by status in the order identity,
 * mandate, title, inspection (missing ones not done): `verificationStepsDto('passed', 'passed', 'failed')`.
 */
export function verificationStepsDto(...statuses: VerificationStepDto['status'][]): VerificationStepDto[] {
  return VERIFICATION_STEPS.map((step, i) => {
    const status = statuses[i] ?? 'not_done'
    const done = status !== 'not_done'
    const title = step === 'title' && done
    return {
      step,
      label: VERIFICATION_STEP_LABELS[step],
      meaning: VERIFICATION_STEP_MEANINGS[step],
      status,
      done_on: done ? `2026-03-${String(10 + i).padStart(2, '0')}` : null,
      partner_firm: title ? 'Bello Chambers' : null,
      result: title ? (status === 'passed' ? 'Title confirmed at the land registry; no charge or caution against it.' : 'A caution is registered against the title.') : null,
    }
  })
}

/** A complete listing as the API answers it, for component tests. */
export function listingDto(overrides: Partial<ListingDto> = {}): ListingDto {
  return {
    id: 455,
    title: '3-bedroom terrace in Lekki Phase 1',
    description: 'A bright terrace close to the expressway, with verified documents.',
    slug: '3-bedroom-terrace-in-lekki-phase-1-455',
    property_id: 'HVN-0000455',
    category: 'For sale',
    property_type: 'House',
    property_sub_type: 'Terrace',
    property_status: 'Completed',
    asking_price: 185_000_000,
    asking_price_ngn: 185_000_000,
    old_asking_price: null,
    currency: 'NGN',
    bedrooms: 3,
    bathrooms: 4,
    land_size: 300,
    unit_size: 210,
    available_units: 1,
    title_type: 'Governor’s Consent',
    title_number: 'LA/2019/0455',
    building_permit_no: 'LASBCA/72795',
    is_serviced: true,
    is_furnished: false,
    is_newly_built: true,
    floors: 2,
    completion_date: '2024-02-01',
    views: 120,
    saves: 8,
    created_at: '2025-05-01T10:00:00Z',
    published_at: '2025-05-02T10:00:00Z',
    is_favorite: 0,
    is_scheduled_submit_offer: false,
    is_new_listing: true,
    is_popular: false,
    is_price_cut: false,
    is_sold: false,
    is_exclusive: false,
    image_quality_passed: true,
    state: 'Lagos',
    axis_id: 1,
    area_id: 21,
    neighborhood_id: 3,
    neighborhood: { id: 3, label: 'Lekki Phase 1', area: 'Lekki Phase 1', axis: 'Lekki' },
    address: '12 Admiralty Road, Lekki Phase 1',
    display_address: 'Admiralty Road, Lekki Phase 1',
    gallery: { property_images: ['/media/listings/house-01.svg', '/media/listings/house-02.svg'], floor_plans: ['/media/listings/plan-01.svg'] },
    amenities: [{ category: 'Security', sub_category: null, features: ['Gatehouse', 'CCTV'] }],
    availability: 'available',
    confirmed_available_at: '2025-05-20T10:00:00Z',
    confirmed_days_ago: 3,
    freshness: 'fresh',
    verification_tier: 4,
    managed_by: { id: 9, username: 'segun-nwosu', first_name: 'Segun', last_name: 'Nwosu', image_url: null, phone_number: '+2348031234567', email: 'segun.nwosu@example.com' },
    ...overrides,
  } as ListingDto
}
