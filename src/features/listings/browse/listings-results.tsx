import { RateNote } from '~/components/ui/rate-note'
import { SaveSearchButton } from '~/features/saved-searches/save-search-button'
import { formatNumber } from '~/shared/format/number'
import { browseQuery, DEFAULT_LISTINGS_QUERY } from '~/shared/marketplace-keys'
import { pageParam, pageSearch, queryString } from '~/shared/browse-params'
import { useHydrated } from '~/lib/use-hydrated'
import { useListingPages } from '../api/get-listings-pages'
import { FilterBar } from '../filters/filter-bar'
import { ListingsFeed } from './listings-feed'
import { ResultsToolbar } from './results-toolbar'
import { useFilterSearch } from './use-filter-search'

const action =
  'rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm font-semibold text-gray-800 hover:bg-gray-50'

/** /listings (000 §2): heading, count, category, sort, infinite grid, and the no-match fallback. */
export function ListingsResults() {
  const { search, setSearch, change } = useFilterSearch()
  const query = browseQuery(search)
  const start = pageParam(search)
  const { data: pages } = useListingPages(query, start)
  const first = pages?.[0]
  const total = first?.metadata?.total ?? 0
  const cleared = new URLSearchParams({
    state: DEFAULT_LISTINGS_QUERY.state!,
    property_status: DEFAULT_LISTINGS_QUERY.property_status!,
  })
  const clear = () => setSearch(cleared)
  // Without JavaScript, Clear filter is a link to the same place (decision 056).
  const hydrated = useHydrated()

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
            <RateNote className="mt-1 text-sm text-gray-600" />
          </div>
          <div className="flex gap-2">
            <SaveSearchButton query={query} total={total} className={action} />
            {hydrated ? (
              <button type="button" className={action} onClick={clear}>
                Clear filter
              </button>
            ) : (
              <a href={`/listings?${cleared}`} className={action}>
                Clear filter
              </a>
            )}
          </div>
        </div>
        <div className="mt-6">
          <ResultsToolbar
            search={search}
            category={search.get('category') ?? undefined}
            sortBy={search.get('sort_by') ?? undefined}
            onChange={change}
          />
        </div>
        <div className="mt-6">
          <ListingsFeed query={query} similarFallback start={start} pageHref={(p) => `/listings${queryString(pageSearch(search, p))}`} />
        </div>
      </section>
    </>
  )
}
