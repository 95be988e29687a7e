import { describe, expect, it } from 'vitest'
import {
  formatLagos,
  lagosDate,
  lagosDateTime,
  lagosDayKey,
  lagosIso,
  lagosLong,
  lagosShort,
} from './lagos-time'

/** Every formatter of the module at one moment. */
const all = (utc: string) => {
  const d = new Date(utc)
  return [lagosLong(d), lagosShort(d), lagosDateTime(d), lagosDate(d), lagosDayKey(d), lagosIso(d)]
}

describe('Lagos time, by arithmetic (decision 060)', () => {
  it('reads midnight as 12 AM, on the Lagos day', () => {
    expect(all('2026-11-29T23:00:00Z')).toEqual([
      'Monday 30 November 2026 at 12:00 AM (Lagos time)',
      'Mon 30 Nov 2026, 12:00 AM (Lagos)',
      'Mon 30 Nov 2026, 12:00 AM',
      '30 Nov 2026',
      '2026-11-30',
      '2026-11-30T00:00:00+01:00',
    ])
  })

  it('reads noon as 12 PM', () => {
    expect(all('2026-11-30T11:00:00Z')).toEqual([
      'Monday 30 November 2026 at 12:00 PM (Lagos time)',
      'Mon 30 Nov 2026, 12:00 PM (Lagos)',
      'Mon 30 Nov 2026, 12:00 PM',
      '30 Nov 2026',
      '2026-11-30',
      '2026-11-30T12:00:00+01:00',
    ])
  })

  it('reads five past noon as 12:05 PM, never en-GB\'s "0:05 pm"', () => {
    expect(all('2026-09-01T11:05:00Z')).toEqual([
      'Tuesday 1 September 2026 at 12:05 PM (Lagos time)',
      'Tue 1 Sep 2026, 12:05 PM (Lagos)',
      'Tue 1 Sep 2026, 12:05 PM',
      '1 Sep 2026',
      '2026-09-01',
      '2026-09-01T12:05:00+01:00',
    ])
  })

  it('turns the day, the month and the year at 23:00 UTC', () => {
    expect(lagosDayKey(new Date('2026-11-30T22:59:59.999Z'))).toBe('2026-11-30')
    expect(all('2026-12-31T23:00:00Z')).toEqual([
      'Friday 1 January 2027 at 12:00 AM (Lagos time)',
      'Fri 1 Jan 2027, 12:00 AM (Lagos)',
      'Fri 1 Jan 2027, 12:00 AM',
      '1 Jan 2027',
      '2027-01-01',
      '2027-01-01T00:00:00+01:00',
    ])
  })

  it('reads the same whatever zone the reader is in', () => {
    const moments = ['2026-11-29T23:00:00Z', '2026-09-01T11:05:00Z', '2026-06-15T12:59:00Z']
    const before = process.env.TZ
    try {
      const inZone = (tz: string) => {
        process.env.TZ = tz
        return moments.map(all)
      }
      const utc = inZone('UTC')
      expect(utc[2]![0]).toBe('Monday 15 June 2026 at 1:59 PM (Lagos time)')
      for (const tz of ['America/Los_Angeles', 'Asia/Tokyo', 'Europe/London', 'Africa/Lagos'])
        expect(inZone(tz)).toEqual(utc)
    } finally {
      if (before === undefined) delete process.env.TZ
      else process.env.TZ = before
    }
  })

  it('takes a stored moment with any offset, and says so of one that is not a date', () => {
    expect(formatLagos('2026-11-30T10:30:00+01:00')).toBe('Mon 30 Nov 2026, 10:30 AM (Lagos)')
    expect(formatLagos('2026-11-30T21:15:00Z')).toBe('Mon 30 Nov 2026, 10:15 PM (Lagos)')
    expect(lagosIso('2026-11-30T09:30:00.000Z')).toBe('2026-11-30T10:30:00+01:00')
    expect(formatLagos('not a date')).toBe('Invalid date')
  })
})
