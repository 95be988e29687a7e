import { href, paths } from '~/config/paths'
import { formatMoney } from '~/shared/format/currency'
import { badgeWording } from '~/shared/transactions/viewing-states'
import type { TransactionDetail } from '~/shared/types/buyer-tools'
import { ListingPhoto, ListingTitle } from '../listing-link'
import { ProgressRing } from '../progress-ring'
import { StatusPill } from '../status-pill'

/**
 * The transaction's listing (title linking to it, photo, price) with the status, badge and stage
 * ring of its card (000 §4), all read from the same record.
 */
export function TransactionHeader({ detail, titleId }: { detail: TransactionDetail; titleId: string }) {
  const listing = href(paths.listingDetail.path, { id: detail.listing_id, slug: detail.slug })
  return (
    <header className="overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm md:flex md:gap-5 md:p-5">
      <ListingPhoto href={listing} photo={detail.gallery.property_images[0]} width={400} height={144} priority className="block h-36 w-full shrink-0 bg-gray-200 md:h-28 md:w-40 md:overflow-hidden md:rounded-lg" />
      <div className="flex flex-1 items-start gap-3 p-4 md:p-0">
        <div className="min-w-0 flex-1 space-y-1">
          <ListingTitle as="h1" id={titleId} href={listing} title={detail.title} className="text-lg font-bold leading-snug md:text-2xl" />
          <p className="truncate text-sm text-gray-600">{detail.display_address}</p>
          <p className="text-lg font-bold text-brand-dark md:text-xl">{formatMoney(detail.asking_price, detail.currency)}</p>
          <p className="flex flex-wrap items-center gap-2 whitespace-nowrap pt-1">
            <StatusPill status={detail.schedule_viewing.status} />
            <span className="rounded-full border border-gray-300 px-2.5 py-0.5 text-xs font-semibold text-gray-800">
              <span className="sr-only">Stage: </span>
              {badgeWording(detail.badge)}
            </span>
          </p>
        </div>
        <ProgressRing stage={detail.schedule_viewing.stage_status} />
      </div>
    </header>
  )
}
