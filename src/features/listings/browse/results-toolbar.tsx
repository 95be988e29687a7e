import { useId } from 'react'
import { CATEGORIES } from '~/shared/schemas/catalogue-enums'
import { SORT_OPTIONS, toSortOption } from '~/shared/format/listing-labels'
import { DEFAULT_LISTINGS_QUERY } from '~/shared/marketplace-keys'
import { useHydrated } from '~/lib/use-hydrated'
import { FilterForm, NoJsSubmit, TOOLBAR_NAMES } from '../filters/filter-form'

const DEFAULT_CATEGORY = DEFAULT_LISTINGS_QUERY.category!

export interface ResultsToolbarProps {
  /** The URL's search: without JavaScript the toolbar is a GET form carrying it (decision 056). */
  search: URLSearchParams
  category: string | undefined
  sortBy: string | undefined
  onChange: (changes: Record<string, string | undefined>) => void
}

interface SortSelectProps {
  sortBy: string | null | undefined
  onChange: (sortBy: string) => void
  /** Other choices than the listing sorts (/transactions); `sortBy` is then taken as it is. */
  options?: readonly { value: string; label: string }[]
  /** Its name in a GET form. */
  name?: string
}

/** The sort select: by default the listing sorts of 000 §3, lowest_price first. */
export function SortSelect({ sortBy, onChange, options, name }: SortSelectProps) {
  const sortId = useId()
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={sortId} className="text-sm font-medium text-gray-700">
        Sort by
      </label>
      <select id={sortId} name={name} value={options ? (sortBy ?? undefined) : toSortOption(sortBy)} onChange={(e) => onChange(e.target.value)} className="rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm">
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
export function ResultsToolbar({ search, category: asked, sortBy, onChange }: ResultsToolbarProps) {
  const category = asked ?? DEFAULT_CATEGORY
  // Without JavaScript each category is a submit button of the form, sending its own value.
  const hydrated = useHydrated()
  return (
    <FilterForm search={search} own={TOOLBAR_NAMES} className="flex flex-wrap items-center justify-between gap-3">
      <div role="group" aria-label="Category" className="inline-flex rounded-lg border border-gray-300 p-0.5">
        {CATEGORIES.map((c) => (
          <button
            key={c}
            type={hydrated ? 'button' : 'submit'}
            name="category"
            value={c}
            aria-pressed={category === c}
            // For sale is the default: the URL carries only a departure from it.
            onClick={() => onChange({ category: c === DEFAULT_CATEGORY ? undefined : c })}
            className={`rounded-md px-4 py-1.5 text-sm font-semibold ${category === c ? 'bg-brand-dark text-white' : 'text-gray-800 hover:bg-gray-50'}`}
          >
            {c}
          </button>
        ))}
      </div>
      <div className="flex items-center gap-2">
        <SortSelect name="sort_by" sortBy={sortBy} onChange={(sort_by) => onChange({ sort_by })} />
        <NoJsSubmit>Sort</NoJsSubmit>
      </div>
    </FilterForm>
  )
}
