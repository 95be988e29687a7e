import { format, isValid, parseISO } from 'date-fns'
import { pluralise } from './text'

/**
 * Patterns use date-fns (Unicode) tokens. The spec quotes moment.js tokens
 * for the referral table ('MMMM Do, YYYY'); in date-fns those are
 * Do → do (ordinal day), YYYY → yyyy (calendar year; YYYY is the week year),
 * DD → dd, A → a. date-fns throws on moment tokens such as 'YYYY' or 'D'
 * rather than printing a wrong year, which is why they are translated here.
 */

/** Referral 'List of signups' DATE column: 'August 10th, 2024'. */
export const REFERRAL_DATE = 'MMMM do, yyyy'

/** Seller mandate and partner agreement dates: '10th August 2024 | 03:05:00 PM'. */
export const MANDATE_DATE = 'do MMMM yyyy | hh:mm:ss a'

/** What every date helper returns for bad input (spec §8, date helper). */
export const INVALID_DATE = 'Invalid date'

export type DateInput = Date | string | number | null | undefined

/**
 * Date, ISO 8601 string or epoch milliseconds → Date, or null when unusable.
 *
 * NOTE: strings go through parseISO only. `new Date(text)` parses non-ISO
 * text differently per engine (V8 reads 'Rocket 1' as a date), so it would let
 * the server and the browser disagree. A date-only ISO string ('2024-08-10')
 * is read as local midnight, not UTC midnight, so the day never shifts.
 */
export function toDate(value: unknown): Date | null {
  let date: Date | null = null
  if (value instanceof Date) date = new Date(value.getTime())
  else if (typeof value === 'number' && Number.isFinite(value)) date = new Date(value)
  else if (typeof value === 'string' && value.trim() !== '') date = parseISO(value.trim())
  return date && isValid(date) ? date : null
}

/**
 * Formats in the runtime's local time zone with a date-fns pattern, or
 * returns 'Invalid date'. A pattern with moment tokens ('YYYY') still throws:
 * that is a programming error, not bad data.
 */
export function formatDate(value: DateInput, pattern: string): string {
  const date = toDate(value)
  return date ? format(date, pattern) : INVALID_DATE
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/**
 * 'N days ago', 'N hours ago', 'N minutes ago' (singular for 1), else
 * 'Just now' for under a minute or a time in the future (clock skew between
 * server and browser). Whole elapsed units, rounded down; days are 24-hour
 * periods and there are no weeks or months (spec §9).
 */
export function formatRelativeTime(value: DateInput, now: DateInput = new Date()): string {
  const date = toDate(value)
  const reference = toDate(now)
  if (!date || !reference) return INVALID_DATE
  const elapsed = reference.getTime() - date.getTime()
  if (elapsed >= DAY) return ago(Math.floor(elapsed / DAY), 'day')
  if (elapsed >= HOUR) return ago(Math.floor(elapsed / HOUR), 'hour')
  if (elapsed >= MINUTE) return ago(Math.floor(elapsed / MINUTE), 'minute')
  return 'Just now'
}

function ago(count: number, unit: string): string {
  return `${count} ${pluralise(count, unit)} ago`
}
