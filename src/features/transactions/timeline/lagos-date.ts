import { INVALID_DATE, toDate } from '~/shared/format/date'
import { lagosDate, lagosDateTime as lagosDateAndTime } from '~/shared/format/lagos-time'

/** A stored moment on the Lagos wall clock, whatever the reader's zone; 'Invalid date' for bad input (000 §8). */
function lagos(value: string, write: (d: Date) => string): string {
  const d = toDate(value)
  return d ? write(d) : INVALID_DATE
}

/** 'Fri 20 Nov 2026, 10:00 AM' — an event on the history (the list says the times are Lagos's). */
export const lagosDateTime = (value: string) => lagos(value, lagosDateAndTime)

/** '20 Nov 2026' — when a step of the escrow flow was done. */
export const lagosDay = (value: string) => lagos(value, lagosDate)

/** The machine-readable form for <time dateTime>. */
export const isoOf = (value: string) => toDate(value)?.toISOString()
