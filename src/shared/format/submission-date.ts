import { lagosClock, MONTHS } from './lagos-time'

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st, 22nd, 23rd … 31st. */
const ordinal = (n: number) => {
  const suffix = n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'
  return `${n}${suffix}`
}
const pad = (n: number) => String(n).padStart(2, '0')

/**
 * A submission's moment as the spec writes it (001 §3, §9: 'do MMMM yyyy | hh:mm:ss a'), on the
 * Lagos wall clock whatever the machine's zone: '10th August 2024 | 03:05:00 PM'.
 *
 * NOTE: written out rather than with date-fns' format(): the D2S, partner and mandate forms stamp
 * their `date` in the browser, and date-fns' formatter with its locale is ≈ 5.7 KB gzip that every
 * static page would count against its on-demand budget (decision 034).
 */
export function submissionDate(d: Date): string {
  const lagos = lagosClock(d)
  const hours = lagos.getUTCHours()
  const date = `${ordinal(lagos.getUTCDate())} ${MONTHS[lagos.getUTCMonth()]} ${lagos.getUTCFullYear()}`
  const time = `${pad(hours % 12 || 12)}:${pad(lagos.getUTCMinutes())}:${pad(lagos.getUTCSeconds())} ${hours < 12 ? 'AM' : 'PM'}`
  return `${date} | ${time}`
}
