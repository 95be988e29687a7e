import type { ListingDto } from '~/shared/types/listing'
import { ReportListingButton } from '../trust/report-listing-button'
import { VerificationChecklist } from '../trust/verification-checklist'
import { FactList } from './fact-list'
import { ListingAmenities } from './listing-amenities'
import { ListingDescription } from './listing-description'
import { factsTable } from './listing-facts'

/**
 * The listing's record below its basic details: the verification checklist with 'Report this
 * listing', the description with its facts table, and the amenities. Its own chunk, hydrated as it
 * nears the screen (deferredSection, decision 052).
 */
export default function ListingParticulars({ listing }: { listing: ListingDto }) {
  return (
    <div className="space-y-8">
      <VerificationChecklist
        listing={listing}
        footer={
          // A <div>, not a <p>: the dialog opens beside its button, and a <p> may not hold a <dialog>.
          <div className="mt-3 text-sm text-gray-600">
            Something wrong with this listing, or did anyone ask you to pay outside escrow?{' '}
            <ReportListingButton listingId={listing.id} listingTitle={listing.title} data-testid="report-listing-button" className="font-semibold text-gray-800 underline underline-offset-2 hover:text-gray-900">
              Report this listing
            </ReportListingButton>
          </div>
        }
      />
      <section aria-labelledby="description-heading">
        <h2 id="description-heading" className="mb-2 text-xl font-semibold">
          Description
        </h2>
        <ListingDescription text={listing.description} />
        <FactList facts={factsTable(listing)} className="mt-4 rounded-xl border border-gray-200 px-4" />
      </section>
      <ListingAmenities amenities={listing.amenities} />
    </div>
  )
}
