import { LAGOS_OFFSET, lagosDayKey } from '~/shared/format/lagos-time'

/**
 * When a viewing can take place (issue 23, decision 043): Monday to Saturday, a 30-minute slot
 * starting between 09:00 and 16:30 Lagos time, so every viewing ends by 17:00. The booking modal
 * offers only these; the server refuses any other time, naming `date`.
 */
export const SLOT_MINUTES = 30
export const FIRST_SLOT = '09:00'
export const LAST_SLOT = '16:30'

/** Every slot of a day, 'HH:mm' (24-hour, Lagos wall clock). */
export const VIEWING_SLOTS: readonly string[] = Array.from({ length: 16 }, (_, i) => {
  const m = 9 * 60 + i * SLOT_MINUTES
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`
})

/** '14:30' → '2:30 PM'. */
export function slotLabel(slot: string): string {
  const [h, m] = slot.split(':').map(Number) as [number, number]
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`
}

/** Sunday of a 'yyyy-MM-dd' calendar day (no viewings then). */
export const isSunday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay() === 0

/** A Lagos wall-clock 'YYYY-MM-DDTHH:mm' that is a slot on a viewing day. */
export const isViewingSlot = (local: string) => VIEWING_SLOTS.includes(local.slice(11, 16)) && !isSunday(local.slice(0, 10))

export const SLOT_MESSAGE = `Choose a viewing time from ${slotLabel(FIRST_SLOT)} to ${slotLabel(LAST_SLOT)}, Monday to Saturday, on the hour or half past`

/** The Lagos day `days` days after `now`, 'YYYY-MM-DD' — the Monday after when that is a Sunday. */
export function viewingDayIn(now: number, days: number): string {
  const day = lagosDayKey(now + days * 86_400_000)
  return isSunday(day) ? new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10) : day
}

/**
 * The slot `days` days after `now` at `slot` (skipping to Monday from a Sunday), as an instant:
 * what the demo seed books, so no demo viewing sits at 11:56 PM.
 */
export const slotInstant = (now: number, days: number, slot: string): Date => new Date(`${viewingDayIn(now, days)}T${slot}:00${LAGOS_OFFSET}`)
