import { AppLink } from '~/components/ui/app-link'
import { EXCLUSIVE_QUERY, useHomeListings } from './api'
import { CarouselSkeleton, ListingCarousel } from './listing-carousel'

/** Listings only this marketplace carries (is_exclusive=1, 000 §7); hidden when there are none. */
export function ExclusiveListings() {
  const { data, isLoading } = useHomeListings(EXCLUSIVE_QUERY)
  if (!isLoading && (!data || data.data.length === 0)) return null
  return (
    <section aria-labelledby="exclusive-title" className="bg-gray-50">
      <div className="mx-auto max-w-7xl px-4 py-14">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="exclusive-title" className="text-2xl font-bold md:text-3xl">
              Exclusive listings
            </h2>
            <p className="mt-1 text-gray-700">Direct mandates from owners and developers, found nowhere else.</p>
          </div>
          <AppLink href="/listings?is_exclusive=1" className="font-semibold text-brand-dark hover:underline">
            See all exclusives →
          </AppLink>
        </div>
        <div className="mt-6">{data ? <ListingCarousel listings={data.data} label="Exclusive listings" /> : <CarouselSkeleton />}</div>
      </div>
    </section>
  )
}
