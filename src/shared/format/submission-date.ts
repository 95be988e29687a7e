import { format } from 'date-fns'

/** Lagos is UTC+1 all year (no daylight saving). */
const LAGOS_OFFSET_MS = 60 * 60 * 1000

/**
 * A submission's moment as the spec writes it (001 §3, §9: 'do MMMM yyyy | hh:mm:ss a'), on the
 * Lagos wall clock whatever the machine's zone: '10th August 2024 | 03:05:00 PM'.
 */
export function submissionDate(d: Date): string {
  // date-fns formats in the machine's zone: shift the instant so that zone shows Lagos's clock.
  const lagos = new Date(d.getTime() + LAGOS_OFFSET_MS + d.getTimezoneOffset() * 60 * 1000)
  return format(lagos, 'do MMMM yyyy | hh:mm:ss a')
}
