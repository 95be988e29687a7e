import { useId } from 'react'
import { CATEGORIES } from '~/shared/schemas/catalogue-enums'
import { SORT_OPTIONS, toSortOption } from '~/shared/format/listing-labels'
import { DEFAULT_LISTINGS_QUERY } from '~/shared/marketplace-keys'

const DEFAULT_CATEGORY = DEFAULT_LISTINGS_QUERY.category!

export interface ResultsToolbarProps {
  category: string | undefined
  sortBy: string | undefined
  onChange: (changes: Record<string, string | undefined>) => void
}

interface SortSelectProps {
  sortBy: string | null | undefined
  onChange: (sortBy: string) => void
  /** Other choices than the listing sorts (/transactions); `sortBy` is then taken as it is. */
  options?: readonly { value: string; label: string }[]
}

/** The sort select: by default the listing sorts of 000 §3, lowest_price first. */
export function SortSelect({ sortBy, onChange, options }: SortSelectProps) {
  const sortId = useId()
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={sortId} className="text-sm font-medium text-gray-700">
        Sort by
      </label>
      <select id={sortId} value={options ? (sortBy ?? undefined) : toSortOption(sortBy)} onChange={(e) => onChange(e.target.value)} className="rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm">
        {(options ?? SORT_OPTIONS).map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  )
}

/** For sale (the default, decision 042) / For rent, and the sort select. */
export function ResultsToolbar({ category: asked, sortBy, onChange }: ResultsToolbarProps) {
  const category = asked ?? DEFAULT_CATEGORY
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div role="group" aria-label="Category" className="inline-flex rounded-lg border border-gray-300 p-0.5">
        {CATEGORIES.map((c) => (
          <button
            key={c}
            type="button"
            aria-pressed={category === c}
            // For sale is the default: the URL carries only a departure from it.
            onClick={() => onChange({ category: c === DEFAULT_CATEGORY ? undefined : c })}
            className={`rounded-md px-4 py-1.5 text-sm font-semibold ${category === c ? 'bg-brand-dark text-white' : 'text-gray-800 hover:bg-gray-50'}`}
          >
            {c}
          </button>
        ))}
      </div>
      <SortSelect sortBy={sortBy} onChange={(sort_by) => onChange({ sort_by })} />
    </div>
  )
}
