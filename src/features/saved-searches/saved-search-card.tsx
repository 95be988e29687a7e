import { lazy, Suspense, useState } from 'react'
import { AppLink } from '~/components/ui/app-link'
import { formatNumber } from '~/shared/format/number'
import type { SavedSearch } from '~/shared/types/buyer-tools'
import { useSavedSearchActions } from './api/saved-searches'
import { SearchIcon } from './icons'
import { savedSearchHref } from './search-query'
import { ALERT_TOASTS, DELETE_TOASTS, withToasts } from './search-toasts'
import { ALERT_HINTS, AlertFrequencySelect } from './alert-frequency-select'
import type { AlertFrequency } from '~/shared/schemas/alerts'

const RenameSearchDialog = lazy(() => import('./rename-search-dialog'))

const iconButton = 'rounded-lg p-2 text-gray-700 hover:bg-gray-100 hover:text-gray-900 disabled:opacity-50'

/** One saved search on /saved (000 §2): its title opens it, then edit-title and delete icons. */
export function SavedSearchCard({ search }: { search: SavedSearch }) {
  const { remove, setAlert } = useSavedSearchActions()
  const [editing, setEditing] = useState(false)
  // The choice shows at once; a failed save puts the stored one back.
  const [frequency, setFrequency] = useState<AlertFrequency | null>(null)
  const shown = frequency ?? search.alert_frequency
  const onFrequency = async (next: AlertFrequency) => {
    setFrequency(next)
    await withToasts(ALERT_TOASTS, () => setAlert(search.id, next))
    setFrequency(null)
  }
  const [deleting, setDeleting] = useState(false)
  const href = savedSearchHref(search.query)
  const total = search.total_results
  const onDelete = async () => {
    setDeleting(true)
    // On success the card stays disabled until the refreshed list drops it.
    if (!(await withToasts(DELETE_TOASTS, () => remove(search.id)))) setDeleting(false)
  }
  return (
    <li className="flex items-start justify-between gap-3 rounded-xl border border-gray-200 bg-white p-5">
      <div className="min-w-0">
        <h2 className="break-words text-lg font-semibold">
          <AppLink href={href} className="text-gray-900 hover:text-brand-dark hover:underline">
            {search.label}
          </AppLink>
        </h2>
        <p className="mt-1 text-sm text-gray-600">
          {formatNumber(total)} {total === 1 ? 'property' : 'properties'}
        </p>
        <div className="mt-3">
          <AlertFrequencySelect value={shown} onChange={onFrequency} subject={search.label} />
          <p className="mt-1 text-xs text-gray-600">{ALERT_HINTS[shown]}</p>
        </div>
      </div>
      <div className="flex shrink-0 items-center">
        <AppLink href={href} aria-label={`Open ${search.label}`} className={`${iconButton} md:hidden`}>
          <SearchIcon name="open" />
        </AppLink>
        <button type="button" aria-label={`Edit title of ${search.label}`} onClick={() => setEditing(true)} className={iconButton}>
          <SearchIcon name="edit" />
        </button>
        <button type="button" aria-label={`Delete ${search.label}`} aria-busy={deleting || undefined} disabled={deleting} onClick={onDelete} className={iconButton}>
          <SearchIcon name="delete" />
        </button>
      </div>
      {editing && (
        <Suspense fallback={null}>
          <RenameSearchDialog search={search} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </li>
  )
}
