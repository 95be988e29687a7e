import { useId } from 'react'
import { slotLabel, VIEWING_SLOTS } from '~/shared/transactions/viewing-slots'

export interface TimeValue {
  hour: string
  minute: string
  period: string
}

const select = 'block w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-base text-gray-900 focus:outline-none focus:ring-2 focus:ring-brand'

/** '14:30' ↔ hour 2, minute 30, PM: the form keeps 000 §5's three parts. */
const toParts = (slot: string): TimeValue => {
  const [h, m] = slot.split(':').map(Number) as [number, number]
  return { hour: String(((h + 11) % 12) + 1), minute: String(m), period: h < 12 ? 'AM' : 'PM' }
}
const toSlot = ({ hour, minute, period }: TimeValue) =>
  `${String((Number(hour) % 12) + (period === 'PM' ? 12 : 0)).padStart(2, '0')}:${String(Number(minute)).padStart(2, '0')}`

/**
 * The time of a viewing, Lagos time: only the slots a viewing can take (decision 043: every 30
 * minutes from 9:00 AM to 4:30 PM), where 000 §5 allowed any minute of any hour.
 */
export function TimePicker({ value, onChange }: { value: TimeValue; onChange: (name: keyof TimeValue, value: string) => void }) {
  const id = useId()
  const current = toSlot(value)
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-800">
        Time (Lagos)
      </label>
      <select
        id={id}
        value={VIEWING_SLOTS.includes(current) ? current : ''}
        onChange={(e) => {
          const parts = toParts(e.target.value)
          for (const name of ['hour', 'minute', 'period'] as const) onChange(name, parts[name])
        }}
        aria-describedby={`${id}-hint`}
        className={select}
      >
        {!VIEWING_SLOTS.includes(current) && <option value="">Choose a time</option>}
        {VIEWING_SLOTS.map((slot) => (
          <option key={slot} value={slot}>
            {slotLabel(slot)}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600">
        Viewings run Monday to Saturday, every 30 minutes from 9:00 AM; each takes about 30 minutes.
      </p>
    </div>
  )
}
