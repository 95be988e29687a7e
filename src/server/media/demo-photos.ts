import type { ListingRecord } from '~/shared/schemas/catalogue-records'
import manifest from '../../../media/photos/manifest.json'

/**
 * The demo photographs (media/photos/, credits in SOURCES.md) as the pipeline named them:
 * `npm run media:photos` writes their variants and this manifest (file → photo URL).
 */
export const DEMO_PHOTOS: Readonly<Record<string, string>> = manifest

const ROOMS = ['exterior', 'living', 'kitchen', 'bedroom', 'bathroom', 'floorplan'] as const
type Room = (typeof ROOMS)[number]

const byRoom = Object.fromEntries(
  ROOMS.map((room) => [
    room,
    Object.keys(DEMO_PHOTOS)
      .filter((file) => file.startsWith(`${room}-`))
      .sort()
      .map((file) => DEMO_PHOTOS[file]!),
  ]),
) as Record<Room, string[]>

/** The k-th photo of a room type for listing n: neighbours in the catalogue get different photos. */
const pick = (room: Room, n: number, k = 0) => byRoom[room][(n * 7 + k) % byRoom[room].length]!

/**
 * A realistic gallery for seeded listing n (issue 22): an exterior first, then a living room and a
 * kitchen, a photo per bedroom and bathroom (up to three and two); the floor plan where the
 * listing has one. Land shows the neighbourhood and keeps its site plan drawing.
 */
export function demoGallery(listing: ListingRecord, n: number): ListingRecord['gallery'] {
  const { gallery } = listing
  if (listing.property_type === 'Land') return { ...gallery, property_images: [byRoom.exterior[n % 2]!] }
  const beds = Math.min(listing.bedrooms ?? 1, 3)
  const baths = Math.min(listing.bathrooms ?? 1, 2)
  const property_images = [
    pick('exterior', n),
    pick('living', n),
    pick('kitchen', n),
    ...Array.from({ length: beds }, (_, k) => pick('bedroom', n, k)),
    ...Array.from({ length: baths }, (_, k) => pick('bathroom', n, k)),
  ]
  return {
    ...gallery,
    property_images,
    ...(gallery.floor_plans ? { floor_plans: [pick('floorplan', n)] } : {}),
  }
}
