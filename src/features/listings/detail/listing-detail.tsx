import { lazy, useEffect } from 'react'
import { AppLink, useNavigateTo } from '~/components/ui/app-link'
import { deferredSection } from '~/components/ui/deferred-section'
import { NearScreen } from '~/components/ui/near-screen'
import { useTenant } from '~/lib/tenant'
import { listedPrice } from '~/shared/format/listing-price'
import { RateNote } from '~/components/ui/rate-note'
import { listingBadges } from '~/shared/format/listing-labels'
import type { ListingDto } from '~/shared/types/listing'
import { useListing, type ListingRef } from '../api/get-listing'
import { SaveButton } from '../components/save-button'
import { ShareButton } from '../components/share-button'
import { useListingPrice } from '../components/use-listing-price'
import { useListingUrl } from './use-listing-url'
import { AvailabilityBanner, isTaken, ListingTrustLine } from '../trust/listing-status'
import { BookInspection } from './book-inspection'
import { goBack } from './go-back'
import { CostSection } from './cost-section'
import { EscrowNotice } from '~/components/trust/escrow-notice'
import { FactList } from './fact-list'
import { basicFacts } from './listing-facts'
import { ListingGallery } from './listing-gallery'
import { RealtorCard } from './realtor-card'

// The enquiry form (and its phone rule) is fetched as it nears the screen.
const EnquiryForm = lazy(() => import('../enquiry/enquiry-form'))
// The price history and context (issue 25), and its care flag by the escrow warning: one chunk, on demand.
const PriceInsights = lazy(() => import('../price/price-insights'))
// Below the fold on every device: painted by the page function, hydrated as they near the screen (decision 052).
const ListingParticulars = deferredSection(() => import('./listing-particulars').then((m) => m.default))
const SimilarListings = deferredSection(() => import('./similar-listings').then((m) => m.default))

const topButton = 'inline-flex items-center gap-1.5 rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm font-semibold text-gray-800 hover:bg-gray-50'

function PriceCard({ listing }: { listing: ListingDto }) {
  const price = useListingPrice(listing)
  return (
    <div className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
      <p className="text-sm text-gray-600">{listing.category === 'For rent' ? 'Rent' : 'Asking price'}</p>
      <p className="text-3xl font-bold text-gray-900">{price.text}</p>
      {price.listed && <p className="mt-1 text-sm text-gray-700">{price.listed}</p>}
      {listing.old_asking_price && listing.old_asking_price > listing.asking_price && (
        <p className="text-sm text-gray-600">
          Was <s>{listedPrice({ ...listing, asking_price: listing.old_asking_price })}</s>
        </p>
      )}
      <RateNote listingCurrency={listing.currency} className="mt-1 text-xs text-gray-600" />
      {isTaken(listing) ? (
        <p className="mt-4 rounded-lg bg-gray-100 px-4 py-2.5 text-center text-sm font-medium text-gray-700">No longer available to inspect</p>
      ) : (
        <BookInspection listing={listing} />
      )}
    </div>
  )
}

function Loaded({ listing }: { listing: ListingDto }) {
  const tenant = useTenant()
  const navigate = useNavigateTo()
  useEffect(() => {
    document.title = `${listing.title} | ${tenant.display_name}`
  }, [listing.title, tenant.display_name])
  const url = useListingUrl(listing)

  return (
    <article className="mx-auto max-w-7xl px-4 py-6 md:py-8">
      <div className="mb-4 flex items-center justify-between gap-3">
        <button type="button" onClick={() => goBack(navigate)} className={topButton}>
          <svg viewBox="0 0 24 24" aria-hidden="true" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round"><path d="M15 18l-6-6 6-6" /></svg>
          Go back
        </button>
        <div className="flex items-center gap-2">
          <SaveButton listing={listing} variant="button" className={topButton} />
          <ShareButton url={url} text={`${listing.title} — ${listedPrice(listing)}`} className={topButton} />
        </div>
      </div>
      <header className="mb-4">
        <AvailabilityBanner listing={listing} />
        <ul className="mb-2 flex flex-wrap gap-1.5">
          {listingBadges(listing).map((b) => (
            <li key={b} className="rounded-full bg-brand-light px-2.5 py-0.5 text-xs font-semibold text-brand-dark">
              {b}
            </li>
          ))}
        </ul>
        <h1 className="text-2xl font-bold md:text-3xl">{listing.title}</h1>
        <p className="mt-1 text-gray-700">{listing.display_address}</p>
        <ListingTrustLine listing={listing} />
        <EscrowNotice />
        <NearScreen minHeight={0}>
          <PriceInsights listing={listing} flag />
        </NearScreen>
      </header>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_360px]">
        <div className="space-y-8">
          <ListingGallery gallery={listing.gallery} title={listing.title} />
          <div className="lg:hidden">
            <PriceCard listing={listing} />
          </div>
          <section aria-labelledby="details-heading">
            <h2 id="details-heading" className="mb-2 text-xl font-semibold">
              Basic details
            </h2>
            <FactList facts={[...basicFacts(listing, tenant), { label: 'Address', value: listing.display_address }]} className="rounded-xl border border-gray-200 px-4" />
          </section>
          <ListingParticulars listing={listing} />
          <NearScreen minHeight={240}>
            <PriceInsights listing={listing} />
          </NearScreen>
          <CostSection listing={listing} />
          <div id="enquiry" className="scroll-mt-24">
            <NearScreen minHeight={560}>
              <EnquiryForm listingTitle={listing.title} listingUrl={url} />
            </NearScreen>
          </div>
        </div>
        {/* Rests, follows the page while its column lasts, and is released at the column's end. */}
        <aside className="space-y-4 lg:sticky lg:top-24 lg:self-start">
          <div className="hidden lg:block">
            <PriceCard listing={listing} />
          </div>
          <RealtorCard listing={listing} />
        </aside>
      </div>
      <SimilarListings listing={listing} />
    </article>
  )
}

/** /listings/{id}/{slug} and /listings/{slug} (decision 025). */
export function ListingDetail({ id, slug }: ListingRef) {
  const { data, error } = useListing({ id, slug })
  if (error) {
    return (
      <div className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-2xl font-bold">Listing not found</h1>
        <p className="mt-2 text-gray-700">{error.message === 'Listing not found' ? 'It may have been sold or taken down.' : error.message}</p>
        <AppLink href="/listings?state=Lagos&property_status=Completed" className="mt-6 inline-block rounded-lg bg-brand px-5 py-2.5 font-semibold text-brand-ink">
          Browse properties
        </AppLink>
      </div>
    )
  }
  if (!data) {
    return (
      <div aria-busy="true" aria-label="Loading the listing" className="mx-auto max-w-7xl px-4 py-8">
        <div className="h-8 w-2/3 animate-pulse rounded bg-gray-200" />
        <div className="mt-6 aspect-[16/10] animate-pulse rounded-xl bg-gray-200 lg:w-[calc(100%-392px)]" />
      </div>
    )
  }
  return <Loaded listing={data} />
}
