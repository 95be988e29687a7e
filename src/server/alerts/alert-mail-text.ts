import { formatMoney } from '~/shared/format/currency'
import { pricePeriod } from '~/shared/format/listing-price'
import type { AlertListing, FavouriteItem, PlannedAlert } from './plan-types'

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`

const CHANGE_TITLES: Record<FavouriteItem['change'], string> = {
  price_drop: 'Price drop',
  sold: 'Sold',
  let: 'Let',
  back_on_market: 'Back on the market',
}

/** The subject: what is new, counted, naming the search or the favourite when there is one. */
export function alertSubject(alert: PlannedAlert): string {
  const fresh = alert.searches.filter((s) => !s.broad).reduce((n, s) => n + s.total, 0)
  const favs = alert.favouritesTotal
  const only = alert.searches.length === 1 ? alert.searches[0]! : null
  if (favs === 0) {
    if (only?.broad) return `“${only.label}” matches too many new listings to send`
    return only ? `${plural(fresh, 'new listing')} for “${only.label}”` : `${plural(fresh, 'new listing')} for your saved searches`
  }
  if (alert.searches.length === 0) {
    const item = alert.favourites[0]!
    return favs === 1 ? `${CHANGE_TITLES[item.change]}: ${item.listing.title}` : `${plural(favs, 'update')} on your favourite properties`
  }
  return `${plural(fresh, 'new listing')} and ${plural(favs, 'update')} on your favourites`
}

export const price = (l: Pick<AlertListing, 'asking_price' | 'currency' | 'category'>) => `${formatMoney(l.asking_price, l.currency)}${pricePeriod(l.category)}`

/** One line about a listing: price (unless the line already says it), beds, where. */
export function listingLine(l: AlertListing, withPrice = true): string {
  const beds = l.bedrooms ? `${plural(l.bedrooms, 'bedroom')} · ` : ''
  return `${withPrice ? `${price(l)} · ` : ''}${beds}${l.display_address}`
}

/** What changed on a favourite, in words: 'Price drop: ₦200,000,000 → ₦180,000,000 (₦20,000,000 less)'. */
export function changeLine(item: FavouriteItem): string {
  if (item.change !== 'price_drop') return CHANGE_TITLES[item.change]
  const from = Number(item.from)
  const to = Number(item.to)
  return `Price drop: ${formatMoney(from, 'NGN')} → ${formatMoney(to, 'NGN')} (${formatMoney(from - to, 'NGN')} less)`
}
