import { format } from 'date-fns'

export const PERIODS = ['AM', 'PM'] as const

/** A calendar day (local midnight Date) as 'yyyy-MM-dd'. */
export const dayKey = (day: Date) => format(day, 'yyyy-MM-dd')

/**
 * The viewing's `date` (decision 030): a calendar day plus hour 1–12, minute 0–59 and AM/PM, as a
 * Lagos wall-clock 'YYYY-MM-DDTHH:mm'; '' while no day is chosen (the schema says so).
 */
export function lagosLocal(day: string, hour: string, minute: string, period: string): string {
  if (!day) return ''
  const h = (Number(hour) % 12) + (period === 'PM' ? 12 : 0)
  return `${day}T${String(h).padStart(2, '0')}:${String(Number(minute)).padStart(2, '0')}`
}
