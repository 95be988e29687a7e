import { describe, expect, it } from 'vitest'
import { confirmedAvailableText, daysSince, freshnessOf, searchCutoff } from './freshness'

describe('freshness (decision 035)', () => {
  const now = new Date('2025-06-10T12:00:00Z') // 13:00 in Lagos

  it('counts Lagos calendar days, not 24-hour spans', () => {
    expect(daysSince('2025-06-10T00:30:00Z', now)).toBe(0)
    // 23:30 UTC on the 9th is 00:30 on the 10th in Lagos: today.
    expect(daysSince('2025-06-09T23:30:00Z', now)).toBe(0)
    expect(daysSince('2025-06-09T22:59:00Z', now)).toBe(1)
    expect(daysSince(new Date('2025-04-11T12:00:00Z'), now)).toBe(60)
    expect(daysSince('2025-07-01T00:00:00Z', now)).toBe(0)
  })

  it('is fresh under 30 days, stale from 30 to 60, expired after 60', () => {
    expect([0, 29, 30, 60, 61].map(freshnessOf)).toEqual(['fresh', 'fresh', 'stale', 'stale', 'expired'])
  })

  it('keeps in search exactly the confirmations 60 Lagos days old or newer', () => {
    const cutoff = searchCutoff(now)
    expect(cutoff.toISOString()).toBe('2025-04-10T23:00:00.000Z') // Lagos midnight starting 11 April
    expect(daysSince(cutoff, now)).toBe(60)
    expect(daysSince(new Date(cutoff.getTime() - 1), now)).toBe(61)
    expect(searchCutoff(new Date('2025-06-10T22:59:59Z'))).toEqual(cutoff)
    expect(searchCutoff(new Date('2025-06-10T23:00:00Z')).getTime() - cutoff.getTime()).toBe(86_400_000)
  })

  it('words it for the card', () => {
    expect([0, 1, 12].map(confirmedAvailableText)).toEqual(['Confirmed available today', 'Confirmed available 1 day ago', 'Confirmed available 12 days ago'])
  })
})
