import { useMemo } from 'react'
import { useSession } from '~/lib/session'
import { formatNumber } from '~/shared/format/number'
import { browseQuery } from '~/shared/marketplace-keys'
import { SignInPrompt } from '~/features/auth/sign-in-prompt'
import { InfiniteListings, ListingsFeed } from '~/features/listings/browse/listings-feed'
import { SortSelect } from '~/features/listings/browse/results-toolbar'
import { useFilterSearch } from '~/features/listings/browse/use-filter-search'
import { ListingsEmpty } from '~/features/listings/components/listings-grid'
import { FilterBar } from '~/features/listings/filters/filter-bar'
import { FAVOURITES_QUERY, useFavouritePages } from './api/favourites'

/** Under the empty state: the default browse, 8 at a time. */
const EXPLORE_QUERY = browseQuery(new URLSearchParams({ limit: '8' }))

const heading = <h1 className="text-2xl font-bold md:text-3xl">Favourite properties</h1>

function Favourites() {
  const { search, change } = useFilterSearch()
  const pages = useFavouritePages(browseQuery(search, FAVOURITES_QUERY))
  // Favourites are not narrowed by status unless asked: the bar would otherwise show 'Completed'.
  const shown = useMemo(() => {
    const next = new URLSearchParams(search)
    if (!next.has('property_status')) next.set('property_status', '')
    return next
  }, [search])
  const first = pages.data?.[0]
  const total = first?.metadata?.total ?? 0

  return (
    <>
      <FilterBar search={shown} onChange={change} />
      <section className="mx-auto max-w-7xl px-4 py-8 md:py-10">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            {heading}
            {first && (
              <p className="mt-1 text-gray-600" aria-live="polite">
                {formatNumber(total)} {total === 1 ? 'property' : 'properties'}
              </p>
            )}
          </div>
          <SortSelect sortBy={search.get('sort_by')} onChange={(sort_by) => change({ sort_by })} />
        </div>
        <div className="mt-6">
          <InfiniteListings pages={pages} />
          {first && total === 0 && (
            <>
              <ListingsEmpty title="No favourites found!">
                You currently do not have any favourite properties. Explore other properties below to see the ones you like.
              </ListingsEmpty>
              <div className="mt-8">
                <ListingsFeed query={EXPLORE_QUERY} />
              </div>
            </>
          )}
        </div>
      </section>
    </>
  )
}

/** /favorites and /favourites (000 §2): the signed-in person's saved listings; a visitor is asked to sign in. */
export function FavouritesPage() {
  const current = useSession()
  if (current) return <Favourites />
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      {heading}
      <SignInPrompt className="mt-6" title="Sign in to see your favourites" text="The properties you save appear here once you are signed in." />
    </div>
  )
}
