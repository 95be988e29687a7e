import { instantAllowed, slotDue } from './alert-schedule'
import { netFavouriteChanges } from './favourite-changes'
import { compileFilters } from './match-listing'
import type { AlertFrequency } from '~/shared/schemas/alerts'
import type { Candidate, FavouriteItem, Plan, PlanInput, PlannedAlert, PlanPerson, PlanSearch, SearchMove, SearchSection } from './plan-types'

/** At most this many listings in one e-mail; the rest are behind each search's 'see all' link. */
export const LISTINGS_PER_MAIL = 10
/** A search with this many new matches in one run is too broad to mail: it says so once. */
export const BROAD_MATCHES = 100

/** Whether an alert of this frequency is looked at in this run (instant: always; off: never). */
function due(frequency: AlertFrequency, person: PlanPerson, checkedAt: Date, now: Date): boolean {
  if (frequency === 'off') return false
  if (frequency === 'instant') return true
  return slotDue(frequency, person.timeZone, checkedAt, now)
}

/** New on the market for this search since its watermark, not a relist, matching its filters. */
function newMatches(search: PlanSearch, candidates: readonly Candidate[], input: PlanInput) {
  const matches = compileFilters(search.filters, input.now)
  // Candidates are in listing order: skip to the first one after the watermark.
  let lo = 0
  let hi = candidates.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (candidates[mid]!.listedAt <= search.watermark) lo = mid + 1
    else hi = mid
  }
  const out: Candidate[] = []
  for (let i = lo; i < candidates.length; i++) {
    const c = candidates[i]!
    if (c.listedAt > input.horizon) break
    if (!c.relist && matches(c.listing)) out.push(c)
  }
  return out
}

interface Pending {
  section: Omit<SearchSection, 'listings'> & { matches: Candidate[] }
  move: SearchMove
  /** Instant news waits for the 6-hour gap, unless the e-mail goes anyway. */
  instant: boolean
}

/**
 * The alert run's decisions, from data alone (clock injected, no I/O): which person gets one
 * e-mail gathering what is new for their due searches and favourites, and where every watermark
 * moves. A due alert with nothing new moves its watermark quietly; instant news held back by the
 * 6-hour gap keeps its watermark, so it is sent later, never lost.
 */
export function planAlerts(input: PlanInput): Plan {
  const { now, horizon } = input
  const plan: Plan = { mails: [], quietSearches: [], quietFavourites: [] }
  const byPerson = new Map<number, PlanSearch[]>()
  for (const s of input.searches) {
    const list = byPerson.get(s.userId)
    if (list) list.push(s)
    else byPerson.set(s.userId, [s])
  }
  const events = netFavouriteChanges(input.favouriteEvents, input.favouriteListings)
  const candidates = input.candidates.filter((c) => !c.relist).sort((a, b) => a.listedAt.getTime() - b.listedAt.getTime())

  for (const person of input.people) {
    const pending: Pending[] = []
    for (const search of byPerson.get(person.userId) ?? []) {
      if (!due(search.frequency, person, search.checkedAt, now)) continue
      const matches = newMatches(search, candidates, input)
      const broad = matches.length >= BROAD_MATCHES
      const move = { searchId: search.id, userId: person.userId, from: search.watermark, to: horizon, broadNoticed: broad && !search.broadNoticedAt }
      // Nothing new, or too broad and already said: the watermark moves, nothing is mailed.
      if (matches.length === 0 || (broad && search.broadNoticedAt)) {
        if (search.frequency !== 'instant' || matches.length > 0) plan.quietSearches.push(move)
        continue
      }
      pending.push({ section: { searchId: search.id, label: search.label, query: search.query, total: matches.length, broad, matches }, move, instant: search.frequency === 'instant' })
    }
    const favouritesDue = due(person.favouritesFrequency, person, person.favouritesCheckedAt, now)
    const favourites: FavouriteItem[] = favouritesDue ? (events.get(person.userId) ?? []).filter((e) => e.at > person.favouritesWatermark && e.at <= horizon).map((e) => e.item) : []
    const favouritesMove = favouritesDue ? { userId: person.userId, tenant: person.tenant, from: person.favouritesWatermark, to: horizon } : null
    const instantOnly = pending.every((p) => p.instant) && (favourites.length === 0 || person.favouritesFrequency === 'instant')
    const mailNow = (pending.length > 0 || favourites.length > 0) && (!instantOnly || instantAllowed(person.lastSentAt, now))
    if (!mailNow) {
      // Instant news waits for the gap with its watermarks where they are; a due daily or weekly
      // favourites check with nothing to say moves on.
      if (favouritesMove && favourites.length === 0 && person.favouritesFrequency !== 'instant') plan.quietFavourites.push(favouritesMove)
      continue
    }
    plan.mails.push(mailFor(person, pending, favourites, favouritesMove))
  }
  return plan
}

function mailFor(person: PlanPerson, pending: Pending[], favourites: FavouriteItem[], favouritesMove: PlannedAlert['favouritesMove']): PlannedAlert {
  let room = LISTINGS_PER_MAIL
  const searches = pending.map(({ section: { matches, ...rest } }) => {
    // Newest first; the broad notice lists none.
    const listings = rest.broad || room <= 0 ? [] : matches.slice(-room).reverse().map((c) => c.listing)
    room -= listings.length
    return { ...rest, listings }
  })
  return {
    person,
    searches,
    favourites: favourites.slice(0, LISTINGS_PER_MAIL),
    favouritesTotal: favourites.length,
    moves: pending.map((p) => p.move),
    favouritesMove,
  }
}
