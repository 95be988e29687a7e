/**
 * The names of the signed-in SWR keys of saved searches: a query is keyed
 * `userKey(session, SAVED_SEARCHES_KEY)` or `userKey(session, SAVED_SEARCH_COUNT_KEY)`, so sign-out
 * clears them with every other user query.
 */
export const SAVED_SEARCHES_KEY = 'save-search'

/** GET /save-search/count (the header's 'Saved searches (n)'). */
export const SAVED_SEARCH_COUNT_KEY = 'save-search/count'

/** The list and the count, for any signed-in user: what a save, rename or delete makes stale. */
export const isSavedSearchKey = (key: unknown) =>
  Array.isArray(key) && key[0] === 'user' && (key[3] === SAVED_SEARCHES_KEY || key[3] === SAVED_SEARCH_COUNT_KEY)
