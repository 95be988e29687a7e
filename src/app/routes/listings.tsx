import { useSearchParams } from 'react-router-dom'
import { useListings } from '~/features/listings/api/get-listings'
import { ListingsEmpty, ListingsGrid, ListingsSkeleton } from '~/features/listings/components/listings-grid'
import { formatNumber } from '~/shared/format/number'

/** /listings: search results for the URL's filters (the filter bar and infinite scroll come next). */
export function Component() {
  const [search] = useSearchParams()
  const { data, error, isLoading } = useListings(search)
  const total = data?.metadata?.total ?? 0
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-2xl font-bold md:text-3xl">Here are your properties</h1>
      {data && (
        <p className="mt-1 text-gray-600">
          {formatNumber(total)} {total === 1 ? 'property' : 'properties'}
        </p>
      )}
      <div className="mt-8">
        {isLoading && <ListingsSkeleton />}
        {error && <ListingsEmpty title="No listings available!">{error.message}</ListingsEmpty>}
        {data && total === 0 && <ListingsEmpty title="No listings available!">No listings available at the moment.</ListingsEmpty>}
        {data && total > 0 && <ListingsGrid listings={data.data} />}
      </div>
    </section>
  )
}
