import { lazy, Suspense, useEffect, useState } from 'react'
import { AppLink } from '~/components/ui/app-link'
import { listingBadges } from '~/shared/format/listing-labels'
import { formatNumber } from '~/shared/format/number'
import type { ListingDto } from '~/shared/types/listing'
import { SaveButton } from './save-button'
import { useDisplayCurrency } from '~/lib/display-currency'
import { listedPrice } from '~/shared/format/listing-price'
import { photoInfo, thumbnailUrl } from '~/shared/media'
import { Photo } from '~/components/ui/photo'
import { GRID_CARD_SIZES } from '~/shared/media-sizes'
import { StaleCardMarker, VerificationBadge } from '../trust/verification-badge'

// embla is fetched when someone first points at, touches or tabs into a card with several photos.
const CardCarousel = lazy(() => import('./card-carousel'))

function Facts({ listing }: { listing: ListingDto }) {
  // Land is special-cased (000 §3): no bedrooms or bathrooms, its size is the land size.
  const facts =
    listing.property_type === 'Land'
      ? [listing.land_size ? `${formatNumber(listing.land_size)} sqm` : null]
      : [
          listing.bedrooms != null ? `${listing.bedrooms} bed${listing.bedrooms === 1 ? '' : 's'}` : null,
          listing.bathrooms != null ? `${listing.bathrooms} bath${listing.bathrooms === 1 ? '' : 's'}` : null,
          listing.unit_size ? `${formatNumber(listing.unit_size)} sqm` : null,
        ]
  return <p className="text-sm text-gray-600">{facts.filter(Boolean).join(' · ')}</p>
}

// 'Add to compare' and its tray (issue 25), fetched after the page's first load.
const CompareToggle = lazy(() => import('../compare/compare-toggle'))

// The conversion (rates, arithmetic) is fetched once a buyer picks a currency other than a listing's.
const ConvertedPrice = lazy(() => import('./converted-price'))

function CardPrice({ listing }: { listing: ListingDto }) {
  const listed = <p className="text-lg font-bold text-brand-dark">{listedPrice(listing)}</p>
  if (useDisplayCurrency() === listing.currency) return listed
  return (
    <Suspense fallback={listed}>
      <ConvertedPrice listing={listing} />
    </Suspense>
  )
}

/**
 * One listing in a grid (000 §4): photos (thumbnails, a grey placeholder when missing; a carousel
 * once someone looks closer), at most 3 badges, the save heart, price, facts and address, how far
 * it is verified and, when it has not been re-confirmed for 30 days, a marker saying so.
 */
export function ListingCard({ listing, eager = false, sizes = GRID_CARD_SIZES }: { listing: ListingDto; eager?: boolean; sizes?: string }) {
  const images = listing.gallery.property_images
  const first = images[0]
  const [failed, setFailed] = useState(!first)
  const [engaged, setEngaged] = useState(false)
  const [playing, setPlaying] = useState(false)
  // Only in the browser, after hydration: a painted page has no compare control to match.
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  const href = `/listings/${listing.id}/${listing.slug}`
  const engage = () => {
    if (images.length > 1) setEngaged(true)
    setPlaying(true)
  }
  return (
    <article
      className="relative overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm transition hover:shadow-md"
      onPointerEnter={engage}
      onPointerLeave={() => setPlaying(false)}
      onFocus={engage}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setPlaying(false)}
      onTouchStart={engage}
    >
      <div className="relative h-[200px] bg-gray-200">
        <AppLink href={href} tabIndex={-1} aria-hidden="true" className="absolute inset-0">
          {!failed && first && (
            <Photo
              src={photoInfo(first) ? first : thumbnailUrl(first)}
              sizes={sizes}
              alt=""
              priority={eager}
              width={400}
              height={200}
              className="h-full w-full object-cover"
              onError={() => setFailed(true)}
            />
          )}
        </AppLink>
        {engaged && (
          <Suspense fallback={null}>
            <CardCarousel images={images} playing={playing} href={href} sizes={sizes} />
          </Suspense>
        )}
        <ul className="pointer-events-none absolute left-3 top-3 z-10 flex flex-wrap gap-1">
          {listingBadges(listing).map((b) => (
            <li key={b} className="rounded-full bg-white/95 px-2 py-0.5 text-xs font-semibold text-gray-800">
              {b}
            </li>
          ))}
        </ul>
        <SaveButton listing={listing} variant="icon" className="absolute right-3 top-3 z-10 rounded-full bg-white/95 p-2 text-gray-800 shadow hover:text-red-600" />
      </div>
      <div className="space-y-1 p-4">
        <CardPrice listing={listing} />
        <h2 className="font-semibold leading-snug">
          <AppLink href={href} className="hover:underline">
            {listing.title}
          </AppLink>
        </h2>
        <Facts listing={listing} />
        <p className="truncate text-sm text-gray-500">{listing.display_address}</p>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 pt-1.5">
          <VerificationBadge tier={listing.verification_tier} />
          {listing.freshness !== 'fresh' && listing.availability === 'available' && <StaleCardMarker days={listing.confirmed_days_ago} />}
          {hydrated && (
            <Suspense fallback={null}>
              <CompareToggle listingId={listing.id} />
            </Suspense>
          )}
        </div>
      </div>
    </article>
  )
}
