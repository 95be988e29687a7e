import type { Cache, ScopedMutator } from 'swr'

/** useSWRInfinite keeps a list under this prefix and its first page's key. */
const LIST = '$inf$'
const unlisted = (key: string) => (key.startsWith(LIST) ? key.slice(LIST.length) : key)

export interface CacheAccess {
  cache: Cache
  mutate: ScopedMutator
  /** Answers the page function inlined (decision 028): shown without being in the cache. */
  fallback?: Record<string, unknown>
}

/**
 * Asks again for every query on screen whose serialized key (serializeKey) starts with one of
 * `prefixes`, among `keys` (by default all, cached or inlined). SWR's key filter skips useSWRInfinite's lists, and a list
 * refetches only the pages it holds no answer for, so each list's pages (their keys end with the
 * page number) are forgotten first: the list keeps them on screen meanwhile and asks for them all.
 * A query nobody shows keeps its answer (the favourites list asks again whenever it is shown).
 */
export async function refetchQueries(
  prefixes: readonly string[],
  { cache, mutate, fallback = {} }: CacheAccess,
  keys: readonly string[] = [...new Set([...cache.keys(), ...Object.keys(fallback)])],
) {
  const matching = keys.filter((k) => prefixes.some((p) => unlisted(k).startsWith(p)))
  const lists = matching.filter((k) => k.startsWith(LIST)).map((k) => unlisted(k).replace(/\d+,$/, ''))
  const pages = keys.filter((k) => lists.some((list) => k.startsWith(list)))
  await Promise.all(pages.map((k) => mutate(k, undefined, { revalidate: false })))
  await Promise.all(matching.map((k) => mutate(k)))
}
