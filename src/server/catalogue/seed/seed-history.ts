import type { ListingRecord } from '~/shared/schemas/catalogue-records'
import { tierOfChecks } from '~/shared/trust/verification'
import { createRandom, seedFor } from '~/testing/random'
import type { ListingEventRow } from '../listings/listing-events'

const DAY = 86_400_000

type Change = Omit<ListingEventRow, 'listing_id' | 'channel' | 'created_at'> & { at: number }

/** A sale that fell through, or a tenancy that ended early: one listing in 29 went off the market and came back. */
export const seedWasTaken = (seq: number) => seq % 29 === 11
/** One newly built house in four was still under construction when it was listed. */
const seedCompletedLater = (l: ListingRecord, seq: number) => l.property_status === 'Completed' && !!l.is_newly_built && seq % 4 === 0

/**
 * Listing `seq`'s plausible past as listing events (decision 046), deterministic for a given
 * `now`: its first record when published (at the price before any cut, under construction if it
 * was completed later, tier 0 unless checked before), each check raising its tier on the day it
 * was done, a price cut (one in three of them in two steps) in the past five months, and for a
 * few, a spell sold or let before coming back. The listing as written is where every chain ends.
 */
export function seedHistory(l: ListingRecord, seq: number, now: number): Omit<ListingEventRow, 'listing_id'>[] {
  const rnd = createRandom(seedFor('history', seq))
  const published = Date.parse(l.published_at ?? l.created_at ?? new Date(now).toISOString())
  const after = (t: number) => Math.min(now - DAY / 2, Math.max(t, published + DAY))
  const rate = l.asking_price ? Number(l.asking_price_ngn) / Number(l.asking_price) : 1
  const ngn = (price: number) => String(Math.round(price * rate))
  const checks = l.verification ?? []
  const tierOn = (t: number) => tierOfChecks(checks.filter((c) => Date.parse(c.done_on) <= t))
  const completedLater = seedCompletedLater(l, seq)
  const firstPrice = l.old_asking_price && l.old_asking_price > l.asking_price ? l.old_asking_price : l.asking_price

  const changes: Change[] = [
    { kind: 'price', from_value: null, to_value: ngn(firstPrice), at: published },
    { kind: 'availability', from_value: null, to_value: 'available', at: published },
    { kind: 'status', from_value: null, to_value: completedLater ? 'Under construction' : l.property_status, at: published },
    { kind: 'verification', from_value: null, to_value: String(tierOn(published)), at: published },
    { kind: 'published', from_value: null, to_value: 'true', at: published },
  ]
  let tier = tierOn(published)
  for (const c of [...checks].sort((a, b) => a.done_on.localeCompare(b.done_on))) {
    const at = after(Date.parse(c.done_on) + (9 + (seq % 8)) * 3_600_000)
    const next = tierOn(Date.parse(c.done_on))
    if (next !== tier) changes.push({ kind: 'verification', from_value: String(tier), to_value: String(next), at })
    tier = next
  }
  if (completedLater)
    changes.push({ kind: 'status', from_value: 'Under construction', to_value: 'Completed', at: after(now - rnd.int(160, 300) * DAY) })
  if (firstPrice !== l.asking_price) {
    const step = l.currency === 'NGN' ? (l.category === 'For rent' ? 50_000 : 500_000) : 1000
    const mid = Math.round((firstPrice + l.asking_price) / 2 / step) * step
    const last = now - rnd.int(10, 150) * DAY
    const twoSteps = seq % 3 === 0 && mid < firstPrice && mid > l.asking_price
    if (twoSteps) changes.push({ kind: 'price', from_value: ngn(firstPrice), to_value: ngn(mid), at: after(last - rnd.int(20, 60) * DAY) })
    changes.push({ kind: 'price', from_value: ngn(twoSteps ? mid : firstPrice), to_value: ngn(l.asking_price), at: after(last) })
  }
  if (seedWasTaken(seq)) {
    const taken = l.category === 'For rent' ? 'let' : 'sold'
    const off = after(now - rnd.int(90, 240) * DAY)
    changes.push({ kind: 'availability', from_value: 'available', to_value: taken, at: off })
    changes.push({ kind: 'availability', from_value: taken, to_value: 'available', at: after(off + rnd.int(14, 60) * DAY) })
  }
  return changes
    .sort((a, b) => a.at - b.at)
    .map(({ at, ...c }) => ({ ...c, channel: 'seed' as const, created_at: new Date(at).toISOString() }))
}
