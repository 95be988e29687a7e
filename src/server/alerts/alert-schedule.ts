import type { AlertFrequency } from '~/shared/schemas/alerts'

/** Instant alerts: at most one e-mail per person in this many hours. */
export const INSTANT_GAP_MS = 6 * 3_600_000
/** Daily and weekly alerts go at this local hour; weekly ones on Mondays. */
export const SEND_HOUR = 7
const WEEKLY_DAY = 1 // Monday, as Date#getUTCDay counts

interface LocalParts {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

const formatters = new Map<string, Intl.DateTimeFormat>()
function partsIn(zone: string, at: Date): LocalParts {
  let f = formatters.get(zone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' })
    formatters.set(zone, f)
  }
  const out: Record<string, number> = {}
  for (const p of f.formatToParts(at)) if (p.type !== 'literal') out[p.type] = Number(p.value)
  return out as unknown as LocalParts
}

/** The zone's offset from UTC at an instant, in ms (Lagos: +1 h). */
function offsetAt(zone: string, at: Date): number {
  const p = partsIn(zone, at)
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(at.getTime() / 1000) * 1000
}

/** The instant a local wall-clock time happens in a zone (the later offset wins across a change). */
export function zonedInstant(zone: string, year: number, month: number, day: number, hour: number): Date {
  const guess = Date.UTC(year, month - 1, day, hour)
  const first = guess - offsetAt(zone, new Date(guess))
  return new Date(guess - offsetAt(zone, new Date(first)))
}

/**
 * The latest moment at or before `now` when a daily (07:00 local) or weekly (Monday 07:00 local)
 * alert was due; null for instant and off, which follow no clock.
 */
export function lastSlot(frequency: AlertFrequency, zone: string, now: Date): Date | null {
  if (frequency !== 'daily' && frequency !== 'weekly') return null
  const p = partsIn(zone, now)
  for (let back = 0; back <= 8; back++) {
    const day = new Date(Date.UTC(p.year, p.month - 1, p.day - back))
    if (frequency === 'weekly' && day.getUTCDay() !== WEEKLY_DAY) continue
    const slot = zonedInstant(zone, day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), SEND_HOUR)
    if (slot <= now) return slot
  }
  return null
}

/** Whether a daily or weekly alert checked last at `checkedAt` is due now. */
export function slotDue(frequency: AlertFrequency, zone: string, checkedAt: Date, now: Date): boolean {
  const slot = lastSlot(frequency, zone, now)
  return slot !== null && checkedAt < slot
}

/** Whether a person last mailed at `lastSentAt` may get an instant alert now. */
export const instantAllowed = (lastSentAt: Date | null, now: Date) => !lastSentAt || now.getTime() - lastSentAt.getTime() >= INSTANT_GAP_MS
