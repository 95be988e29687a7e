import { useId } from 'react'
import { CATEGORIES } from '~/shared/schemas/catalogue-enums'
import { SORT_OPTIONS, toSortOption } from '~/shared/format/listing-labels'

export interface ResultsToolbarProps {
  category: string | undefined
  sortBy: string | undefined
  onChange: (changes: Record<string, string | undefined>) => void
}

/** For sale / For rent and the sort select (default lowest_price, labels of 000 §3). */
export function ResultsToolbar({ category, sortBy, onChange }: ResultsToolbarProps) {
  const sortId = useId()
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div role="group" aria-label="Category" className="inline-flex rounded-lg border border-gray-300 p-0.5">
        {CATEGORIES.map((c) => (
          <button
            key={c}
            type="button"
            aria-pressed={category === c}
            // Pressing the chosen category again shows both (no category is the default browse).
            onClick={() => onChange({ category: category === c ? undefined : c })}
            className={`rounded-md px-4 py-1.5 text-sm font-semibold ${category === c ? 'bg-brand-dark text-white' : 'text-gray-800 hover:bg-gray-50'}`}
          >
            {c}
          </button>
        ))}
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={sortId} className="text-sm font-medium text-gray-700">
          Sort by
        </label>
        <select id={sortId} value={toSortOption(sortBy)} onChange={(e) => onChange({ sort_by: e.target.value })} className="rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm">
          {SORT_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  )
}
