import { useLocation } from 'react-router-dom'
import { CloseIcon } from '~/components/ui/close-icon'
import { useHydrated } from '~/lib/use-hydrated'
import { queryString } from '~/shared/browse-params'
import { useMoneyView } from '~/lib/use-money-view'
import { formatMoney } from '~/shared/format/currency'
import { isVerifiedOnly, LOCATION_PARAMS, placeName } from './filter-rules'
import { amountIn } from './price-inputs'

type Change = Record<string, string | undefined>

interface Chip {
  label: string
  /** The URL keys removing this chip takes away. */
  keys: readonly string[]
  /** Values set again on removal. */
  keep?: Change
}

const clear = (keys: readonly string[]): Change => Object.fromEntries(keys.map((k) => [k, undefined]))
const rooms = (n: string, word: string) => `${n === '6' ? '6+' : n} ${word}${n === '1' ? '' : 's'}`

/** The filters a URL applies beyond the default browse, each a chip (issue 23 item 6). */
export function useActiveChips(search: URLSearchParams): Chip[] {
  const { currency, rates } = useMoneyView()
  const chips: Chip[] = []
  const place = placeName(search)
  if (place) chips.push({ label: place, keys: LOCATION_PARAMS })
  else if (['neighborhood_id', 'area_id', 'axis_id'].some((k) => search.get(k))) chips.push({ label: 'Chosen area', keys: LOCATION_PARAMS })
  else if (search.get('state') && search.get('state') !== 'Lagos') chips.push({ label: search.get('state')!, keys: ['state'] })
  const status = search.get('property_status')
  if (status !== null && status !== 'Completed') chips.push({ label: status === '' ? 'Any status' : status, keys: ['property_status'] })
  const type = search.get('property_sub_type') || search.get('property_type')
  if (type) chips.push({ label: type, keys: ['property_sub_type', 'property_type'] })
  if (search.get('bedrooms')) chips.push({ label: rooms(search.get('bedrooms')!, 'bedroom'), keys: ['bedrooms'] })
  if (search.get('bathrooms')) chips.push({ label: rooms(search.get('bathrooms')!, 'bathroom'), keys: ['bathrooms'] })
  const min = amountIn(search, 'min_amount', currency, rates)
  const max = amountIn(search, 'max_amount', currency, rates)
  if (min !== null) chips.push({ label: `From ${formatMoney(min, currency)}`, keys: ['min_amount'] })
  if (max !== null) chips.push({ label: `Up to ${formatMoney(max, currency)}`, keys: ['max_amount'] })
  if (search.get('currency')) {
    // Without it the API reads amounts as naira: the price range stays the same money.
    const naira = (key: 'min_amount' | 'max_amount') => amountIn(search, key, 'NGN', rates)?.toString()
    chips.push({ label: `Priced in ${search.get('currency')} only`, keys: ['currency'], keep: { min_amount: naira('min_amount'), max_amount: naira('max_amount') } })
  }
  if (isVerifiedOnly(search)) chips.push({ label: 'Verified only', keys: ['verified'] })
  return chips
}

/** The active filters as chips, each removable with its own button; nothing when none applies. */
export function ActiveFilters({ search, onChange }: { search: URLSearchParams; onChange: (c: Change) => void }) {
  const chips = useActiveChips(search)
  const hydrated = useHydrated()
  const { pathname } = useLocation()
  if (chips.length === 0) return null
  const chipClass = 'inline-flex items-center gap-1 rounded-full border border-brand-dark/30 bg-brand-light py-1 pl-3 pr-2 text-sm font-medium text-brand-dark hover:bg-white'
  // Without JavaScript a chip is a link to the same search without it (decision 056).
  const without = (chip: Chip) => {
    const next = new URLSearchParams(search)
    for (const [k, value] of Object.entries({ ...clear([...chip.keys, 'page']), ...chip.keep })) {
      if (value === undefined) next.delete(k)
      else next.set(k, value)
    }
    return `${pathname}${queryString(next)}`
  }
  return (
    <ul aria-label="Active filters" className="mx-auto flex max-w-7xl flex-wrap gap-2 px-4 pb-2">
      {chips.map((chip) => (
        <li key={chip.label}>
          {hydrated ? (
            <button type="button" aria-label={`Remove filter: ${chip.label}`} onClick={() => onChange({ ...clear(chip.keys), ...chip.keep })} className={chipClass}>
              {chip.label}
              <CloseIcon className="h-4 w-4" />
            </button>
          ) : (
            <a href={without(chip)} aria-label={`Remove filter: ${chip.label}`} className={chipClass}>
              {chip.label}
              <CloseIcon className="h-4 w-4" />
            </a>
          )}
        </li>
      ))}
    </ul>
  )
}
