import { useId } from 'react'
import { ALERT_FREQUENCIES, ALERT_FREQUENCY_LABELS, type AlertFrequency } from '~/shared/schemas/alerts'

export interface AlertFrequencySelectProps {
  value: AlertFrequency
  onChange: (value: AlertFrequency) => void
  /** What the alert is about, for the accessible name: 'E-mail alerts for Lekki flats'. */
  subject?: string
  disabled?: boolean
}

/** How often e-mails come (decision 047): a native select, at home with every screen reader and phone. */
export function AlertFrequencySelect({ value, onChange, subject, disabled }: AlertFrequencySelectProps) {
  const id = useId()
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <label htmlFor={id} className="whitespace-nowrap text-gray-700">
        E-mail alerts<span className="sr-only">{subject ? ` for ${subject}` : ''}</span>
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value as AlertFrequency)}
        className="rounded-lg border border-gray-300 bg-white py-1.5 pl-2 pr-8 text-sm text-gray-900 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30 disabled:opacity-60"
      >
        {ALERT_FREQUENCIES.map((f) => (
          <option key={f} value={f}>
            {ALERT_FREQUENCY_LABELS[f]}
          </option>
        ))}
      </select>
    </div>
  )
}

/** What each choice means, under the select. */
export const ALERT_HINTS: Record<AlertFrequency, string> = {
  instant: 'As new listings appear, at most one e-mail every 6 hours.',
  daily: 'At 7:00 in your time zone, when there is something new.',
  weekly: 'Mondays at 7:00 in your time zone, when there is something new.',
  off: 'No e-mails for this search.',
}

/** The browser's IANA zone ('Europe/London'), sent when saving; the server defaults to Africa/Lagos. */
export const browserTimeZone = (): string | undefined => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined
  } catch {
    return undefined
  }
}
