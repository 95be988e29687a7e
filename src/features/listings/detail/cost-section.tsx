import { lazy } from 'react'
import { NearScreen } from '~/components/ui/near-screen'
import type { ListingDto } from '~/shared/types/listing'

// The calculator (rates, sources, the integer arithmetic) is fetched as its section nears the screen.
const CostCalculator = lazy(() => import('./cost-calculator'))

/** 'What it really costs' on a listing for sale (issue 11): the heading is in the page, the rest on demand. */
export function CostSection({ listing }: { listing: ListingDto }) {
  if (listing.category !== 'For sale') return null
  return (
    <section id="costs" aria-labelledby="costs-heading" className="scroll-mt-24">
      <h2 id="costs-heading" className="mb-1 text-xl font-semibold">
        What it really costs
      </h2>
      <p className="mb-4 text-gray-700">The price, the fees on top of it and title perfection, each with its rate and where the rate comes from.</p>
      <NearScreen minHeight={720}>
        <CostCalculator listing={listing} />
      </NearScreen>
    </section>
  )
}
