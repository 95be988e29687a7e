import { format, parseISO } from 'date-fns'
import { describe, expect, it } from 'vitest'
import { shortDay } from './short-day'

describe('shortDay', () => {
  it('writes a day as date-fns’ d MMM yyyy does', () => {
    for (const day of ['2026-03-12', '2026-09-01', '2025-12-31', '2024-02-29', '2026-01-09T23:30:00Z']) {
      expect(shortDay(day)).toBe(format(parseISO(day.slice(0, 10)), 'd MMM yyyy'))
    }
    expect(shortDay('2026-03-12')).toBe('12 Mar 2026')
  })

  it('says Invalid date for anything else', () => {
    expect([shortDay(null), shortDay(''), shortDay('12/03/2026'), shortDay('2026-13-01'), shortDay('2026-00-10')]).toEqual(Array(5).fill('Invalid date'))
  })
})
