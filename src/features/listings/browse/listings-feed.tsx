import type { ListingDto } from '~/shared/types/listing'
import type { ListingsMetadata } from '../api/get-listings'
import { useListingPages, useSimilarProperties } from '../api/get-listings-pages'
import { ListingsEmpty, ListingsGrid, ListingsSkeleton } from '../components/listings-grid'
import { DidYouMean } from './did-you-mean'
import { InfiniteSentinel } from './infinite-sentinel'
import { ResultsPager } from './results-pager'

/** What useSWRInfinite gives for a paged listings answer (listings-search, GET /favourite). */
export interface ListingPages {
  data?: { data: ListingDto[]; metadata?: ListingsMetadata }[]
  error?: Error
  isLoading: boolean
  isValidating: boolean
  size: number
  setSize: (size: number) => unknown
}

/**
 * The infinite grid of pages asked for (000 §4): 8 skeletons, the next page when the sentinel is
 * within 200 px and page < pages, and the error when nothing could be had.
 */
export function InfiniteListings({ pages: { data: pages, error, isLoading, size, setSize, isValidating } }: { pages: ListingPages }) {
  const listings = pages?.flatMap((p) => p.data) ?? []
  const last = pages?.at(-1)
  const more = Boolean(last?.metadata && last.metadata.page < last.metadata.pages)
  return (
    <>
      {/* Not while pages are shown: a painted page revalidates on mount with its cards in place (decision 053). */}
      {isLoading && !pages && <ListingsSkeleton />}
      {error && !pages?.[0] && <ListingsEmpty title="No listings available!">{error.message}</ListingsEmpty>}
      {listings.length > 0 && <ListingsGrid listings={listings} priority />}
      {more && <InfiniteSentinel disabled={isValidating} onVisible={() => void setSize(size + 1)} />}
      {/* Only a page not there yet: a refetch of the loaded ones (after a heart) is silent. */}
      {isValidating && (pages?.length ?? 0) < size && size > 1 && <p className="py-6 text-center text-gray-600">Loading more properties…</p>}
    </>
  )
}

interface ListingsFeedProps {
  query: Record<string, string>
  /** With no exact match, offer similar properties (000 §2 /listings). */
  similarFallback?: boolean
  emptyText?: string
  /** The URL's page (decision 056): the infinite list starts there. */
  start?: number
  /** The address of another results page; with it, numbered pages follow the list. */
  pageHref?: (page: number) => string
}

/** The infinite grid of one browse query, with the empty states of 000 §8. */
export function ListingsFeed({ query, similarFallback = false, emptyText = 'No listings available at the moment.', start = 1, pageHref }: ListingsFeedProps) {
  const pages = useListingPages(query, start)
  const first = pages.data?.[0]
  const last = pages.data?.at(-1)?.metadata
  const noMatch = Boolean(first) && (first?.metadata?.total ?? 0) === 0
  const similar = useSimilarProperties(query, similarFallback && noMatch)

  return (
    <>
      {noMatch && query.location && <DidYouMean query={query} />}
      <InfiniteListings pages={pages} />
      {pageHref && last && <ResultsPager first={start} last={last.page} pages={last.pages} href={pageHref} />}
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
