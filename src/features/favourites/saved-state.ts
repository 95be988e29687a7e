import { useContext, useEffect, useSyncExternalStore } from 'react'
import { createEmitter } from '~/lib/events'
import { PaintedSession, session, useSession } from '~/lib/session'
import { useSWRConfig } from '~/lib/swr'
import type { ListingDto } from '~/shared/types/listing'
import { LISTING_QUERIES } from './api/keys'
import { refetchQueries } from './api/refetch'

/*
 * What one person last chose in this tab, by listing id. It is shown at once (000 §4 'the UI flips
 * immediately') and wins over a listing's is_favorite, which may come from an answer fetched before
 * the change; sign-out forgets it.
 */
let owner: number | undefined
let choices = new Map<number, boolean>()
const changes = createEmitter<void>()

export function choose(userId: number, listingId: number, saved: boolean) {
  if (owner !== userId) {
    owner = userId
    choices = new Map()
  }
  choices.set(listingId, saved)
  changes.emit()
}

export const chosen = (userId: number | undefined, listingId: number) => (userId !== undefined && userId === owner ? choices.get(listingId) : undefined)

session.subscribe((s) => {
  if (s || choices.size === 0) return
  choices = new Map()
  changes.emit()
})

// The session each SWR cache's listing answers were last shown to (null: a visitor).
const shownTo = new WeakMap<object, string | null>()

/**
 * Whether the signed-in person has saved `listing`: their last choice here, else its is_favorite
 * (a visitor's heart is always empty). A visitor's listing answers say 0 for everything, so once
 * someone signs in they are asked again: those inlined by the page function (decision 028) when
 * the page opens signed in, every one shown before when the sign-in happens here. Answers painted
 * for this very session (decision 053) already say what this person saved: not asked again.
 */
export function useIsFavourite(listing: Pick<ListingDto, 'id' | 'is_favorite'>): boolean {
  const s = useSession()
  const config = useSWRConfig()
  const choice = useSyncExternalStore(changes.subscribe, () => chosen(s?.user.id, listing.id), () => undefined)
  const token = s?.token ?? null
  const paintedFor = useContext(PaintedSession)?.token
  useEffect(() => {
    const before = shownTo.get(config.cache)
    shownTo.set(config.cache, token)
    if (!token || before === token || (before === undefined && paintedFor === token)) return
    void refetchQueries(LISTING_QUERIES, config, before === undefined ? Object.keys(config.fallback) : undefined)
  }, [token, config, paintedFor])
  return s ? (choice ?? listing.is_favorite === 1) : false
}
