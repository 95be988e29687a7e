import { MONTHS } from './submission-date'
import { INVALID_DATE } from './date'

/**
 * A calendar day ('2026-03-12', or the date part of an ISO timestamp) as '12 Mar 2026', the
 * day it names whatever the reader's zone (date-fns' 'd MMM yyyy'); 'Invalid date' otherwise.
 *
 * NOTE: written out rather than with date-fns' format(): the listing page's verification checklist
 * shows these dates, and date-fns' formatter with its locale is ≈ 5.7 KB gzip on that page.
 */
export function shortDay(value: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '')
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined
  const day = m ? Number(m[3]) : 0
  if (!m || !month || day < 1 || day > 31) return INVALID_DATE
  return `${day} ${month.slice(0, 3)} ${m[1]}`
}
