import { useListingPages, useSimilarProperties } from '../api/get-listings-pages'
import { ListingsEmpty, ListingsGrid, ListingsSkeleton } from '../components/listings-grid'
import { InfiniteSentinel } from './infinite-sentinel'

interface ListingsFeedProps {
  query: Record<string, string>
  /** With no exact match, offer similar properties (000 §2 /listings). */
  similarFallback?: boolean
  emptyText?: string
}

/**
 * The infinite grid of one browse query (000 §4): 8 skeletons, the next page when the sentinel is
 * within 200 px and page < pages, and the empty states of 000 §8.
 */
export function ListingsFeed({ query, similarFallback = false, emptyText = 'No listings available at the moment.' }: ListingsFeedProps) {
  const { data: pages, error, isLoading, size, setSize, isValidating } = useListingPages(query)
  const first = pages?.[0]
  const listings = pages?.flatMap((p) => p.data) ?? []
  const last = pages?.at(-1)
  const more = Boolean(last?.metadata && last.metadata.page < last.metadata.pages)
  const noMatch = Boolean(first) && (first?.metadata?.total ?? 0) === 0
  const similar = useSimilarProperties(query, similarFallback && noMatch)

  return (
    <>
      {isLoading && <ListingsSkeleton />}
      {error && !first && <ListingsEmpty title="No listings available!">{error.message}</ListingsEmpty>}
      {listings.length > 0 && <ListingsGrid listings={listings} priority />}
      {more && <InfiniteSentinel disabled={isValidating} onVisible={() => void setSize(size + 1)} />}
      {isValidating && size > 1 && <p className="py-6 text-center text-gray-600">Loading more properties…</p>}
      {noMatch && !similarFallback && <ListingsEmpty title="No listings available!">{emptyText}</ListingsEmpty>}
      {noMatch && similar.data && similar.data.length > 0 && (
        <>
          <ListingsEmpty title="No exact matches, but here are similar properties!">Properties close to what you asked for.</ListingsEmpty>
          <div className="mt-6">
            <ListingsGrid listings={similar.data} />
          </div>
        </>
      )}
      {noMatch && similarFallback && (similar.error || (similar.data && similar.data.length === 0)) && (
        <ListingsEmpty title="No exact matches!">{emptyText}</ListingsEmpty>
      )}
    </>
  )
}
