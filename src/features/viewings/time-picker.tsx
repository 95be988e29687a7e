import { useId } from 'react'
import { PERIODS } from './lagos-time'

export interface TimeValue {
  hour: string
  minute: string
  period: string
}

const HOURS = Array.from({ length: 12 }, (_, i) => String(i + 1))
const MINUTES = Array.from({ length: 60 }, (_, i) => String(i))
const select = 'block w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-base text-gray-900 focus:outline-none focus:ring-2 focus:ring-brand'

/** 000 §5: the time as hour 1–12, minute 0–59 and AM/PM, in Lagos time. */
export function TimePicker({ value, onChange }: { value: TimeValue; onChange: (name: keyof TimeValue, value: string) => void }) {
  const id = useId()
  const part = (name: keyof TimeValue, label: string, options: readonly string[], show: (o: string) => string = (o) => o) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="mb-1 block text-xs font-medium text-gray-700">
        {label}
      </label>
      <select id={`${id}-${name}`} value={value[name]} onChange={(e) => onChange(name, e.target.value)} className={select}>
        {options.map((o) => (
          <option key={o} value={o}>
            {show(o)}
          </option>
        ))}
      </select>
    </div>
  )
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-gray-800">Time (Lagos)</legend>
      <div className="grid grid-cols-3 gap-2">
        {part('hour', 'Hour', HOURS)}
        {part('minute', 'Minute', MINUTES, (m) => m.padStart(2, '0'))}
        {part('period', 'AM/PM', PERIODS)}
      </div>
    </fieldset>
  )
}
