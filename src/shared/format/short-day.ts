const MONTHS = 'JanFebMarAprMayJunJulAugSepOctNovDec'

/**
 * A calendar day ('2026-03-12', or the date part of an ISO timestamp) as '12 Mar 2026', the
 * day it names whatever the reader's zone (date-fns' 'd MMM yyyy'); 'Invalid date' otherwise.
 *
 * NOTE: written out rather than with date-fns' format(), and importing nothing: the listing page's
 * verification checklist shows these dates, and date-fns' formatter with its locale is ≈ 6 KB
 * brotli on that page — as is date.ts, even for its INVALID_DATE, once it shares a chunk.
 */
export function shortDay(value: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '')
  const month = m ? Number(m[2]) : 0
  const day = m ? Number(m[3]) : 0
  if (!m || month < 1 || month > 12 || day < 1 || day > 31) return 'Invalid date'
  return `${day} ${MONTHS.slice(month * 3 - 3, month * 3)} ${m[1]}`
}
