/**
 * A moment as the Lagos wall clock reads it (Africa/Lagos, UTC+1 all year), whatever the reader's
 * own zone — with Intl, so a card or an e-mail needs no date library.
 */
type Style = 'long' | 'short'
const formatters = new Map<Style, Intl.DateTimeFormat>()

function lagosParts(d: Date, style: Style) {
  let f = formatters.get(style)
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Lagos', weekday: style, day: 'numeric', month: style, year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true })
    formatters.set(style, f)
  }
  const parts = f.formatToParts(d)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return { date: `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`, time: `${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()}` }
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
