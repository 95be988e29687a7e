import type { AlertFrequency } from '~/shared/schemas/alerts'
import type { ListingFilters } from '~/shared/schemas/listing-filters'
import type { MatchFields } from './match-listing'

/** A buyer who may get alerts: their zone, their favourites' alert and when they were last mailed. */
export interface PlanPerson {
  userId: number
  tenant: string
  email: string
  firstName: string
  timeZone: string
  favouritesFrequency: AlertFrequency
  /** Favourite events up to here have been considered. */
  favouritesWatermark: Date
  favouritesCheckedAt: Date
  lastSentAt: Date | null
}

/** A saved search with its watermark: listings that came on the market after it are news. */
export interface PlanSearch {
  id: number
  userId: number
  label: string
  /** The canonical /listings query string (the 'see all' link). */
  query: string
  filters: Partial<ListingFilters>
  frequency: AlertFrequency
  watermark: Date
  checkedAt: Date
  /** When the buyer was told once that the search matches too much to mail. */
  broadNoticedAt: Date | null
}

/** What an alert shows of a listing, and what its filters read. */
export interface AlertListing extends MatchFields {
  id: number
  slug: string
  title: string
  bedrooms: number | null
}

/** A listing that came on the market: new, or back after being off (relist: off under 14 weeks). */
export interface Candidate {
  listing: AlertListing
  listedAt: Date
  relist: boolean
}

/** One change of a favourite, as listing_events records it (EVENTS-CONTRACT). */
export interface FavouriteEvent {
  userId: number
  listingId: number
  kind: 'price' | 'availability' | 'published'
  from: string | null
  to: string
  at: Date
}

export interface PlanInput {
  /** The run's clock: schedules and caps are read against it. */
  now: Date
  /** Listings and events up to here are read; a little behind `now`, for transactions still open. */
  horizon: Date
  people: PlanPerson[]
  searches: PlanSearch[]
  candidates: Candidate[]
  favouriteEvents: FavouriteEvent[]
  /** The favourites' listings by id. */
  favouriteListings: ReadonlyMap<number, AlertListing>
}

export interface SearchSection {
  searchId: number
  label: string
  query: string
  /** New matches in all; `listings` shows the first of them (10 per e-mail at most). */
  total: number
  listings: AlertListing[]
  /** Too many to be useful: said once instead of listing them. */
  broad: boolean
}

export type FavouriteChange = 'price_drop' | 'sold' | 'let' | 'back_on_market'

export interface FavouriteItem {
  listing: AlertListing
  change: FavouriteChange
  /** Prices for a drop (naira as integer strings); availabilities otherwise. */
  from: string | null
  to: string
}

/** A saved search's watermark moving from what was read to the horizon. */
export interface SearchMove {
  searchId: number
  userId: number
  from: Date
  to: Date
  broadNoticed: boolean
}

export interface FavouritesMove {
  userId: number
  tenant: string
  from: Date
  to: Date
}

/** One e-mail to one person, and the watermarks it moves (in the same transaction). */
export interface PlannedAlert {
  person: PlanPerson
  searches: SearchSection[]
  favourites: FavouriteItem[]
  /** Favourite changes in all (`favourites` shows 10 at most). */
  favouritesTotal: number
  moves: SearchMove[]
  favouritesMove: FavouritesMove | null
}

export interface Plan {
  mails: PlannedAlert[]
  /** Due with nothing to say: watermarks move, no e-mail. */
  quietSearches: SearchMove[]
  quietFavourites: FavouritesMove[]
}
