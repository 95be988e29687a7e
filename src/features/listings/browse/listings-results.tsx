import { useSearchParams } from 'react-router-dom'
import { requestAuth } from '~/components/layout/auth-events'
import { useSession } from '~/lib/session'
import { formatNumber } from '~/shared/format/number'
import { browseQuery, useListingPages, useSimilarProperties } from '../api/get-listings-pages'
import { DEFAULT_LISTINGS_QUERY } from '../api/get-listings'
import { ListingsEmpty, ListingsGrid, ListingsSkeleton } from '../components/listings-grid'
import { FilterBar } from '../filters/filter-bar'
import { InfiniteSentinel } from './infinite-sentinel'
import { ResultsToolbar } from './results-toolbar'

const action =
  'rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm font-semibold text-gray-800 hover:bg-gray-50'

/** /listings (000 §2): heading, count, category, sort, infinite grid, and the no-match fallback. */
export function ListingsResults() {
  const [search, setSearch] = useSearchParams()
  const current = useSession()
  const query = browseQuery(search)
  const { data: pages, error, isLoading, size, setSize, isValidating } = useListingPages(query)
  const first = pages?.[0]
  const total = first?.metadata?.total ?? 0
  const listings = pages?.flatMap((p) => p.data) ?? []
  const last = pages?.at(-1)
  const more = Boolean(last?.metadata && last.metadata.page < last.metadata.pages)
  const noMatch = Boolean(first) && total === 0
  const similar = useSimilarProperties(query, noMatch)

  const change = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(search)
    for (const [k, v] of Object.entries(changes)) {
      if (v === undefined) next.delete(k)
      else next.set(k, v)
    }
    next.delete('page')
    setSearch(next)
  }
  const clear = () =>
    setSearch(
      new URLSearchParams({
        state: DEFAULT_LISTINGS_QUERY.state!,
        property_status: DEFAULT_LISTINGS_QUERY.property_status!,
      }),
    )

  return (
    <>
      <FilterBar search={search} onChange={change} />
      <section className="mx-auto max-w-7xl px-4 py-8 md:py-10">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-2xl font-bold md:text-3xl">Here are your properties</h1>
            {first && (
              <p className="mt-1 text-gray-600" aria-live="polite">
                {formatNumber(total)} {total === 1 ? 'property' : 'properties'}
              </p>
            )}
          </div>
          <div className="flex gap-2">
            {/* Saving a search needs an account; the saved-search dialog comes with the buyer tools. */}
            {!current && (
              <button type="button" className={action} onClick={() => requestAuth('signin')}>
                Save search
              </button>
            )}
            <button type="button" className={action} onClick={clear}>
              Clear filter
            </button>
          </div>
        </div>
        <div className="mt-6">
          <ResultsToolbar
            category={search.get('category') ?? undefined}
            sortBy={search.get('sort_by') ?? undefined}
            onChange={change}
          />
        </div>
        <div className="mt-6">
          {isLoading && <ListingsSkeleton />}
          {error && !first && (
            <ListingsEmpty title="No listings available!">{error.message}</ListingsEmpty>
          )}
          {listings.length > 0 && <ListingsGrid listings={listings} priority />}
          {more && (
            <InfiniteSentinel disabled={isValidating} onVisible={() => void setSize(size + 1)} />
          )}
          {isValidating && size > 1 && (
            <p className="py-6 text-center text-gray-600">Loading more properties…</p>
          )}
          {noMatch && similar.data && similar.data.length > 0 && (
            <>
              <ListingsEmpty title="No exact matches, but here are similar properties!">
                Properties close to what you asked for.
              </ListingsEmpty>
              <div className="mt-6">
                <ListingsGrid listings={similar.data} />
              </div>
            </>
          )}
          {noMatch && (similar.error || (similar.data && similar.data.length === 0)) && (
            <ListingsEmpty title="No exact matches!">
              No listings available at the moment.
            </ListingsEmpty>
          )}
        </div>
      </section>
    </>
  )
}
