import { describe, expect, it } from 'vitest'
import { createListing } from '~/testing/create-listing'
import { createTrust } from '~/testing/create-trust'
import { seedHistory } from './seed-history'

const NOW = Date.UTC(2026, 10, 27, 12)
const listing = (seq: number) => createListing(createTrust(seq, NOW), seq)

describe('seedHistory', () => {
  it('is the same for the same listing and day', () => {
    expect(seedHistory(listing(7), 7, NOW)).toEqual(seedHistory(listing(7), 7, NOW))
  })

  it('chains each kind from its first record to the listing as written, in date order, never after now', () => {
    for (let seq = 1; seq <= 200; seq++) {
      const l = listing(seq)
      const events = seedHistory(l, seq, NOW)
      const times = events.map((e) => Date.parse(e.created_at!))
      expect(times).toEqual([...times].sort((a, b) => a - b))
      expect(Math.max(...times)).toBeLessThan(NOW)
      for (const kind of ['price', 'availability', 'status', 'verification'] as const) {
        const chain = events.filter((e) => e.kind === kind)
        expect(chain[0]!.from_value).toBeNull()
        chain.slice(1).forEach((e, i) => expect(e.from_value).toBe(chain[i]!.to_value))
      }
      expect(events.filter((e) => e.kind === 'price').at(-1)!.to_value).toBe(String(l.asking_price_ngn))
      expect(events.filter((e) => e.kind === 'availability').at(-1)!.to_value).toBe('available')
    }
  })

  it('has price cuts in the past months, spells sold or let, and tiers that rise', () => {
    const all = Array.from({ length: 200 }, (_, i) => seedHistory(listing(i + 1), i + 1, NOW)).flat()
    const cuts = all.filter((e) => e.kind === 'price' && e.from_value && Number(e.to_value) < Number(e.from_value))
    expect(cuts.length).toBeGreaterThan(15)
    expect(cuts.every((e) => NOW - Date.parse(e.created_at!) < 220 * 86_400_000)).toBe(true)
    expect(all.filter((e) => e.kind === 'availability' && (e.to_value === 'sold' || e.to_value === 'let')).length).toBeGreaterThan(4)
    expect(all.filter((e) => e.kind === 'verification' && e.from_value !== null && Number(e.to_value) > Number(e.from_value)).length).toBeGreaterThan(150)
  })
})
