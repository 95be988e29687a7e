import { describe, expect, it } from 'vitest'
import { lastSlot } from './alert-schedule'
import { BROAD_MATCHES, LISTINGS_PER_MAIL, planAlerts } from './plan-alerts'
import { alertListing, at, candidate, person, planInput, search } from './plan-fixtures'
import type { FavouriteEvent } from './plan-types'

const NOW = '2026-11-27T12:00:00Z'
const fresh = (n: number, from = 1) => Array.from({ length: n }, (_, i) => candidate(alertListing(from + i), `2026-11-27T0${(i % 9) + 1}:00:00Z`))

describe('planAlerts: frequency', () => {
  it('instant: new matches since the watermark make one e-mail that moves the watermark to the horizon', () => {
    const plan = planAlerts(planInput(NOW, { people: [person(1)], searches: [search(10, 1)], candidates: fresh(2) }))
    expect(plan.mails).toHaveLength(1)
    expect(plan.mails[0]!.searches.map((s) => [s.searchId, s.total, s.listings.length])).toEqual([[10, 2, 2]])
    expect(plan.mails[0]!.moves).toEqual([{ searchId: 10, userId: 1, from: at('2026-11-26T00:00:00Z'), to: at('2026-11-27T11:58:00Z'), broadNoticed: false }])
  })

  it('listings before the watermark, after the horizon or not matching are not news', () => {
    const candidates = [
      candidate(alertListing(1), '2026-11-25T09:00:00Z'),
      candidate(alertListing(2), '2026-11-27T11:59:00Z'),
      candidate(alertListing(3, { state: 'Abuja' }), '2026-11-27T09:00:00Z'),
    ]
    const plan = planAlerts(planInput(NOW, { people: [person(1)], searches: [search(10, 1)], candidates }))
    expect(plan.mails).toEqual([])
  })

  it('off never writes; daily waits for its slot and moves quietly when there is nothing new', () => {
    const people = [person(1)]
    const off = planAlerts(planInput(NOW, { people, searches: [search(10, 1, { frequency: 'off' })], candidates: fresh(2) }))
    expect(off).toEqual({ mails: [], quietSearches: [], quietFavourites: [] })
    // Checked at 07:30 Lagos today: the next slot is tomorrow 07:00.
    const checked = planAlerts(planInput(NOW, { people, searches: [search(10, 1, { frequency: 'daily', checkedAt: at('2026-11-27T06:30:00Z') })], candidates: fresh(2) }))
    expect(checked.mails).toEqual([])
    const quiet = planAlerts(planInput(NOW, { people, searches: [search(10, 1, { frequency: 'daily' })] }))
    expect(quiet.mails).toEqual([])
    expect(quiet.quietSearches.map((m) => m.searchId)).toEqual([10])
  })

  it('weekly goes on Monday 07:00 local time', () => {
    expect(lastSlot('weekly', 'Africa/Lagos', at(NOW))).toEqual(at('2026-11-23T06:00:00Z'))
    const searches = [search(10, 1, { frequency: 'weekly', watermark: at('2026-11-20T00:00:00Z'), checkedAt: at('2026-11-23T06:10:00Z') })]
    expect(planAlerts(planInput(NOW, { people: [person(1)], searches, candidates: fresh(2) })).mails).toEqual([])
    const monday = planAlerts(planInput('2026-11-30T06:05:00Z', { people: [person(1)], searches, candidates: fresh(2) }))
    expect(monday.mails).toHaveLength(1)
  })
})

describe('planAlerts: the buyer’s time zone', () => {
  const daily = (zone: string, now: string) =>
    planAlerts(planInput(now, { people: [person(1, { timeZone: zone })], searches: [search(10, 1, { frequency: 'daily', checkedAt: at('2026-11-26T12:00:00Z') })], candidates: fresh(2) })).mails.length

  it('daily is 07:00 where the buyer is: Lagos at 06:00 UTC, London at 07:00, New York at 12:00', () => {
    expect([daily('Africa/Lagos', '2026-11-27T05:59:00Z'), daily('Africa/Lagos', '2026-11-27T06:00:00Z')]).toEqual([0, 1])
    expect([daily('Europe/London', '2026-11-27T06:30:00Z'), daily('Europe/London', '2026-11-27T07:00:00Z')]).toEqual([0, 1])
    expect([daily('America/New_York', '2026-11-27T11:30:00Z'), daily('America/New_York', '2026-11-27T12:00:00Z')]).toEqual([0, 1])
  })

  it('keeps 07:00 across a daylight-saving change (London, 29 March 2026)', () => {
    expect(lastSlot('daily', 'Europe/London', at('2026-03-29T07:00:00Z'))).toEqual(at('2026-03-29T06:00:00Z'))
    expect(lastSlot('daily', 'Europe/London', at('2026-03-28T08:00:00Z'))).toEqual(at('2026-03-28T07:00:00Z'))
  })
})

describe('planAlerts: the 6-hour gap of instant alerts', () => {
  it('holds instant news while the last e-mail is under 6 hours old, keeping the watermark', () => {
    const input = (lastSentAt: string) => planInput(NOW, { people: [person(1, { lastSentAt: at(lastSentAt) })], searches: [search(10, 1)], candidates: fresh(2) })
    const held = planAlerts(input('2026-11-27T06:30:00Z'))
    expect(held).toEqual({ mails: [], quietSearches: [], quietFavourites: [] })
    expect(planAlerts(input('2026-11-27T06:00:00Z')).mails).toHaveLength(1)
  })

  it('one e-mail per person gathers every search: a due daily search carries instant news along', () => {
    const searches = [search(10, 1), search(11, 1, { frequency: 'daily', checkedAt: at('2026-11-26T12:00:00Z'), filters: { state: 'Lagos', bedrooms: 3 } })]
    const plan = planAlerts(planInput(NOW, { people: [person(1, { lastSentAt: at('2026-11-27T10:00:00Z') })], searches, candidates: fresh(3) }))
    expect(plan.mails).toHaveLength(1)
    expect(plan.mails[0]!.searches.map((s) => s.searchId)).toEqual([10, 11])
  })
})

describe('planAlerts: caps', () => {
  it(`shows at most ${LISTINGS_PER_MAIL} listings in one e-mail, newest first, with the totals`, () => {
    const searches = [search(10, 1), search(11, 1, { query: 'state=Lagos&bedrooms=3' })]
    const plan = planAlerts(planInput(NOW, { people: [person(1)], searches, candidates: fresh(12) }))
    const [a, b] = plan.mails[0]!.searches
    expect([a!.total, a!.listings.length, b!.total, b!.listings.length]).toEqual([12, 10, 12, 0])
    expect(a!.listings[0]!.id).toBe(9) // listed at 09:00, the newest
  })

  it(`a search with ${BROAD_MATCHES} or more new matches says so once, then stays quiet`, () => {
    const candidates = fresh(BROAD_MATCHES + 20)
    const first = planAlerts(planInput(NOW, { people: [person(1)], searches: [search(10, 1)], candidates }))
    expect(first.mails[0]!.searches[0]).toMatchObject({ broad: true, total: BROAD_MATCHES + 20, listings: [] })
    expect(first.mails[0]!.moves[0]!.broadNoticed).toBe(true)
    const again = planAlerts(planInput(NOW, { people: [person(1)], searches: [search(10, 1, { broadNoticedAt: at('2026-11-26T12:00:00Z') })], candidates }))
    expect(again.mails).toEqual([])
    expect(again.quietSearches.map((m) => m.searchId)).toEqual([10])
  })
})

describe('planAlerts: relists', () => {
  it('a listing taken off and put back within 14 weeks is not sent as new', () => {
    const candidates = [candidate(alertListing(1), '2026-11-27T09:00:00Z', true), candidate(alertListing(2), '2026-11-27T09:00:00Z')]
    const plan = planAlerts(planInput(NOW, { people: [person(1)], searches: [search(10, 1)], candidates }))
    expect(plan.mails[0]!.searches[0]!.listings.map((l) => l.id)).toEqual([2])
  })
})

describe('planAlerts: favourites', () => {
  const listing = alertListing(7)
  const ev = (kind: FavouriteEvent['kind'], from: string | null, to: string, iso: string): FavouriteEvent => ({ userId: 1, listingId: 7, kind, from, to, at: at(iso) })
  const run = (events: FavouriteEvent[], p = person(1)) =>
    planAlerts(planInput(NOW, { people: [p], favouriteEvents: events, favouriteListings: new Map([[7, listing]]) }))

  it('a price drop, a sale, a letting and a return to the market each alert', () => {
    expect(run([ev('price', '200000000', '180000000', '2026-11-27T09:00:00Z')]).mails[0]!.favourites).toEqual([{ listing, change: 'price_drop', from: '200000000', to: '180000000' }])
    expect(run([ev('availability', 'available', 'sold', '2026-11-27T09:00:00Z')]).mails[0]!.favourites[0]!.change).toBe('sold')
    expect(run([ev('availability', 'available', 'let', '2026-11-27T09:00:00Z')]).mails[0]!.favourites[0]!.change).toBe('let')
    expect(run([ev('availability', 'sold', 'available', '2026-11-27T09:00:00Z')]).mails[0]!.favourites[0]!.change).toBe('back_on_market')
    expect(run([ev('published', 'false', 'true', '2026-11-27T09:00:00Z')]).mails[0]!.favourites[0]!.change).toBe('back_on_market')
  })

  it('a price rise, a cut undone, and events before the watermark say nothing', () => {
    expect(run([ev('price', '180000000', '200000000', '2026-11-27T09:00:00Z')]).mails).toEqual([])
    expect(run([ev('price', '200000000', '180000000', '2026-11-27T08:00:00Z'), ev('price', '180000000', '200000000', '2026-11-27T09:00:00Z')]).mails).toEqual([])
    expect(run([ev('availability', 'available', 'sold', '2026-10-27T09:00:00Z')]).mails).toEqual([])
  })

  it('favourites alerts follow their own frequency: off says nothing, daily waits for 07:00', () => {
    const sold = [ev('availability', 'available', 'sold', '2026-11-27T09:00:00Z')]
    expect(run(sold, person(1, { favouritesFrequency: 'off' })).mails).toEqual([])
    const daily = run(sold, person(1, { favouritesFrequency: 'daily', favouritesCheckedAt: at('2026-11-27T06:05:00Z') }))
    expect(daily.mails).toEqual([])
  })
})
