import { format } from 'date-fns'
import { lagosWallClock } from '~/features/viewings/lagos-time'
import { INVALID_DATE, toDate } from '~/shared/format/date'

/** A moment on the Lagos wall clock with a date-fns pattern, whatever the reader's zone; 'Invalid date' for bad input (000 §8). */
function lagos(value: string, pattern: string): string {
  const d = toDate(value)
  return d ? format(lagosWallClock(d), pattern) : INVALID_DATE
}

/** 'Fri 20 Nov 2026, 10:00 AM' — an event on the history (the list says the times are Lagos's). */
export const lagosDateTime = (value: string) => lagos(value, 'EEE d MMM yyyy, h:mm a')

/** '20 Nov 2026' — when a step of the escrow flow was done. */
export const lagosDay = (value: string) => lagos(value, 'd MMM yyyy')

/** The machine-readable form for <time dateTime>. */
export const isoOf = (value: string) => toDate(value)?.toISOString()
