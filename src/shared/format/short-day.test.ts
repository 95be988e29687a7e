import { format, parseISO } from 'date-fns'
import { describe, expect, it } from 'vitest'
import { longDay, monthYear, shortDay } from './short-day'

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

describe('longDay and monthYear: en-GB long dates without Intl', () => {
  const intl = (options: Intl.DateTimeFormatOptions, iso: string) => new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`))
  it.each(['2026-11-23', '2016-02-01', '2024-02-29', '1999-12-31', '2026-01-09'])('%s reads as Intl would', (iso) => {
    expect(longDay(iso)).toBe(intl({ day: 'numeric', month: 'long', year: 'numeric' }, iso))
    expect(monthYear(iso)).toBe(intl({ month: 'long', year: 'numeric' }, iso))
    expect(monthYear(iso.slice(0, 7))).toBe(intl({ month: 'long', year: 'numeric' }, iso))
  })
  it('says Invalid date for anything else', () => {
    expect([longDay(null), longDay('2026-13-01'), longDay('2026-02'), monthYear(''), monthYear('2026-00')]).toEqual(Array(5).fill('Invalid date'))
  })
})
