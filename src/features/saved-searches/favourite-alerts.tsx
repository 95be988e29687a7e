import { useState } from 'react'
import type { AlertFrequency } from '~/shared/schemas/alerts'
import { useAlertSettings } from './api/alert-settings'
import { AlertFrequencySelect } from './alert-frequency-select'
import { ALERT_TOASTS, withToasts } from './search-toasts'

const HINTS: Record<AlertFrequency, string> = {
  instant: 'A price drop, a sale or letting, or a return to the market, at most one e-mail every 6 hours.',
  daily: 'Price drops, sales and returns to the market, at 7:00 in your time zone.',
  weekly: 'Price drops, sales and returns to the market, Mondays at 7:00 in your time zone.',
  off: 'No e-mails about your favourites.',
}

/** The favourites' alert on /saved: one setting for every favourite property. */
export function FavouriteAlerts() {
  const { data, update } = useAlertSettings()
  const [pending, setPending] = useState<AlertFrequency | null>(null)
  if (!data) return null
  const shown = pending ?? data.favourites_frequency
  const onChange = async (next: AlertFrequency) => {
    setPending(next)
    await withToasts(ALERT_TOASTS, () => update({ favourites_frequency: next }))
    setPending(null)
  }
  return (
    <section aria-labelledby="favourite-alerts" className="mt-8 rounded-xl border border-gray-200 bg-white p-5">
      <h2 id="favourite-alerts" className="text-lg font-semibold">
        Favourite properties
      </h2>
      <div className="mt-2">
        <AlertFrequencySelect value={shown} onChange={onChange} subject="favourite properties" />
        <p className="mt-1 text-xs text-gray-600">
          {HINTS[shown]} Times follow {data.time_zone.replace(/_/g, ' ')}.
        </p>
      </div>
    </section>
  )
}
