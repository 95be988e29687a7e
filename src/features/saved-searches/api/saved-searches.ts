import { useMemo } from 'react'
import { api } from '~/lib/api-client'
import { useSession, userKey } from '~/lib/session'
import { useSWR, useSWRConfig } from '~/lib/swr'
import type { SavedSearch } from '~/shared/types/buyer-tools'
import type { AlertFrequency } from '~/shared/schemas/alerts'
import { isSavedSearchKey, SAVED_SEARCHES_KEY } from './keys'

/** POST /save-search: the /listings query string and the count shown (the server recounts it). */
export interface NewSavedSearch {
  label: string
  query: string
  total_results: number
  alert_frequency?: AlertFrequency
  /** The browser's zone: daily and weekly alerts go at 07:00 there (decision 047). */
  time_zone?: string
}

/**
 * GET /save-search, newest first; nothing is requested when signed out. Read again whenever the
 * page mounts: a search saved on /listings must be there when /saved opens.
 */
export function useSavedSearches() {
  const s = useSession()
  return useSWR(s ? userKey(s, SAVED_SEARCHES_KEY) : null, async () => (await api<SavedSearch[]>('/save-search')).data, {
    revalidateOnMount: true,
  })
}

/**
 * Save, rename and delete. Each rejects with the ApiError (the caller shows its own toast) and,
 * on success, refreshes the list and the saved-search count.
 */
export function useSavedSearchActions() {
  const { mutate } = useSWRConfig()
  return useMemo(() => {
    const thenRefresh = async <T>(call: Promise<T>): Promise<T> => {
      const result = await call
      void mutate(isSavedSearchKey)
      return result
    }
    return {
      save: (body: NewSavedSearch) => thenRefresh(api<SavedSearch>('/save-search', { method: 'POST', body, silent: true })),
      rename: (id: number, label: string) =>
        thenRefresh(api<SavedSearch>(`/save-search/${id}`, { method: 'PATCH', body: { label }, silent: true })),
      setAlert: (id: number, alert_frequency: AlertFrequency) =>
        thenRefresh(api<SavedSearch>(`/save-search/${id}`, { method: 'PATCH', body: { alert_frequency }, silent: true })),
      remove: (id: number) => thenRefresh(api<null>(`/save-search/${id}`, { method: 'DELETE', silent: true })),
    }
  }, [mutate])
}
