import type { AlertListing, FavouriteEvent, FavouriteItem } from './plan-types'

export interface NetChange {
  at: Date
  item: FavouriteItem
}

/**
 * Each favourite's events of one window reduced to what a buyer wants to hear: the price from
 * the first to the last record (a drop only), and whether it went from available to sold or let,
 * or came back (available again, or published again). A price cut and its reversal say nothing.
 */
export function netFavouriteChanges(events: readonly FavouriteEvent[], listings: ReadonlyMap<number, AlertListing>): Map<number, NetChange[]> {
  const groups = new Map<string, FavouriteEvent[]>()
  for (const e of [...events].sort((a, b) => a.at.getTime() - b.at.getTime())) {
    const key = `${e.userId}:${e.listingId}:${e.kind}`
    const group = groups.get(key)
    if (group) group.push(e)
    else groups.set(key, [e])
  }
  const out = new Map<number, NetChange[]>()
  for (const group of groups.values()) {
    const first = group[0]!
    const last = group[group.length - 1]!
    const listing = listings.get(first.listingId)
    if (!listing || first.from === null) continue
    const item = change(first.kind, first.from, last.to, listing)
    if (!item) continue
    const list = out.get(first.userId)
    if (list) list.push({ at: last.at, item })
    else out.set(first.userId, [{ at: last.at, item }])
  }
  return out
}

function change(kind: FavouriteEvent['kind'], from: string, to: string, listing: AlertListing): FavouriteItem | null {
  if (kind === 'price') return Number(to) < Number(from) ? { listing, change: 'price_drop', from, to } : null
  if (kind === 'availability') {
    if (from === 'available' && (to === 'sold' || to === 'let')) return { listing, change: to, from, to }
    if (from !== 'available' && to === 'available') return { listing, change: 'back_on_market', from, to }
    return null
  }
  return from === 'false' && to === 'true' ? { listing, change: 'back_on_market', from, to } : null
}
