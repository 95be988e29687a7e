import { addDays, addMonths, eachDayOfInterval, endOfMonth, endOfWeek, format, getDay, parseISO, startOfMonth, startOfWeek } from 'date-fns'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { FieldError } from '~/components/forms/form-fields'
import { dayKey } from './lagos-time'

export interface MonthCalendarProps {
  label: string
  /** The chosen day, 'yyyy-MM-dd', or ''. */
  value: string
  /** The first and last days that may be chosen ('yyyy-MM-dd'); the others are disabled. */
  min: string
  max: string
  onChange: (day: string) => void
  /** Focus has left the calendar (the caller may now say a day is required). */
  onLeave?: () => void
  error?: string
}

const WEEK = { weekStartsOn: 1 } as const
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

/** The keys of the WAI-ARIA date grid: a day, a week, the week's ends, a month. */
const STEPS: Record<string, (d: Date) => Date> = {
  ArrowLeft: (d) => addDays(d, -1),
  ArrowRight: (d) => addDays(d, 1),
  ArrowUp: (d) => addDays(d, -7),
  ArrowDown: (d) => addDays(d, 7),
  Home: (d) => startOfWeek(d, WEEK),
  End: (d) => endOfWeek(d, WEEK),
  PageUp: (d) => addMonths(d, -1),
  PageDown: (d) => addMonths(d, 1),
}

const clamp = (key: string, min: string, max: string) => (key < min ? min : key > max ? max : key)
const fullDate = (day: Date) => format(day, 'EEEE d MMMM yyyy')

/** The month's days in rows of seven, Monday first; null pads the first and last weeks. */
function weeks(month: Date): (Date | null)[][] {
  const days = eachDayOfInterval({ start: startOfMonth(month), end: endOfMonth(month) })
  const cells: (Date | null)[] = [...Array<null>((getDay(days[0]!) + 6) % 7).fill(null), ...days]
  while (cells.length % 7) cells.push(null)
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7))
}

const arrow = 'rounded-lg p-2 text-gray-800 hover:bg-gray-100 disabled:cursor-not-allowed disabled:opacity-40'

/**
 * A month of days to choose from (000 §5: past dates disabled). One day is in the tab order; the
 * arrow keys, Home/End and Page Up/Down move between days and months, Enter or Space chooses.
 * Every day button is named by its full date.
 */
export function MonthCalendar({ label, value, min, max, onChange, onLeave, error }: MonthCalendarProps) {
  const id = useId()
  // The day that holds the tab stop; the month shown is its month.
  const [focusKey, setFocusKey] = useState(() => clamp(value || min, min, max))
  const moved = useRef(false)
  const grid = useRef<HTMLTableElement>(null)
  const month = startOfMonth(parseISO(focusKey))
  const shown = format(month, 'yyyy-MM')

  useEffect(() => {
    if (!moved.current) return
    moved.current = false
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focusKey}"]`)?.focus()
  }, [focusKey])

  const go = (step: (d: Date) => Date) => setFocusKey(clamp(dayKey(step(parseISO(focusKey))), min, max))
  const onKeyDown = (e: KeyboardEvent) => {
    const step = STEPS[e.key]
    if (!step) return
    e.preventDefault()
    moved.current = true
    go(step)
  }
  const choose = (key: string) => {
    setFocusKey(key)
    onChange(key)
  }

  return (
    <div role="group" aria-labelledby={`${id}-label`} onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && onLeave?.()}>
      <span id={`${id}-label`} className="mb-1 block text-sm font-medium text-gray-800">
        {label}
      </span>
      <div className="rounded-lg border border-gray-300 p-3">
        <div className="flex items-center justify-between">
          <button type="button" aria-label="Previous month" disabled={shown <= min.slice(0, 7)} onClick={() => go((d) => addMonths(d, -1))} className={arrow}>
            <svg viewBox="0 0 24 24" aria-hidden="true" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round"><path d="M15 18l-6-6 6-6" /></svg>
          </button>
          <h3 id={`${id}-month`} aria-live="polite" className="font-semibold">
            {format(month, 'MMMM yyyy')}
          </h3>
          <button type="button" aria-label="Next month" disabled={shown >= max.slice(0, 7)} onClick={() => go((d) => addMonths(d, 1))} className={arrow}>
            <svg viewBox="0 0 24 24" aria-hidden="true" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round"><path d="M9 18l6-6-6-6" /></svg>
          </button>
        </div>
        <table ref={grid} role="grid" aria-labelledby={`${id}-month`} aria-describedby={error ? `${id}-error` : undefined} onKeyDown={onKeyDown} className="mt-2 w-full table-fixed text-center text-sm">
          <thead>
            <tr>
              {WEEKDAYS.map((d) => (
                <th key={d} scope="col" abbr={d} className="pb-1 text-xs font-medium text-gray-600">
                  {d.slice(0, 2)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks(month).map((week, i) => (
              <tr key={i}>
                {week.map((day, j) => {
                  if (!day) return <td key={j} />
                  const key = dayKey(day)
                  const selected = key === value
                  return (
                    <td key={j} aria-selected={selected}>
                      <button
                        type="button"
                        data-day={key}
                        tabIndex={key === focusKey ? 0 : -1}
                        disabled={key < min || key > max}
                        aria-label={fullDate(day)}
                        onClick={() => choose(key)}
                        className={`mx-auto flex h-9 w-9 items-center justify-center rounded-full focus:outline-none focus-visible:ring-2 focus-visible:ring-brand disabled:cursor-not-allowed disabled:text-gray-300 ${
                          selected ? 'bg-brand font-semibold text-brand-ink' : 'text-gray-900 hover:bg-gray-100 disabled:hover:bg-transparent'
                        }`}
                      >
                        {format(day, 'd')}
                      </button>
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-2 text-sm text-gray-700">{value ? `Chosen: ${fullDate(parseISO(value))}` : 'No day chosen yet'}</p>
      </div>
      <FieldError id={id} message={error} />
    </div>
  )
}
