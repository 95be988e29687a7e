import { useCallback } from 'react'
import { api } from '~/lib/api-client'
import { session } from '~/lib/session'
import { useSWRConfig } from '~/lib/swr'
import { toast } from '~/lib/toast-store'
import { DEFAULT_ERROR_MESSAGE } from '~/shared/envelope'
import { choose, chosen } from '../saved-state'
import { staleAfterFavouriteChange } from './keys'
import { refetchQueries } from './refetch'

// One listing's calls go out one after another, so the server ends where the last click did.
const queues = new Map<number, Promise<void>>()

/** POST /favourite to save, DELETE /favourite/{listing_id} to remove (decision 030: both idempotent). */
const send = (listingId: number, save: boolean) =>
  save
    ? api('/favourite', { method: 'POST', body: { listing_id: listingId }, silent: true })
    : api(`/favourite/${listingId}`, { method: 'DELETE', silent: true })

/**
 * `(listingId, save)` saves or removes a listing for whoever is signed in when it is called (so a
 * sign-in gate's `then` may call it). The heart flips at once and flips back if the call fails,
 * with an 'Error' toast: the server's message, or 'Unable to update favorites' without one (000 §4,
 * §8). After a change the browse lists, the favourites and the count are fetched again.
 */
export function useToggleFavourite() {
  const config = useSWRConfig()
  return useCallback(
    (listingId: number, save: boolean) => {
      const s = session.get()
      if (!s) return Promise.resolve()
      choose(s.user.id, listingId, save)
      const run = async () => {
        try {
          await send(listingId, save)
        } catch (err) {
          // A later click has already chosen again: its own call decides.
          if (chosen(s.user.id, listingId) === save) choose(s.user.id, listingId, !save)
          const message = (err as Error).message
          toast.error('Error', message && message !== DEFAULT_ERROR_MESSAGE ? message : 'Unable to update favorites')
          return
        }
        await refetchQueries(staleAfterFavouriteChange(s), config)
      }
      const next = (queues.get(listingId) ?? Promise.resolve()).then(run)
      queues.set(listingId, next)
      return next
    },
    [config],
  )
}
