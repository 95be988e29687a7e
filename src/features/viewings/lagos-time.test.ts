import { describe, expect, it } from 'vitest'
import { lagosInstant } from '~/shared/schemas/viewing'
import { lagosLocal } from './lagos-time'

describe('Lagos time', () => {
  it('builds the wall-clock date from a day and a 12-hour time', () => {
    expect(lagosLocal('2026-11-30', '10', '5', 'AM')).toBe('2026-11-30T10:05')
    expect(lagosLocal('2026-11-30', '12', '0', 'AM')).toBe('2026-11-30T00:00')
    expect(lagosLocal('2026-11-30', '12', '30', 'PM')).toBe('2026-11-30T12:30')
    expect(lagosLocal('2026-11-30', '1', '59', 'PM')).toBe('2026-11-30T13:59')
    expect(lagosLocal('', '10', '0', 'AM')).toBe('')
    expect(lagosInstant(lagosLocal('2026-11-30', '10', '30', 'AM'))!.toISOString()).toBe('2026-11-30T09:30:00.000Z')
  })
})
