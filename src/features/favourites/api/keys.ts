import { userKey, type Session } from '~/lib/session'
import { serializeKey } from '~/shared/marketplace-keys'
import { FAVOURITE_COUNT_KEY } from './counts'

/** GET /favourite: userKey(session, FAVOURITES_KEY, query string, page) — the page last. */
export const FAVOURITES_KEY = 'favourite'

export const favouritesPageKey = (s: Session, query: Record<string, string>, page: number) =>
  userKey(s, FAVOURITES_KEY, new URLSearchParams(query).toString(), page)

/** The serialized start of every key of a query (see refetchQueries). */
const prefix = (key: readonly unknown[]) => serializeKey(key as readonly (string | number)[])

/**
 * Listing answers, which carry is_favorite: the browse pages (listingPageKey), a listing
 * (listingKey) and the similar ones (listings/api).
 */
export const LISTING_QUERIES = ['listings-search', 'listing', 'similar-property', 'similar-properties'].map((name) => prefix([name]))

/** What a favourite change makes stale (000 §4): the browse lists, the favourites and the count. */
export const staleAfterFavouriteChange = (s: Session) => [
  prefix(['listings-search']),
  prefix(userKey(s, FAVOURITES_KEY)),
  prefix(userKey(s, FAVOURITE_COUNT_KEY)),
]
