const MONTHS = 'JanFebMarAprMayJunJulAugSepOctNovDec'
const LONG_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/** Year, month and day of '2026-03-12' (or an ISO timestamp's date part); day 0 when absent, null when malformed. */
function calendarParts(value: string | null | undefined, needDay: boolean): [string, number, number] | null {
  const m = /^(\d{4})-(\d{2})(?:-(\d{2}))?/.exec(value ?? '')
  const month = m ? Number(m[2]) : 0
  const day = m?.[3] ? Number(m[3]) : 0
  if (!m || month < 1 || month > 12 || (needDay && (day < 1 || day > 31))) return null
  return [m[1]!, month, day]
}

/**
 * A calendar day ('2026-03-12', or the date part of an ISO timestamp) as '12 Mar 2026', the
 * day it names whatever the reader's zone (date-fns' 'd MMM yyyy'); 'Invalid date' otherwise.
 *
 * NOTE: written out rather than with date-fns' format(), and importing nothing: the listing page's
 * verification checklist shows these dates, and date-fns' formatter with its locale is ≈ 6 KB
 * brotli on that page — as is date.ts, even for its INVALID_DATE, once it shares a chunk.
 */
export function shortDay(value: string | null | undefined): string {
  const p = calendarParts(value, true)
  return p ? `${p[2]} ${MONTHS.slice(p[1] * 3 - 3, p[1] * 3)} ${p[0]}` : 'Invalid date'
}

/**
 * '23 November 2026' (en-GB's long date) for a calendar day. Written out rather than with
 * Intl.DateTimeFormat: a function instance's first Intl formatter loads ICU's locale data, which
 * measured 70–140 ms of the page function's cold start on a busy machine (decision 039).
 */
export function longDay(value: string | null | undefined): string {
  const p = calendarParts(value, true)
  return p ? `${p[2]} ${LONG_MONTHS[p[1] - 1]} ${p[0]}` : 'Invalid date'
}

/** 'February 2016' for '2016-02' or any date in that month (en-GB's month and year), as longDay. */
export function monthYear(value: string | null | undefined): string {
  const p = calendarParts(value, false)
  return p ? `${LONG_MONTHS[p[1] - 1]} ${p[0]}` : 'Invalid date'
}
