import { useId, useState, type ReactNode } from 'react'
import { Drawer } from '~/components/ui/drawer'
import { CloseIcon } from '~/components/ui/close-icon'
import { setDisplayCurrency, useDisplayCurrency } from '~/lib/display-currency'
import { CURRENCIES, CURRENCY_SYMBOLS, toCurrency } from '~/shared/format/currency'
import { PROPERTY_TYPES } from '~/shared/schemas/catalogue-enums'
import { BEDROOM_OPTIONS, PROPERTY_STATUS_OPTIONS } from '~/shared/format/listing-labels'
import { useHydrated } from '~/lib/use-hydrated'
import { ActiveFilters } from './active-filters'
import { FILTER_FORM_NAMES, FilterForm, NoJsSubmit } from './filter-form'
import { isVerifiedOnly, locationParams, placeName, typedLocationParams, verifiedParam } from './filter-rules'
import { LocationCombobox } from './location-combobox'
import { PriceInputs } from './price-inputs'

export type FilterChange = Record<string, string | undefined>

const control = 'w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm'

interface SelectProps {
  label: string
  value: string
  onChange: (v: string) => void
  children: ReactNode
  /** The URL parameter it sets: its name in the GET form (decision 056). */
  name?: string
  className?: string
}

function Select({ label, value, onChange, children, name, className }: SelectProps) {
  const id = useId()
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-xs font-semibold uppercase tracking-wide text-gray-600">
        {label}
      </label>
      <select id={id} name={name} value={value} onChange={(e) => onChange(e.target.value)} className={control}>
        {children}
      </select>
    </div>
  )
}

/**
 * 'Verified only' (decision 035): `verified=1`, listings whose four checks all passed; off removes
 * the parameter (nobody asks for "unverified only").
 */
function VerifiedSwitch({ search, onChange }: { search: URLSearchParams; onChange: (c: FilterChange) => void }) {
  const hint = useId()
  const on = isVerifiedOnly(search)
  const tone = on ? 'border-green-700 bg-green-50 font-semibold text-green-900' : 'border-gray-300 bg-white text-gray-800'
  return (
    <div>
      <span aria-hidden="true" className="mb-1 block text-xs font-semibold uppercase tracking-wide text-gray-600">
        Show only
      </span>
      <label className={`flex cursor-pointer items-center gap-2 whitespace-nowrap rounded-lg border px-3 py-2 text-sm ${tone}`}>
        <input
          type="checkbox"
          role="switch"
          name="verified"
          value="1"
          data-testid="verified-filter"
          aria-label="Verified only"
          aria-describedby={hint}
          checked={on}
          onChange={(e) => onChange(verifiedParam(e.target.checked))}
          className="h-4 w-4 accent-green-700"
        />
        Verified
      </label>
      <span id={hint} className="sr-only">
        Listings whose identity, mandate, title and inspection checks all passed
      </span>
    </div>
  )
}

/**
 * Every filter of 000 §2/§5, each in the URL; the value '' means "any". The API's `currency` (a
 * listing's own currency) stays a parameter, shown as a chip when a link carries it.
 */
function Filters({ search, onChange }: { search: URLSearchParams; onChange: (c: FilterChange) => void }) {
  const set = (key: string) => (v: string) => onChange({ [key]: v === '' ? undefined : v })
  // The buyer's currency is how prices read, not which listings show (decision 042).
  const currency = useDisplayCurrency()
  const rooms = (
    <>
      <option value="">Any</option>
      {BEDROOM_OPTIONS.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </>
  )
  return (
    <>
      <LocationCombobox
        key={placeName(search)}
        initial={placeName(search)}
        name="location"
        onPick={(p) => onChange(locationParams(p))}
        onSubmitText={(text) => onChange(typedLocationParams(text))}
      />
      <Select label="Status" name="property_status" value={search.get('property_status') ?? 'Completed'} onChange={(v) => onChange({ property_status: v })}>
        {PROPERTY_STATUS_OPTIONS.map((o) => (
          <option key={o.label} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
      <Select label="Type" name="property_sub_type" value={search.get('property_sub_type') ?? ''} onChange={set('property_sub_type')}>
        <option value="">Any</option>
        {Object.entries(PROPERTY_TYPES).map(([type, subs]) => (
          <optgroup key={type} label={type}>
            {subs.map((sub) => (
              <option key={sub} value={sub}>
                {sub}
              </option>
            ))}
          </optgroup>
        ))}
      </Select>
      <Select label="Bedrooms" name="bedrooms" value={search.get('bedrooms') ?? ''} onChange={set('bedrooms')}>
        {rooms}
      </Select>
      <Select label="Bathrooms" name="bathrooms" value={search.get('bathrooms') ?? ''} onChange={set('bathrooms')}>
        {rooms}
      </Select>
      {/* A choice kept in the browser: it needs the app, so a browser without JavaScript shows naira and no choice. */}
      <Select label="Show prices in" className="js-only" value={currency} onChange={(v) => setDisplayCurrency(toCurrency(v))}>
        {CURRENCIES.map((c) => (
          <option key={c} value={c}>
            {c} ({CURRENCY_SYMBOLS[c]})
          </option>
        ))}
      </Select>
      <PriceInputs key={`${search.get('min_amount')}-${search.get('max_amount')}-${search.get('currency')}-${currency}`} search={search} onChange={onChange} />
      <VerifiedSwitch search={search} onChange={onChange} />
    </>
  )
}

const filtersButton = 'rounded-lg border border-gray-300 px-4 py-2 text-sm font-semibold'

/**
 * Under 768 px without JavaScript (decision 056): the Filters button opens the same filters in
 * place (a <details>), sent with 'Show results'. The app draws its own button and sheet instead.
 */
function NoJsSheet({ search, onChange }: { search: URLSearchParams; onChange: (c: FilterChange) => void }) {
  return (
    <details className="md:hidden">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 px-4 py-2 [&::-webkit-details-marker]:hidden">
        <span className="text-sm text-gray-700">Filter properties</span>
        <span className={filtersButton}>Filters</span>
      </summary>
      <FilterForm search={search} own={FILTER_FORM_NAMES} className="space-y-4 px-4 pb-4">
        <Filters search={search} onChange={onChange} />
        <NoJsSubmit className="w-full py-3">Show results</NoJsSubmit>
      </FilterForm>
    </details>
  )
}

/**
 * The sticky filter bar; under 768 px the filters open in a sheet. `action` (the /transactions
 * Search button) ends the bar. Its controls are a GET form that works without JavaScript.
 */
export function FilterBar({ search, onChange, action }: { search: URLSearchParams; onChange: (c: FilterChange) => void; action?: ReactNode }) {
  const [sheet, setSheet] = useState(false)
  const hydrated = useHydrated()
  // One row from 1280 px; below, eight or nine filters in one row cut their values ('Complet…'): two rows.
  const columns = action ? 'lg:grid-cols-5 xl:grid-cols-[1.4fr_1fr_1fr_0.7fr_0.7fr_1fr_1.8fr_auto_auto]' : 'lg:grid-cols-5 xl:grid-cols-[1.4fr_1fr_1fr_0.7fr_0.7fr_1fr_1.8fr_auto]'
  return (
    <div className="filter-bar sticky top-16 z-30 border-b border-gray-200 bg-white/95 backdrop-blur">
      <FilterForm search={search} own={FILTER_FORM_NAMES} className={`mx-auto hidden max-w-7xl grid-cols-4 items-end gap-3 px-4 py-3 md:grid ${columns}`}>
        <Filters search={search} onChange={onChange} />
        {action}
        <NoJsSubmit>Show results</NoJsSubmit>
      </FilterForm>
      {hydrated ? (
        <div className="flex items-center justify-between gap-2 px-4 py-2 md:hidden">
          <span className="text-sm text-gray-700">Filter properties</span>
          <div className="flex gap-2">
            <button type="button" onClick={() => setSheet(true)} className={filtersButton}>
              Filters
            </button>
            {action}
          </div>
        </div>
      ) : (
        <NoJsSheet search={search} onChange={onChange} />
      )}
      <ActiveFilters search={search} onChange={onChange} />
      <Drawer open={sheet} onClose={() => setSheet(false)} label="Filters">
        <div className="space-y-4 overflow-y-auto p-5">
          <div className="flex items-center justify-between">
            <h2 className="text-lg font-bold">Filters</h2>
            <button type="button" aria-label="Close filters" onClick={() => setSheet(false)} className="rounded-full p-1.5 text-gray-700 hover:bg-gray-100">
              <CloseIcon />
            </button>
          </div>
          <Filters search={search} onChange={onChange} />
          <button type="button" onClick={() => setSheet(false)} className="w-full rounded-lg bg-brand px-4 py-3 font-semibold text-brand-ink">
            Show results
          </button>
        </div>
      </Drawer>
    </div>
  )
}
