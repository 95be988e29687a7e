import { paths } from '~/config/paths'
import { userKey, type Session } from '~/lib/session'
import { browseQuery, serializeInfiniteKey, serializeKey } from '~/shared/marketplace-keys'
import { PROFILE_KEY } from '~/features/auth/api/profile-api'
import { REFERRAL_PROFILE_KEY, REFERRALS_KEY, REFERRALS_PAGE_SIZE } from '~/features/auth/api/referrals-api'
import { FAVOURITE_COUNT_KEY } from '~/features/favourites/api/counts'
import { FAVOURITES_QUERY } from '~/features/favourites/api/favourites'
import { favouritesPageKey } from '~/features/favourites/api/keys'
import { ALERT_SETTINGS_KEY } from '~/features/saved-searches/api/alert-settings'
import { SAVED_SEARCH_COUNT_KEY, SAVED_SEARCHES_KEY } from '~/features/saved-searches/api/keys'
import { TRANSACTION } from '~/features/transactions/timeline/transaction-api'
import { TRANSACTIONS, TRANSACTIONS_PAGE_SIZE } from '~/features/transactions/transactions-api'
import type { SignedInGet } from '~/shared/types/signed-in-paint'

type Key = readonly unknown[]
/** userKey's rest is typed unknown; every key here holds only strings and numbers. */
const ser = (key: Key) => serializeKey(key as readonly (string | number)[])
type Entry = { key: string; path: string; query?: Record<string, string>; value: (body: { data: unknown }) => unknown }

/** A useSWR entry whose value is the envelope's data (what the hooks cache). */
const dataOf = (key: Key, path: string, query?: Record<string, string>): Entry => ({ key: ser(key), path, query, value: (b) => b.data })
/** useSWRInfinite's first page, cached as the whole envelope (favourites) or its data (transactions). */
const firstPage = (key: Key, path: string, query: Record<string, string>, whole: boolean): Entry => ({
  key: serializeInfiniteKey(key as readonly (string | number)[]),
  path,
  query,
  value: (b) => [whole ? b : b.data],
})

/** The top bar's two counts, on every signed-in page. */
const counts = (s: Session): Entry[] => [
  { key: ser(userKey(s, FAVOURITE_COUNT_KEY)), path: '/favourite/count', value: (b) => (b.data as { count: number }).count },
  { key: ser(userKey(s, SAVED_SEARCH_COUNT_KEY)), path: '/save-search/count', value: (b) => (b.data as { count: number }).count },
]

/** What each signed-in page asks the API first, under the very keys its hooks use. */
function entriesFor(routeId: string, params: Record<string, string | undefined>, search: URLSearchParams, s: Session): Entry[] | null {
  switch (routeId) {
    case paths.favorites.id:
    case paths.favourites.id: {
      const query = browseQuery(search, FAVOURITES_QUERY)
      return [firstPage(favouritesPageKey(s, query, 1), '/favourite', { ...query, page: '1' }, true)]
    }
    case paths.saved.id:
      return [dataOf(userKey(s, SAVED_SEARCHES_KEY), '/save-search'), dataOf(userKey(s, ALERT_SETTINGS_KEY), '/alerts/settings')]
    case paths.transactions.id:
      // The page opens on 'Newest first' (its sort is the page's own state, not the URL's).
      return [firstPage(userKey(s, TRANSACTIONS, 'new', 1), '/enquiry/schedule-viewing', { limit: String(TRANSACTIONS_PAGE_SIZE), page: '1', sort_by: 'new' }, false)]
    case paths.transaction.id: {
      const id = params.id ?? ''
      return [dataOf(userKey(s, TRANSACTION, id), `/enquiry/schedule-viewing/${encodeURIComponent(id)}`)]
    }
    case paths.settings.id:
      return [dataOf(userKey(s, PROFILE_KEY), '/auth/user-profile')]
    case paths.referrals.id:
      return [
        dataOf(userKey(s, REFERRAL_PROFILE_KEY), '/auth/user-referral-profile'),
        { key: ser(userKey(s, REFERRALS_KEY, 1)), path: '/auth/user-referrals', query: { page: '1', limit: String(REFERRALS_PAGE_SIZE) }, value: (b) => b },
      ]
    default:
      return null
  }
}

/**
 * The SWR fallback of a signed-in page, for this buyer: every first answer its hooks (and the top
 * bar's counts) would fetch, asked of the API in parallel. An answer the API refused is left out
 * (the page asks again and shows the error as it does today). Null for a page not listed here.
 */
export async function signedInFallback(routeId: string, params: Record<string, string | undefined>, search: URLSearchParams, s: Session, get: SignedInGet): Promise<Record<string, unknown> | null> {
  const entries = entriesFor(routeId, params, search, s)
  if (!entries) return null
  const all = [...entries, ...counts(s)]
  const bodies = await Promise.all(all.map((e) => get(e.path, e.query)))
  const fallback: Record<string, unknown> = {}
  all.forEach((e, i) => {
    const body = bodies[i]
    if (body) fallback[e.key] = e.value(body)
  })
  return fallback
}
