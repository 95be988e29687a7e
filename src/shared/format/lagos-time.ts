/**
 * A moment as the Lagos wall clock reads it (Africa/Lagos: UTC+1 all year, no summer time since
 * 1919), whatever the reader's own zone — by plain arithmetic, so a card or an e-mail needs no
 * date library. Not Intl: building a date formatter costs a phone's main thread about 25 ms (a
 * transaction's timeline spent 100 ms of 4× CPU in it, decision 060), and en-GB's 12-hour clock
 * reads noon as "0:05 pm". The one place Haven writes Lagos's offset: everything on Lagos time
 * (days, stamps, e-mails, cards, calendar invitations) goes through here.
 */

/** Lagos's offset as ISO 8601 writes it after a time: '2026-11-30T10:30:00+01:00'. */
export const LAGOS_OFFSET = '+01:00'
/** Lagos's offset in milliseconds. */
export const LAGOS_OFFSET_MS = 3_600_000

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/** A Date whose UTC getters (and toISOString) read the Lagos wall clock at `instant`. */
export const lagosClock = (instant: Date | number) => new Date(Number(instant) + LAGOS_OFFSET_MS)

/** The Lagos calendar day of a moment (now by default), 'YYYY-MM-DD'. */
export const lagosDayKey = (instant: Date | number = Date.now()) => lagosClock(instant).toISOString().slice(0, 10)

/** A moment (a Date, or as the database or JSON wrote it) with Lagos's offset: '2026-11-30T10:30:00+01:00'. */
export const lagosIso = (instant: Date | string) => `${lagosClock(new Date(instant)).toISOString().slice(0, 19)}${LAGOS_OFFSET}`

type Style = 'long' | 'short'

function lagosParts(d: Date, style: Style) {
  const t = lagosClock(d)
  const name = (full: string) => (style === 'long' ? full : full.slice(0, 3))
  const h = t.getUTCHours()
  const day = `${t.getUTCDate()} ${name(MONTHS[t.getUTCMonth()]!)} ${t.getUTCFullYear()}`
  return { weekday: name(DAYS[t.getUTCDay()]!), day, time: `${h % 12 || 12}:${String(t.getUTCMinutes()).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}` }
}

/** 'Monday 30 November 2026 at 10:30 AM (Lagos time)' — e-mails. */
export function lagosLong(d: Date): string {
  const { weekday, day, time } = lagosParts(d, 'long')
  return `${weekday} ${day} at ${time} (Lagos time)`
}

/** 'Mon 30 Nov 2026, 10:30 AM' — an event on a transaction's history (the list says the times are Lagos's). */
export function lagosDateTime(d: Date): string {
  const { weekday, day, time } = lagosParts(d, 'short')
  return `${weekday} ${day}, ${time}`
}

/** '30 Nov 2026' — the Lagos day a step was done. */
export const lagosDate = (d: Date): string => lagosParts(d, 'short').day

/** 'Mon 30 Nov 2026, 10:30 AM (Lagos)' — cards. */
export const lagosShort = (d: Date): string => `${lagosDateTime(d)} (Lagos)`

/** A stored viewing time on a card, or 'Invalid date' (000 §8's date helper) for anything else. */
export function formatLagos(value: string | Date): string {
  const d = value instanceof Date ? value : new Date(value)
  return Number.isNaN(d.getTime()) ? 'Invalid date' : lagosShort(d)
}
