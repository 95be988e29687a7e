import { formatNumber } from '~/shared/format/number'
import { useSavedSearchActions } from './api/saved-searches'
import { suggestTitle, toSavedQuery } from './search-query'
import { SAVE_TOASTS, withToasts } from './search-toasts'
import { TitleDialog } from './title-dialog'
import { useState } from 'react'
import { DEFAULT_SEARCH_FREQUENCY, type AlertFrequency } from '~/shared/schemas/alerts'
import { ALERT_HINTS, AlertFrequencySelect, browserTimeZone } from './alert-frequency-select'

export interface SaveSearchDialogProps {
  /** The query /listings is showing (browseQuery of its URL). */
  query: Readonly<Record<string, string>>
  /** metadata.total of that query. */
  total: number
  onClose: () => void
}

/** 'Save this search' (000 §5): fetched on the click that opens it, off the /listings budget. */
export default function SaveSearchDialog({ query, total, onClose }: SaveSearchDialogProps) {
  const { save } = useSavedSearchActions()
  const [frequency, setFrequency] = useState<AlertFrequency>(DEFAULT_SEARCH_FREQUENCY)
  const submit = async (label: string) => {
    const body = { label, query: toSavedQuery(query), total_results: total, alert_frequency: frequency, time_zone: browserTimeZone() }
    if (await withToasts(SAVE_TOASTS, () => save(body))) onClose()
  }
  return (
    <TitleDialog heading="Save this search" initial={suggestTitle(query)} submitLabel="Save" onSubmit={submit} onClose={onClose}>
      <p className="mt-1 text-sm text-gray-700">
        {formatNumber(total)} {total === 1 ? 'property matches' : 'properties match'} these filters today. Find the search again under Saved searches.
      </p>
      <div className="mt-4">
        <AlertFrequencySelect value={frequency} onChange={setFrequency} />
        <p className="mt-1 text-xs text-gray-600">{ALERT_HINTS[frequency]}</p>
      </div>
    </TitleDialog>
  )
}
