import { describe, expect, it } from 'vitest'
import { lagosInstant } from '~/shared/schemas/viewing'
import { formatLagos, lagosLong } from '~/shared/format/lagos-time'
import { lagosDayKey, lagosLocal } from './lagos-time'

describe('Lagos time', () => {
  it('builds the wall-clock date from a day and a 12-hour time', () => {
    expect(lagosLocal('2026-11-30', '10', '5', 'AM')).toBe('2026-11-30T10:05')
    expect(lagosLocal('2026-11-30', '12', '0', 'AM')).toBe('2026-11-30T00:00')
    expect(lagosLocal('2026-11-30', '12', '30', 'PM')).toBe('2026-11-30T12:30')
    expect(lagosLocal('2026-11-30', '1', '59', 'PM')).toBe('2026-11-30T13:59')
    expect(lagosLocal('', '10', '0', 'AM')).toBe('')
    expect(lagosInstant(lagosLocal('2026-11-30', '10', '30', 'AM'))!.toISOString()).toBe('2026-11-30T09:30:00.000Z')
  })

  it('knows the Lagos day: 23:30 UTC is already tomorrow there', () => {
    expect(lagosDayKey(new Date('2026-11-30T22:59:00Z'))).toBe('2026-11-30')
    expect(lagosDayKey(new Date('2026-11-30T23:30:00Z'))).toBe('2026-12-01')
  })

  it('formats a stored viewing in Lagos time, whatever offset it came with', () => {
    expect(formatLagos('2026-11-30T10:30:00+01:00')).toBe('Mon 30 Nov 2026, 10:30 AM (Lagos)')
    expect(formatLagos('2026-11-30T21:15:00Z')).toBe('Mon 30 Nov 2026, 10:15 PM (Lagos)')
    expect(formatLagos('not a date')).toBe('Invalid date')
  })

  it('reads noon and midnight as 12, on any day of the year', () => {
    expect(formatLagos('2026-09-01T11:05:00Z')).toBe('Tue 1 Sep 2026, 12:05 PM (Lagos)')
    expect(formatLagos('2026-12-31T23:00:00Z')).toBe('Fri 1 Jan 2027, 12:00 AM (Lagos)')
    expect(lagosLong(new Date('2026-06-15T12:59:00Z'))).toBe('Monday 15 June 2026 at 1:59 PM (Lagos time)')
  })
})
