import type { AlertListing, Candidate, PlanInput, PlanPerson, PlanSearch } from './plan-types'

/** Small builders for the planner's unit tests and the bench. */
export const at = (iso: string) => new Date(iso)

export function alertListing(id: number, overrides: Partial<AlertListing> = {}): AlertListing {
  return {
    id,
    slug: `listing-${id}`,
    title: `3 bedroom flat ${id}`,
    available_confirmed_at: at('2026-11-20T10:00:00Z'),
    verification_tier: 2,
    neighbourhood_id: 1,
    area_id: 1,
    axis_id: 1,
    state: 'Lagos',
    display_address: 'Admiralty Way, Lekki Phase 1',
    location_text: 'admiralty way, lekki phase 1 lekki phase 1 lekki lekki axis lagos',
    realtor_id: 1,
    property_status: 'Completed',
    property_type: 'Apartment',
    property_sub_type: 'Flat',
    category: 'For sale',
    bedrooms: 3,
    bathrooms: 3,
    is_exclusive: false,
    currency: 'NGN',
    asking_price: 180_000_000,
    asking_price_ngn: 180_000_000,
    ...overrides,
  }
}

export function person(userId: number, overrides: Partial<PlanPerson> = {}): PlanPerson {
  return {
    userId,
    tenant: 'haven.ng',
    email: `buyer${userId}@example.com`,
    firstName: 'Ada',
    timeZone: 'Africa/Lagos',
    favouritesFrequency: 'instant',
    favouritesWatermark: at('2026-11-01T00:00:00Z'),
    favouritesCheckedAt: at('2026-11-01T00:00:00Z'),
    lastSentAt: null,
    ...overrides,
  }
}

export function search(id: number, userId: number, overrides: Partial<PlanSearch> = {}): PlanSearch {
  return {
    id,
    userId,
    label: `Search ${id}`,
    query: 'state=Lagos',
    filters: { state: 'Lagos' },
    frequency: 'instant',
    watermark: at('2026-11-26T00:00:00Z'),
    checkedAt: at('2026-11-26T00:00:00Z'),
    broadNoticedAt: null,
    ...overrides,
  }
}

export const candidate = (listing: AlertListing, listedAt: string, relist = false): Candidate => ({ listing, listedAt: at(listedAt), relist })

export function planInput(now: string, overrides: Partial<PlanInput> = {}): PlanInput {
  const clock = at(now)
  return {
    now: clock,
    horizon: new Date(clock.getTime() - 120_000),
    people: [],
    searches: [],
    candidates: [],
    favouriteEvents: [],
    favouriteListings: new Map(),
    ...overrides,
  }
}
