import { LAGOS_OFFSET_MS } from '~/shared/format/lagos-time'

/**
 * Whether a listing is current (decision 035): 'Confirmed available <n> days ago', counted in
 * Lagos calendar days. Not re-confirmed for 30 days → still shown, marked stale; after 60 days
 * it leaves search (and so do sold and let listings).
 */
export const STALE_AFTER_DAYS = 30
export const HIDDEN_AFTER_DAYS = 60

export const AVAILABILITIES = ['available', 'sold', 'let'] as const
export type Availability = (typeof AVAILABILITIES)[number]

export type Freshness = 'fresh' | 'stale' | 'expired'

const DAY = 86_400_000
const lagosDay = (t: number) => Math.floor((t + LAGOS_OFFSET_MS) / DAY)

/** Whole Lagos calendar days between a confirmation and now (0 = today). */
export function daysSince(confirmedAt: Date | string, now: Date = new Date()): number {
  const t = typeof confirmedAt === 'string' ? Date.parse(confirmedAt) : confirmedAt.getTime()
  return Math.max(0, lagosDay(now.getTime()) - lagosDay(t))
}

export function freshnessOf(days: number): Freshness {
  return days > HIDDEN_AFTER_DAYS ? 'expired' : days >= STALE_AFTER_DAYS ? 'stale' : 'fresh'
}

/**
 * The earliest confirmation still in search: Lagos midnight 60 days before today. It changes
 * once a day, so a day's searches share their cached totals.
 */
export function searchCutoff(now: Date = new Date()): Date {
  return new Date((lagosDay(now.getTime()) - HIDDEN_AFTER_DAYS) * DAY - LAGOS_OFFSET_MS)
}

/** 'Confirmed available 3 days ago' (today: 'Confirmed available today'). */
export function confirmedAvailableText(days: number): string {
  if (days <= 0) return 'Confirmed available today'
  return `Confirmed available ${days} day${days === 1 ? '' : 's'} ago`
}
