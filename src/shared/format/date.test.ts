import { describe, expect, it } from 'vitest'
import {
  formatDate,
  formatRelativeTime,
  INVALID_DATE,
  MANDATE_DATE,
  REFERRAL_DATE,
  toDate,
} from './date'

// Local-time constructors keep these tests independent of the machine's time zone.
const aug10 = new Date(2024, 7, 10, 15, 5, 0)

describe('date patterns', () => {
  it('formats the referral table date like moment "MMMM Do, YYYY"', () => {
    expect(REFERRAL_DATE).toBe('MMMM do, yyyy')
    expect(formatDate(aug10, REFERRAL_DATE)).toBe('August 10th, 2024')
    expect(formatDate(new Date(2024, 0, 1), REFERRAL_DATE)).toBe('January 1st, 2024')
    expect(formatDate(new Date(2024, 4, 2), REFERRAL_DATE)).toBe('May 2nd, 2024')
    expect(formatDate(new Date(2024, 4, 23), REFERRAL_DATE)).toBe('May 23rd, 2024')
    expect(formatDate(new Date(2024, 4, 11), REFERRAL_DATE)).toBe('May 11th, 2024')
  })

  it('formats mandate dates like the Direct2Seller example', () => {
    expect(MANDATE_DATE).toBe('do MMMM yyyy | hh:mm:ss a')
    expect(formatDate(aug10, MANDATE_DATE)).toBe('10th August 2024 | 03:05:00 PM')
    expect(formatDate(new Date(2024, 7, 10, 0, 0, 9), MANDATE_DATE)).toBe(
      '10th August 2024 | 12:00:09 AM',
    )
    expect(formatDate(new Date(2024, 7, 10, 12, 30, 0), MANDATE_DATE)).toBe(
      '10th August 2024 | 12:30:00 PM',
    )
  })

  it('throws on moment tokens instead of printing the week year', () => {
    expect(() => formatDate(aug10, 'MMMM Do, YYYY')).toThrow(RangeError)
  })
})

describe('toDate and formatDate inputs', () => {
  it('accepts a Date, an ISO string and epoch milliseconds', () => {
    expect(formatDate(aug10, 'yyyy-MM-dd HH:mm')).toBe('2024-08-10 15:05')
    expect(formatDate('2024-08-10T15:05:00', 'yyyy-MM-dd HH:mm')).toBe('2024-08-10 15:05')
    expect(formatDate(aug10.getTime(), 'yyyy-MM-dd HH:mm')).toBe('2024-08-10 15:05')
  })

  it('reads a date-only ISO string as that local day', () => {
    expect(formatDate('2024-08-10', REFERRAL_DATE)).toBe('August 10th, 2024')
  })

  it('reads ISO strings with an offset as that instant', () => {
    const utc = new Date(Date.UTC(2024, 7, 10, 15, 5, 0))
    expect(toDate('2024-08-10T15:05:00.000Z')?.getTime()).toBe(utc.getTime())
    expect(toDate('2024-08-10 16:05:00+01:00')?.getTime()).toBe(utc.getTime())
    expect(toDate(' 2024-08-10T15:05:00Z ')?.getTime()).toBe(utc.getTime())
  })

  it('copies a Date rather than returning the same object', () => {
    const copy = toDate(aug10)
    expect(copy).not.toBe(aug10)
    expect(copy?.getTime()).toBe(aug10.getTime())
  })

  it('accepts epoch 0 and negative epochs', () => {
    expect(toDate(0)?.getTime()).toBe(0)
    expect(toDate(-86_400_000)?.getTime()).toBe(-86_400_000)
  })

  it.each([
    undefined,
    null,
    '',
    '   ',
    'garbage',
    'Rocket 1',
    'Sat, 10 Aug 2024 15:05:00 GMT',
    '1723302300000',
    '2024-13-01',
    '2024-02-30',
    NaN,
    Infinity,
    new Date(NaN),
    new Date('nope'),
  ])('returns "Invalid date" for %j', (value) => {
    expect(toDate(value)).toBeNull()
    expect(formatDate(value as never, REFERRAL_DATE)).toBe(INVALID_DATE)
    expect(INVALID_DATE).toBe('Invalid date')
  })
})

describe('formatRelativeTime', () => {
  const now = new Date(2024, 7, 10, 12, 0, 0)
  const before = (ms: number) => new Date(now.getTime() - ms)
  const SECOND = 1000
  const MINUTE = 60 * SECOND
  const HOUR = 60 * MINUTE
  const DAY = 24 * HOUR

  it.each([
    [0, 'Just now'],
    [59 * SECOND, 'Just now'],
    [MINUTE, '1 minute ago'],
    [2 * MINUTE, '2 minutes ago'],
    [HOUR - 1, '59 minutes ago'],
    [HOUR, '1 hour ago'],
    [5 * HOUR + 59 * MINUTE, '5 hours ago'],
    [DAY - 1, '23 hours ago'],
    [DAY, '1 day ago'],
    [2 * DAY - 1, '1 day ago'],
    [3 * DAY, '3 days ago'],
    [400 * DAY, '400 days ago'],
  ])('%j ms before now reads %j', (elapsed, expected) => {
    expect(formatRelativeTime(before(elapsed), now)).toBe(expected)
  })

  it('treats a future time (clock skew) as just now', () => {
    expect(formatRelativeTime(before(-5 * MINUTE), now)).toBe('Just now')
    expect(formatRelativeTime(before(-3 * DAY), now)).toBe('Just now')
  })

  it('accepts ISO strings and epoch milliseconds for both arguments', () => {
    expect(formatRelativeTime('2024-08-09T12:00:00', '2024-08-10T12:00:00')).toBe('1 day ago')
    expect(formatRelativeTime(now.getTime() - 3 * HOUR, now.getTime())).toBe('3 hours ago')
  })

  it('defaults now to the current time', () => {
    expect(formatRelativeTime(new Date())).toBe('Just now')
    expect(formatRelativeTime(Date.now() - 2 * DAY)).toBe('2 days ago')
  })

  it.each([undefined, null, '', 'garbage', NaN, new Date(NaN)])(
    'returns "Invalid date" for %j',
    (value) => {
      expect(formatRelativeTime(value as never, now)).toBe('Invalid date')
    },
  )

  it('returns "Invalid date" when now is invalid', () => {
    expect(formatRelativeTime(now, 'garbage')).toBe('Invalid date')
  })
})
