import { confirmedAvailableText, STALE_AFTER_DAYS } from '~/shared/trust/freshness'
import type { ListingDto } from '~/shared/types/listing'
import { ClockIcon, VerificationBadge } from './verification-badge'

/** Sold or let: the page stays (favourites keep it), and says so first (decision 035). */
export const isTaken = (listing: Pick<ListingDto, 'availability'>) => listing.availability !== 'available'

const TAKEN_TEXT = { sold: 'This property has been sold', let: 'This property has been let' } as const

/** The banner at the top of a sold or let listing; nothing for one still available. */
export function AvailabilityBanner({ listing }: { listing: Pick<ListingDto, 'availability' | 'category'> }) {
  if (listing.availability === 'available') return null
  return (
    <div data-testid="availability-banner" className="mb-4 flex gap-3 rounded-xl bg-gray-900 px-4 py-3 text-white">
      <svg viewBox="0 0 24 24" aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M3 11l9-8 9 8M5 10v10h14V10M9 20v-6h6v6" />
      </svg>
      <div>
        <p className="font-semibold">{TAKEN_TEXT[listing.availability]}</p>
        <p className="text-sm text-gray-200">It is no longer on the market, so inspections cannot be booked. Similar properties are listed below.</p>
      </div>
    </div>
  )
}

/**
 * Under the title: the tier, 'Confirmed available <n> days ago' and, after 30 days without a new
 * confirmation, a marker asking the buyer to check with the realtor first. A sold or let listing
 * has its banner instead of the confirmation.
 */
export function ListingTrustLine({ listing }: { listing: ListingDto }) {
  const stale = !isTaken(listing) && listing.freshness !== 'fresh'
  return (
    <>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm">
        <a href="#verification" className="rounded-full focus-visible:outline-2 focus-visible:outline-brand">
          <VerificationBadge tier={listing.verification_tier} className="hover:ring-gray-400" />
        </a>
        {!isTaken(listing) && (
          <p data-testid="confirmed-available" className={`inline-flex items-center gap-1.5 ${stale ? 'text-amber-800' : 'text-gray-700'}`}>
            <ClockIcon className="h-4 w-4" />
            {confirmedAvailableText(listing.confirmed_days_ago)}
          </p>
        )}
        {/* Said in words beside the date, not only by its colour (WCAG 1.4.1). */}
        {stale && <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">Out of date: check first</span>}
      </div>
      {stale && (
        <p data-testid="stale-marker" className="mt-3 flex gap-2 rounded-lg border border-amber-300 bg-white px-3 py-2 text-sm text-gray-800">
          <ClockIcon className="mt-0.5 h-4 w-4 text-amber-700" />
          <span>
            <strong className="font-semibold">Not re-confirmed for {STALE_AFTER_DAYS} days or more.</strong> It may no longer be available: ask the realtor before you book an
            inspection.
          </span>
        </p>
      )}
    </>
  )
}
