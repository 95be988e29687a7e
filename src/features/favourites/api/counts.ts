import { api } from '~/lib/api-client'
import { useSession, userKey } from '~/lib/session'
import { useSWR } from '~/lib/swr'
import { SAVED_SEARCH_COUNT_KEY } from '~/features/saved-searches/api/keys'

/** GET /favourite/count under userKey(session, FAVOURITE_COUNT_KEY). */
export const FAVOURITE_COUNT_KEY = 'favourite/count'

// Silent: a count that cannot be had shows no number, not a toast on every page.
function useCount(name: string, path: string) {
  const s = useSession()
  return useSWR(s ? userKey(s, name) : null, async () => (await api<{ count: number }>(path, { silent: true })).data.count)
}

/** The top bar's 'Favourite properties (n)' (000 §2); a favourite change refreshes it. */
export const useFavouriteCount = () => useCount(FAVOURITE_COUNT_KEY, '/favourite/count')

/** The top bar's 'Saved searches (n)'; saving, renaming or deleting a search refreshes it. */
export const useSavedSearchCount = () => useCount(SAVED_SEARCH_COUNT_KEY, '/save-search/count')
