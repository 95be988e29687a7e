import { useState } from 'react'
import { AppLink } from '~/components/ui/app-link'
import { formatMoney } from '~/shared/format/currency'
import { listingBadges } from '~/shared/format/listing-labels'
import { formatNumber } from '~/shared/format/number'
import type { ListingDto } from '~/shared/types/listing'

/** The -thumbnail variant of an image (000 §7): same name, suffix before the extension. */
export function thumbnailUrl(url: string): string {
  return url.replace(/(\.[a-z0-9]+)$/i, '-thumbnail$1')
}

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

/** One listing in a grid: image (thumbnail, grey placeholder when missing), badges, price, facts. */
export function ListingCard({ listing }: { listing: ListingDto }) {
  const image = listing.gallery.property_images[0]
  const [failed, setFailed] = useState(!image)
  const href = `/listings/${listing.id}/${listing.slug}`
  return (
    <article className="overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm transition hover:shadow-md">
      <div className="relative h-[200px] bg-gray-200">
        {!failed && image && (
          <img src={thumbnailUrl(image)} alt="" loading="lazy" className="h-full w-full object-cover" onError={() => setFailed(true)} />
        )}
        <ul className="absolute left-3 top-3 flex flex-wrap gap-1">
          {listingBadges(listing).map((b) => (
            <li key={b} className="rounded-full bg-white/95 px-2 py-0.5 text-xs font-semibold text-gray-800">
              {b}
            </li>
          ))}
        </ul>
      </div>
      <div className="space-y-1 p-4">
        <p className="text-lg font-bold text-brand-dark">{formatMoney(listing.asking_price, listing.currency)}</p>
        <h2 className="font-semibold leading-snug">
          <AppLink href={href} className="hover:underline">
            {listing.title}
          </AppLink>
        </h2>
        <Facts listing={listing} />
        <p className="truncate text-sm text-gray-500">{listing.display_address}</p>
      </div>
    </article>
  )
}
