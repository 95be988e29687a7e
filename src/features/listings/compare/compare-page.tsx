import { useEffect } from 'react'
import { AppLink, useNavigateTo } from '~/components/ui/app-link'
import { useTenant } from '~/lib/tenant'
import { resolveCostRates } from '~/shared/trust/cost-rates'
import type { ListingDto } from '~/shared/types/listing'
import { useComparedListings } from '../api/get-compared-listings'
import { ShareButton } from '../components/share-button'
import { compareHref, MAX_COMPARE, parseCompareIds, setCompare } from './compare-list'
import { compareRows } from './compare-rows'

const browse = '/listings?state=Lagos&property_status=Completed'

function Empty({ invalid }: { invalid: number }) {
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <h1 className="text-2xl font-bold">Nothing to compare yet</h1>
      <p className="mt-2 text-gray-700">
        {invalid ? 'This link names no listing we know. ' : ''}Choose up to {MAX_COMPARE} listings with ‘Add to compare’ on their cards, then open Compare.
      </p>
      <AppLink href={browse} className="mt-6 inline-block rounded-lg bg-brand px-5 py-2.5 font-semibold text-brand-ink">
        Browse properties
      </AppLink>
    </div>
  )
}

function Table({ listings, onRemove }: { listings: (ListingDto | null)[]; onRemove: (index: number) => void }) {
  const tenant = useTenant()
  const rows = compareRows(resolveCostRates(tenant.cost_rates))
  const n = listings.length
  const cell = 'border-b border-gray-100 px-2 py-2.5 align-top text-sm text-gray-900 md:px-3'
  return (
    <table className="w-full table-fixed border-collapse">
      <caption className="sr-only">Listings side by side</caption>
      <thead>
        <tr>
          <td className="hidden w-40 md:table-cell" />
          {listings.map((l, i) => (
            <th key={i} scope="col" className="px-2 pb-3 text-left align-top text-sm font-semibold md:px-3">
              {l ? (
                <AppLink href={`/listings/${l.id}/${l.slug}`} className="line-clamp-3 hover:underline">
                  {l.title}
                </AppLink>
              ) : (
                <span className="text-gray-600">Listing not found</span>
              )}
              <button type="button" onClick={() => onRemove(i)} className="mt-1 block text-xs font-medium text-gray-600 underline underline-offset-2 hover:text-gray-900">
                Remove
              </button>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => [
          // Under 768 px the row's name sits above its values, so three or four columns fit 390 px.
          <tr key={`${r.label}-label`} className="md:hidden">
            <th scope="colgroup" colSpan={n} className="bg-gray-50 px-2 py-1 text-left text-xs font-semibold uppercase tracking-wide text-gray-600">
              {r.label}
            </th>
          </tr>,
          <tr key={r.label}>
            <th scope="row" className={`${cell} hidden text-left font-medium text-gray-600 md:table-cell`}>
              {r.label}
            </th>
            {listings.map((l, i) => (
              <td key={i} className={cell}>
                {l ? r.cell(l) : '—'}
              </td>
            ))}
          </tr>,
        ])}
      </tbody>
    </table>
  )
}

/** /compare?ids=…: up to 4 listings side by side (issue 25), the choice kept in the address to share. */
export function ComparePage({ idsParam }: { idsParam: string | null }) {
  const navigate = useNavigateTo()
  const { ids, invalid } = parseCompareIds(idsParam)
  const { data, error } = useComparedListings(ids)
  const key = ids.join(',')
  // The page's listings become this browser's choice, so cards and the tray agree with it.
  useEffect(() => {
    if (key) setCompare(key.split(',').map(Number))
  }, [key])
  if (!ids.length) return <Empty invalid={invalid} />
  const url = typeof window === 'undefined' ? compareHref(ids) : `${window.location.origin}${compareHref(ids)}`
  const remove = (i: number) => {
    const rest = ids.filter((_, k) => k !== i)
    setCompare(rest)
    navigate(rest.length ? compareHref(rest) : '/compare')
  }
  return (
    <div className="mx-auto max-w-7xl px-2 py-6 md:px-4 md:py-8">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3 px-2 md:px-0">
        <h1 className="text-2xl font-bold md:text-3xl">Compare listings</h1>
        <ShareButton url={url} text="Listings I am comparing" className="inline-flex items-center gap-1.5 rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm font-semibold text-gray-800 hover:bg-gray-50" />
      </div>
      {invalid > 0 && (
        <p role="status" className="mx-2 mb-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 md:mx-0">
          {invalid === 1 ? 'One entry' : `${invalid} entries`} in this link {invalid === 1 ? 'was' : 'were'} not a listing, or past the {MAX_COMPARE} that fit, and {invalid === 1 ? 'was' : 'were'} left out.
        </p>
      )}
      {error ? (
        <p className="px-2 text-gray-700">The listings could not be loaded. Try again in a moment.</p>
      ) : !data ? (
        <div aria-busy="true" aria-label="Loading the listings" className="h-96 animate-pulse rounded-xl bg-gray-100" />
      ) : data.every((l) => l === null) ? (
        <Empty invalid={ids.length} />
      ) : (
        <Table listings={data} onRemove={remove} />
      )}
      <p className="mt-4 px-2 text-xs text-gray-600 md:px-0">Prices are asking prices. The all-in cost uses this site’s usual rates; a listing’s own page lets you change them.</p>
    </div>
  )
}
