import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ListingEditorInput } from '~/shared/schemas/listing-editor'
import { TENANT } from './api-test-db'
import type { Json } from './console-harness'

/** A listing as the console's form sends it (decision 048): db:import's fields, the server's own left out. */
export const editorBody = (overrides: Partial<ListingEditorInput> = {}): ListingEditorInput => ({
  title: '4 bedroom terraced duplex in Parkview',
  description: 'A bright terraced duplex with a fitted kitchen, a family lounge and parking for two cars.',
  category: 'For sale',
  property_type: 'House',
  property_sub_type: 'Terraced duplex',
  property_status: 'Completed',
  currency: 'NGN',
  asking_price: 185_000_000,
  asking_price_ngn: 185_000_000,
  old_asking_price: null,
  bedrooms: 4,
  bathrooms: 5,
  land_size: null,
  unit_size: 320,
  available_units: 1,
  title_type: 'Certificate of Occupancy',
  title_number: null,
  building_permit_no: null,
  is_serviced: true,
  is_furnished: false,
  is_newly_built: true,
  is_exclusive: false,
  floors: 2,
  completion_date: null,
  neighborhood_id: 102,
  address: '14 Parkview Crescent, Ikoyi, Lagos',
  display_address: 'Parkview Estate, Ikoyi',
  amenities: [],
  realtor_username: null,
  ...overrides,
})

/** A small demo photograph (the repository's own, credited in media/photos/SOURCES.md). */
export const demoPhotoBytes = (file = 'exterior-01.jpg') => readFileSync(join(import.meta.dirname, '../../media/photos', file))

/**
 * One photo in a single request (POST /console/listings/:id/photos: the photo itself as the body,
 * its name in the query), the route kept for scripts and small files; the console sends its photos
 * in parts (decision 057, upload-harness.ts).
 */
export async function uploadCall(handler: (req: Request) => Promise<Response> | Response, cookie: string, listingId: number, bytes: Uint8Array, opts: { name?: string; type?: string; category?: string } = {}) {
  const q = new URLSearchParams({ name: opts.name ?? 'photo.jpg', category: opts.category ?? 'property_images' })
  const res = await handler(
    new Request(`http://localhost/api/v1/console/listings/${listingId}/photos?${q}`, {
      method: 'POST',
      headers: { 'x-tenant-id': TENANT, 'x-haven-console': '1', cookie: `haven_staff=${cookie}`, 'content-type': opts.type ?? 'image/jpeg' },
      body: new Blob([new Uint8Array(bytes)]),
    }),
  )
  return { status: res.status, body: (await res.json()) as Json, headers: res.headers }
}
