import { viewingDayIn } from '~/shared/transactions/viewing-slots'

/**
 * A bookable viewing time `days` days ahead (a Monday instead of a Sunday), as a Lagos wall clock
 * 'YYYY-MM-DDTHH:mm' (decision 043: 30-minute slots, 09:00–16:30, Monday to Saturday).
 */
export const viewingSlotIn = (days: number, slot = '11:00', now = Date.now()): string => `${viewingDayIn(now, days)}T${slot}`
