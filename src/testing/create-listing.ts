import { locationPath, NEIGHBOURHOODS } from '~/server/catalogue/locations/nigeria-locations'
import type { ListingRecord } from '~/shared/schemas/catalogue-records'
import { PROPERTY_TYPES, type PropertyType } from '~/shared/schemas/catalogue-enums'
import { listingImage, LISTING_IMAGE_POOL } from './listing-images'
import {
  AMENITIES,
  AREA_PRICE,
  DOLLAR_AREAS,
  NGN_PER,
  SELLING_POINTS,
  STATE_WEIGHTS,
  TITLE_TYPES,
} from './listing-vocabulary'
import { createRandom, seedFor, slugify } from './random'
import { streetOf } from './area-streets'

/** "Today" for generated data, fixed so seeds are reproducible. */
export const SEED_NOW = Date.UTC(2025, 5, 1)
const DAY = 86_400_000

const HOODS_BY_STATE = Object.fromEntries(
  STATE_WEIGHTS.map(([state]) => [
    state,
    NEIGHBOURHOODS.filter(([id]) => locationPath(id)?.state === state).map(([id]) => id),
  ]),
) as Record<string, number[]>

/**
 * Floors a sub-type can have (decision 043): a bungalow 1, a duplex 2, a mansion 2–3, a shop or
 * warehouse 1; apartments and offices the building's storeys, as drawn.
 */
function plausibleFloors(sub: string, drawn: number): number {
  if (sub === 'Bungalow' || sub === 'Shop' || sub === 'Warehouse') return 1
  if (/duplex/i.test(sub)) return 2
  if (sub === 'Mansion') return Math.max(2, drawn)
  if (sub === 'Office space') return drawn + 2
  return drawn
}

let counter = 0

/** A valid listing record; deterministic for a given seq. Overrides win (no derived fields recomputed). */
export function createListing(
  overrides: Partial<ListingRecord> = {},
  seq: number = ++counter + 1_000_000,
): ListingRecord {
  const rnd = createRandom(seedFor('listing', seq))
  const state = rnd.weighted(STATE_WEIGHTS)
  const hood = locationPath(rnd.pick(HOODS_BY_STATE[state]!))!
  const type = rnd.weighted<PropertyType>([
    ['Apartment', 40],
    ['House', 35],
    ['Land', 18],
    ['Commercial', 7],
  ])
  const sub = rnd.pick(PROPERTY_TYPES[type])
  const land = type === 'Land'
  const category = land || rnd.chance(0.72) ? 'For sale' : 'For rent'
  const status = rnd.weighted([
    ['Completed', 55],
    ['Under construction', 25],
    ['Off plan', 20],
  ] as const)
  // A studio has one room; other apartments 1–4 bedrooms, houses 3–7.
  const beds =
    land || type === 'Commercial'
      ? null
      : /studio/i.test(sub)
        ? 1
        : type === 'Apartment'
          ? rnd.int(1, 4)
          : rnd.int(3, 7)
  const land_size = land ? rnd.int(3, 50) * 100 : type === 'House' ? rnd.int(3, 12) * 100 : null

  let ngn =
    (AREA_PRICE[hood.area_id] ?? 100e6) * rnd.next() * 0.6 +
    (AREA_PRICE[hood.area_id] ?? 100e6) * 0.7
  ngn *= land ? land_size! / 1500 : type === 'Commercial' ? 1.8 : 0.45 + 0.2 * (beds ?? 3)
  ngn *= status === 'Off plan' ? 0.75 : status === 'Under construction' ? 0.85 : 1
  if (category === 'For rent') ngn *= 0.055
  const currency =
    DOLLAR_AREAS.has(hood.area_id) && category === 'For sale' && rnd.chance(0.25)
      ? rnd.chance(0.9)
        ? 'USD'
        : 'GBP'
      : 'NGN'
  const rate = currency === 'NGN' ? 1 : NGN_PER[currency]
  const step = currency === 'NGN' ? (category === 'For rent' ? 50_000 : 500_000) : 1000
  const asking_price = Math.max(step, Math.round(ngn / rate / step) * step)
  const priceCut = rnd.chance(0.15)

  // A street of the listing's own area (decision 043); the draw is kept so later fields keep their values.
  const pickStreet = rnd.int(0, 2)
  const street = streetOf(hood.area_id, hood.neighbourhood_id + pickStreet) ?? hood.neighbourhood_label
  const created = SEED_NOW - rnd.int(0, 540) * DAY - rnd.int(0, DAY - 1)
  const published = created + rnd.int(0, 5) * DAY
  const views = Math.floor(rnd.next() ** 3 * 6000)
  const what = land
    ? `${land_size} sqm ${sub.toLowerCase()}`
    : beds
      ? `${beds}-bedroom ${sub.toLowerCase()}`
      : sub.toLowerCase()
  const title = `${what[0]!.toUpperCase()}${what.slice(1)} in ${hood.neighbourhood_label}, ${hood.area_label}`
  const titleType = rnd.pick(TITLE_TYPES)
  const completionYear = status === 'Completed' ? rnd.int(2012, 2025) : rnd.int(2026, 2028)
  const kind = land ? 'land' : type === 'Apartment' ? 'apartment' : 'house'
  const first = rnd.int(0, 1000)
  const images = Array.from({ length: rnd.int(4, 7) }, (_, i) => listingImage(kind, first + i))

  return {
    slug: `${slugify(title)}-${seq}`,
    property_id: `HVN-${String(seq).padStart(7, '0')}`,
    title,
    description: `${title}. ${rnd.pick(SELLING_POINTS)} ${rnd.pick(SELLING_POINTS)} Title: ${titleType}.`,
    category,
    property_type: type,
    property_sub_type: sub,
    property_status: status,
    currency,
    asking_price,
    asking_price_ngn: asking_price * rate,
    old_asking_price: priceCut
      ? Math.round((asking_price * (1.05 + rnd.next() * 0.2)) / step) * step
      : null,
    bedrooms: beds,
    bathrooms: beds === null ? null : beds + rnd.int(0, 1),
    land_size,
    // Floor area grows with the rooms: roughly 40–60 sqm a bedroom plus living space.
    unit_size: land ? null : beds ? beds * rnd.int(40, 60) + rnd.int(2, 6) * 10 : rnd.int(8, 60) * 10,
    available_units: land
      ? rnd.int(1, 20)
      : status === 'Completed'
        ? rnd.int(1, 3)
        : rnd.int(2, 24),
    title_type: titleType,
    title_number:
      titleType === 'C of O' || titleType === "Governor's Consent"
        ? `${state.slice(0, 2).toUpperCase()}/${completionYear}/${rnd.int(1000, 99999)}`
        : null,
    building_permit_no: land
      ? null
      : `${state === 'Abuja' ? 'FCDA' : state === 'Lagos' ? 'LASBCA' : 'OGSPPA'}/${rnd.int(10000, 99999)}`,
    is_serviced: !land && rnd.chance(0.4),
    is_furnished: !land && rnd.chance(category === 'For rent' ? 0.5 : 0.15),
    is_newly_built: !land && status === 'Completed' && completionYear >= 2024,
    floors: land ? null : plausibleFloors(sub, type === 'Apartment' ? rnd.int(3, 12) : rnd.int(1, 3)),
    completion_date: land
      ? null
      : `${completionYear}-${String(rnd.int(1, 12)).padStart(2, '0')}-${String(rnd.int(1, 28)).padStart(2, '0')}`,
    views,
    saves: Math.floor(views / rnd.int(15, 40)),
    created_at: new Date(created).toISOString(),
    published_at: new Date(published).toISOString(),
    is_scheduled_submit_offer: rnd.chance(0.1),
    is_new_listing: SEED_NOW - published < 30 * DAY,
    is_popular: views > 3000,
    is_price_cut: priceCut,
    // Sold listings leave search (decision 035), so the factory makes none: the seed's searches
    // show every listing it writes. The draw stays, so every later field keeps its value.
    is_sold: rnd.next() < 0,
    is_exclusive: rnd.chance(0.08),
    image_quality_passed: rnd.chance(0.7),
    neighborhood_id: hood.neighbourhood_id,
    address: `${rnd.int(1, 60)} ${street}, ${hood.neighbourhood_label}, ${hood.area_label}, ${hood.state}`,
    display_address: `${street}, ${hood.area_label}`,
    gallery: {
      property_images: images,
      ...(land
        ? { site_plans: [listingImage('plan', first)] }
        : rnd.chance(0.6)
          ? { floor_plans: [listingImage('plan', first), listingImage('plan', first + 1)] }
          : {}),
      ...(!land && status !== 'Completed' && rnd.chance(0.5)
        ? { building_permit_files: [listingImage('plan', first + 2)] }
        : {}),
      ...(type === 'Apartment' && rnd.chance(0.3)
        ? { common_area_plans: [listingImage('plan', first + 3)] }
        : {}),
    },
    amenities: (land ? AMENITIES.land : AMENITIES.building)
      .filter(() => rnd.chance(0.7))
      .map((a) => ({ ...a, features: a.features.filter(() => rnd.chance(0.65)) }))
      .filter((a) => a.features.length > 0),
    realtor_username: null,
    ...overrides,
  }
}

export { LISTING_IMAGE_POOL }
