import type { ListingDto } from '~/shared/types/listing'
import { useSimilarListings } from '../api/get-listing'
import { ListingsGrid, ListingsSkeleton } from '../components/listings-grid'

/** 'Similar properties' at the foot of a listing: its own chunk, hydrated as it nears the screen (decision 052). */
export default function SimilarListings({ listing }: { listing: ListingDto }) {
  const { data: similar, isLoading } = useSimilarListings(listing.id)
  return (
    <section aria-labelledby="similar-heading" className="mt-12">
      <h2 id="similar-heading" className="mb-4 text-xl font-semibold">
        Similar properties
      </h2>
      {isLoading ? <ListingsSkeleton /> : similar && similar.length > 0 ? <ListingsGrid listings={similar.slice(0, 6)} /> : <p className="text-gray-600">Similar properties not found</p>}
    </section>
  )
}
