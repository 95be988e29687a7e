import type { ListingDto } from '~/shared/types/listing'
import { fail, ok, type FakeHandler, type FakeRequest } from '~/testing/fake-api'

/** Test helper: the favourite routes of decision 030 and the browse over `listings`, kept in memory. */
export function fakeFavourites(listings: ListingDto[], initiallySaved: number[] = []) {
  const saved = new Set(initiallySaved)
  // is_favorite is filled for a signed-in caller only, as the server does.
  const mark = (rows: ListingDto[], req: FakeRequest) => rows.map((l) => ({ ...l, is_favorite: req.headers.authorization && saved.has(l.id) ? 1 : 0 }) as ListingDto)
  const page = (rows: ListingDto[], req: FakeRequest) => {
    const limit = Number(req.query.get('limit') ?? 10)
    const n = Number(req.query.get('page') ?? 1)
    const metadata = { page: n, pages: Math.ceil(rows.length / limit), total: rows.length, units: rows.length, average_price: 0 }
    return ok(mark(rows.slice((n - 1) * limit, n * limit), req), { metadata })
  }
  const handlers: Record<string, FakeHandler> = {
    'GET /indexing/listings-search': (req) => page(listings, req),
    'GET /favourite': (req) => page(listings.filter((l) => saved.has(l.id)), req),
    'GET /favourite/count': () => ok({ count: saved.size }),
    'POST /favourite': (req) => {
      const id = Number((req.body as { listing_id: number }).listing_id)
      if (!listings.some((l) => l.id === id)) return fail(404, 'Listing not found')
      saved.add(id)
      return ok({ listing_id: id, is_favorite: 1 })
    },
  }
  for (const l of listings) {
    handlers[`DELETE /favourite/${l.id}`] = () => {
      saved.delete(l.id)
      return ok({ listing_id: l.id, is_favorite: 0 })
    }
  }
  return { saved, handlers }
}
