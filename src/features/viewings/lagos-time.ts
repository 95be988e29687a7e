import { format, parseISO } from 'date-fns'

/** Africa/Lagos is UTC+1 all year (no daylight saving), whatever the visitor's own time zone. */
const LAGOS_OFFSET_MS = 60 * 60 * 1000

export const PERIODS = ['AM', 'PM'] as const

/** A Date whose local fields read the Lagos wall clock at `instant` (for date-fns, which formats local time). */
export function lagosWallClock(instant: Date): Date {
  return parseISO(new Date(instant.getTime() + LAGOS_OFFSET_MS).toISOString().slice(0, 19))
}

/** Today's date in Lagos, 'yyyy-MM-dd'. */
export const lagosDayKey = (now: Date = new Date()) => new Date(now.getTime() + LAGOS_OFFSET_MS).toISOString().slice(0, 10)

/** A calendar day (local midnight Date) as 'yyyy-MM-dd'. */
export const dayKey = (day: Date) => format(day, 'yyyy-MM-dd')

/**
 * The viewing's `date` (decision 030): a calendar day plus hour 1–12, minute 0–59 and AM/PM, as a
 * Lagos wall-clock 'YYYY-MM-DDTHH:mm'; '' while no day is chosen (the schema says so).
 */
export function lagosLocal(day: string, hour: string, minute: string, period: string): string {
  if (!day) return ''
  const h = (Number(hour) % 12) + (period === 'PM' ? 12 : 0)
  return `${day}T${String(h).padStart(2, '0')}:${String(Number(minute)).padStart(2, '0')}`
}
