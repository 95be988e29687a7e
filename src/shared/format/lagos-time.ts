/**
 * A moment as the Lagos wall clock reads it (Africa/Lagos: UTC+1 all year, no summer time since
 * 1919), whatever the reader's own zone — by plain arithmetic, so a card or an e-mail needs no
 * date library. Not Intl: building a date formatter costs a phone's main thread about 25 ms (a
 * transaction's timeline spent 100 ms of 4× CPU in it, decision 060), and en-GB's 12-hour clock
 * reads noon as "0:05 pm".
 */
type Style = 'long' | 'short'
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
const LAGOS_OFFSET_MS = 3_600_000

function lagosParts(d: Date, style: Style) {
  const t = new Date(d.getTime() + LAGOS_OFFSET_MS)
  const name = (full: string) => (style === 'long' ? full : full.slice(0, 3))
  const h = t.getUTCHours()
  const date = `${name(DAYS[t.getUTCDay()]!)} ${t.getUTCDate()} ${name(MONTHS[t.getUTCMonth()]!)} ${t.getUTCFullYear()}`
  return { date, time: `${h % 12 || 12}:${String(t.getUTCMinutes()).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}` }
}

/** 'Monday 30 November 2026 at 10:30 AM (Lagos time)' — e-mails. */
export function lagosLong(d: Date): string {
  const { date, time } = lagosParts(d, 'long')
  return `${date} at ${time} (Lagos time)`
}

/** 'Mon 30 Nov 2026, 10:30 AM (Lagos)' — cards. */
export function lagosShort(d: Date): string {
  const { date, time } = lagosParts(d, 'short')
  return `${date}, ${time} (Lagos)`
}

/** A stored viewing time on a card, or 'Invalid date' (000 §8's date helper) for anything else. */
export function formatLagos(value: string | Date): string {
  const d = value instanceof Date ? value : new Date(value)
  return Number.isNaN(d.getTime()) ? 'Invalid date' : lagosShort(d)
}
