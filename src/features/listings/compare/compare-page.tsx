import { useEffect } from 'react'
import { AppLink, useNavigateTo } from '~/components/ui/app-link'
import { useTenant } from '~/lib/tenant'
import { resolveCostRates } from '~/shared/trust/cost-rates'
import type { ListingDto } from '~/shared/types/listing'
import { useComparedListings } from '../api/get-compared-listings'
import { copyText } from '~/lib/share/copy-text'
import { shareLinks } from '~/lib/share/share-links'
import { ListingsEmpty } from '../components/listings-grid'
import { compareHref, MAX_COMPARE, parseCompareIds, setCompare } from './compare-list'
import { compareRows } from './compare-rows'

const browse = '/listings?state=Lagos&property_status=Completed'
const button = 'rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm font-semibold text-gray-800 hover:bg-gray-50'

function Empty({ invalid }: { invalid: number }) {
  return (
    <div className="mx-auto max-w-xl py-10">
      <h1 className="mb-4 text-2xl font-bold">Compare listings</h1>
      <ListingsEmpty title={invalid ? 'This link names no listing we know' : 'Nothing to compare yet'}>
        Choose up to {MAX_COMPARE} listings with ‘Add to compare’ on their cards, then open Compare.{' '}
        <AppLink href={browse} className="font-semibold text-brand-dark underline underline-offset-2">
          Browse properties
        </AppLink>
      </ListingsEmpty>
    </div>
  )
}

function Table({ listings, onRemove }: { listings: (ListingDto | null)[]; onRemove: (index: number) => void }) {
  const tenant = useTenant()
  const rows = compareRows(resolveCostRates(tenant.cost_rates))
  const cell = 'border-b border-gray-100 px-2 py-2.5 text-left text-sm text-gray-900'
  return (
    <table className="w-full table-fixed">
      <caption className="sr-only">Listings side by side</caption>
      <thead>
        <tr>
          {listings.map((l, i) => (
            <th key={i} scope="col" className="px-2 pb-2 text-left text-sm font-semibold">
              {l ? (
                <AppLink href={`/listings/${l.id}/${l.slug}`} className="hover:underline">
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
          // Each row's name above its values, so three or four listings fit side by side at 390 px.
          <tr key={`${r.label}-label`}>
            <th scope="colgroup" colSpan={listings.length} className="bg-gray-50 px-2 py-1 text-left text-xs font-semibold uppercase tracking-wide text-gray-600">
              {r.label}
            </th>
          </tr>,
          <tr key={r.label}>
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
    <div className="mx-auto max-w-7xl px-4 py-6 md:py-8">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold md:text-3xl">Compare listings</h1>
        <div className="flex gap-2">
          <a href={shareLinks(url, 'Listings I am comparing').find((s) => s.network === 'whatsapp')!.href} target="_blank" rel="noopener noreferrer" className={button}>
            Send on WhatsApp
          </a>
          <button type="button" onClick={() => void copyText(url)} className={button}>
            Copy link
          </button>
        </div>
      </div>
      {invalid > 0 && (
        <p role="status" className="mb-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {invalid === 1 ? 'One entry' : `${invalid} entries`} in this link {invalid === 1 ? 'was' : 'were'} not a listing, or past the {MAX_COMPARE} that fit, and {invalid === 1 ? 'was' : 'were'} left out.
        </p>
      )}
      {error ? (
        <p className="text-gray-700">The listings could not be loaded. Try again in a moment.</p>
      ) : !data ? (
        <div aria-busy="true" aria-label="Loading the listings" className="h-64 animate-pulse rounded-xl bg-gray-100" />
      ) : data.every((l) => l === null) ? (
        <Empty invalid={ids.length} />
      ) : (
        <Table listings={data} onRemove={remove} />
      )}
      <p className="mt-4 text-xs text-gray-600">Prices are asking prices. The all-in cost uses this site’s usual rates; a listing’s own page lets you change them.</p>
    </div>
  )
}
