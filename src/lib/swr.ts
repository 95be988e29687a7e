import type { SWRConfiguration } from 'swr'
import { mutate as mutateCache, SWRConfig } from 'swr'
import { serializeInfiniteKey } from '~/shared/marketplace-keys'
export { default as useSWR, SWRConfig, mutate, useSWRConfig } from 'swr'
export { default as useSWRInfinite } from 'swr/infinite'
export { default as useSWRMutation } from 'swr/mutation'

/** The spec's cache rules: 5 minutes stale, no retry, no refetch on focus or reconnect. */
export const swrConfig: SWRConfiguration = {
  dedupingInterval: 5 * 60 * 1000,
  focusThrottleInterval: 5 * 60 * 1000,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  shouldRetryOnError: false,
  errorRetryCount: 0,
}

/** Forgets every cached answer about the signed-in user (on sign-out), without refetching. */
export function clearUserQueries(isUserKey: (key: unknown) => boolean) {
  // A key filter never sees useSWRInfinite's lists ('$inf$' and the first page's key, here userKey's).
  const lists = [...SWRConfig.defaultValue.cache.keys()].filter((k) => k.startsWith(serializeInfiniteKey(['user'])))
  const forget = { revalidate: false }
  return Promise.all([mutateCache(isUserKey, undefined, forget), ...lists.map((k) => mutateCache(k, undefined, forget))])
}
