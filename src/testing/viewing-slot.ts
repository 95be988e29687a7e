import { isSunday } from '~/shared/transactions/viewing-slots'

/**
 * A bookable viewing time `days` days ahead (a Monday instead of a Sunday), as a Lagos wall clock
 * 'YYYY-MM-DDTHH:mm' (decision 043: 30-minute slots, 09:00–16:30, Monday to Saturday).
 */
export function viewingSlotIn(days: number, slot = '11:00', now = Date.now()): string {
  let day = new Date(now + 3_600_000 + days * 86_400_000).toISOString().slice(0, 10)
  if (isSunday(day)) day = new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
  return `${day}T${slot}`
}
