import { Hono, type Context } from 'hono'
import { findSimilar } from '~/server/catalogue/listings/find-similar'
import { filterOptions } from '~/server/catalogue/listings/filter-options'
import { findListing, searchListings } from '~/server/catalogue/listings/search-listings'
import { readVerificationSteps } from '~/server/catalogue/listings/verification-steps'
import { priceInsights } from '~/server/catalogue/listings/price-insights'
import { listingTag, publicTagged } from '~/server/cache/cache-tags'
import { PriceInsightsQuerySchema } from '~/shared/schemas/price-insights'
import { searchLocations } from '~/server/catalogue/locations/search-locations'
import type { Db } from '~/server/db/db'
import { bearerClaims, optionalUserId } from '~/server/auth/require-user'
import { markFavourites } from '~/server/buyer/favourites'
import { privateNoStore } from '~/server/http/cache'
import { fail, ok } from '~/server/http/envelope'
import { parseQuery } from '~/server/http/parse-query'
import {
  ListingSearchQuerySchema,
  LocationSearchQuerySchema,
  SimilarQuerySchema,
  type SimilarQuery,
} from '~/shared/schemas/listing-filters'
import type { ListingDto } from '~/shared/types/listing'
import type { AppEnv } from '../app-env'

/**
 * A listings answer: public and cacheable for a visitor; for a signed-in caller each listing's
 * is_favorite is filled by one lookup after the same query, and the answer is private (decision 030).
 */
async function listingsAnswer<T extends ListingDto | ListingDto[]>(c: Context<AppEnv>, db: Db, data: T, metadata?: Record<string, unknown>) {
  const userId = c.req.header('authorization') ? await optionalUserId(db, c.get('tenant').domain, c.req.header('authorization')) : null
  if (userId === null) return publicTagged(ok(data, metadata && { metadata }), Array.isArray(data) ? [] : [listingTag(data.id)])
  const marked = await markFavourites(db, userId, Array.isArray(data) ? data : [data])
  return privateNoStore(ok(Array.isArray(data) ? marked : marked[0], metadata && { metadata }))
}

/** GET /indexing/* — the public catalogue (000 §7). */
export function indexingRoutes(getDb: () => Promise<Db>) {
  const r = new Hono<AppEnv>()

  r.get('/filter-options', async () => publicTagged(ok(await filterOptions(await getDb())), [], 300))

  r.get('/location-search', async (c) => {
    const q = parseQuery(LocationSearchQuerySchema, c.req.url)
    return publicTagged(ok(await searchLocations(await getDb(), q.inputText, q.limit)))
  })

  r.get('/listings-search', async (c) => {
    const { slug, id, sort_by, limit, page, ...filters } = parseQuery(
      ListingSearchQuerySchema,
      c.req.url,
    )
    const db = await getDb()
    if (slug !== undefined || id !== undefined) {
      const listing = await findListing(db, { slug, id })
      if (!listing) return fail(404, 'Listing not found')
      // The detail page's checklist: every check with its latest record (decision 035).
      return listingsAnswer(c, db, { ...listing, verification_steps: await readVerificationSteps(db, listing.id) })
    }
    const tenant = c.get('tenant').domain
    const claims = await bearerClaims(tenant, c.req.header('authorization'))
    if (!claims) {
      const { data, metadata } = await searchListings(db, { filters, sort_by, limit, page })
      return publicTagged(ok(data, { metadata }))
    }
    // Signed in: is_favorite comes from the same query, which also checks the account is active.
    const viewer = { id: Number(claims.id), tenant, tokenVersion: claims.tokenVersion, token: claims.token }
    const { data, metadata } = await searchListings(db, { filters, sort_by, limit, page, viewer })
    return privateNoStore(ok(data, { metadata }))
  })

  // A listing's price history and price context (issue 25): the same for everyone, purged with its page.
  r.get('/listing-price-insights', async (c) => {
    const { listing_id } = parseQuery(PriceInsightsQuerySchema, c.req.url)
    const insights = await priceInsights(await getDb(), listing_id)
    if (!insights) return fail(404, 'Listing not found')
    return publicTagged(ok(insights), [listingTag(listing_id)])
  })

  const similar = async (q: SimilarQuery, db: Db) => {
    const { listing_id, slug, sort_by: _sort, limit, page, ...filters } = q
    const base =
      listing_id !== undefined || slug !== undefined
        ? await findListing(db, { id: listing_id, slug })
        : null
    if ((listing_id !== undefined || slug !== undefined) && !base)
      return { notFound: true as const }
    const { data, total } = await findSimilar(db, { base, filters, limit, page })
    return { data, metadata: { page, limit, total, pages: Math.ceil(total / limit) } }
  }

  // Detail page: up to 6 similar to one listing; an empty answer is an error (000 §8).
  r.get('/get-similar-property', async (c) => {
    const db = await getDb()
    const result = await similar(parseQuery(SimilarQuerySchema(6), c.req.url), db)
    if ('notFound' in result) return fail(404, 'Listing not found')
    if (result.data.length === 0) return fail(404, 'Similar properties not found')
    return listingsAnswer(c, db, result.data, result.metadata)
  })

  // Results page with no exact matches: a plain list that may be empty.
  r.get('/get-similar-properties', async (c) => {
    const db = await getDb()
    const result = await similar(parseQuery(SimilarQuerySchema(8), c.req.url), db)
    if ('notFound' in result) return fail(404, 'Listing not found')
    return listingsAnswer(c, db, result.data, result.metadata)
  })

  return r
}
