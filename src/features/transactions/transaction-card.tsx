import { useId } from 'react'
import { AppLink } from '~/components/ui/app-link'
import { href, paths } from '~/config/paths'
import { formatMoney } from '~/shared/format/currency'
import { badgeWording, BUYER_CANCELLABLE } from '~/shared/transactions/viewing-states'
import type { TransactionCard as Card } from '~/shared/types/buyer-tools'
import { CancelViewing } from './cancel-viewing'
import { ListingPhoto, ListingTitle } from './listing-link'
import { ProgressRing } from './progress-ring'
import { DisputeFlag, StatusPill } from './status-pill'
import { ViewingFacts } from './viewing-facts'

/**
 * One transaction (000 §3, §4): the listing, the status ('Pending' for PENDING_CONFIRMATION), the
 * badge, the stage ring, when and for whom the viewing is, and 'Cancel viewing' while allowed.
 * `priority`: the first card, whose photo is the page's largest paint.
 */
export function TransactionCard({ card, onChanged, priority = false }: { card: Card; onChanged: () => unknown; priority?: boolean }) {
  const titleId = useId()
  const viewing = card.schedule_viewing
  const listingHref = `/listings/${card.listing_id}/${card.slug}`
  return (
    <article aria-labelledby={titleId} className="overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm">
      <div className="relative h-[200px] bg-gray-200">
        <ListingPhoto href={listingHref} photo={card.gallery.property_images[0]} width={400} height={200} priority={priority} className="absolute inset-0" />
        <p className="absolute left-3 top-3 rounded-full bg-white/95 px-2.5 py-0.5 text-xs font-semibold text-gray-800">
          <span className="sr-only">Stage: </span>
          {badgeWording(card.badge)}
        </p>
      </div>
      <div className="space-y-3 p-4">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0 space-y-1">
            <p className="text-lg font-bold text-brand-dark">{formatMoney(card.asking_price, card.currency)}</p>
            <ListingTitle as="h2" id={titleId} href={listingHref} title={card.title} className="font-semibold leading-snug" />
            <p className="truncate text-sm text-gray-600">{card.display_address}</p>
          </div>
          <ProgressRing stage={viewing.stage_status} />
        </div>
        <p>
          <StatusPill status={viewing.status} />
        </p>
        {viewing.disputed && <DisputeFlag />}
        <ViewingFacts viewing={viewing} />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <AppLink
            href={href(paths.transaction.path, { id: card.id })}
            aria-describedby={titleId}
            data-testid="transaction-follow"
            className="inline-flex items-center gap-1 rounded-lg bg-brand px-3 py-2 text-sm font-semibold text-brand-ink hover:opacity-90"
          >
            Follow this transaction
            <span aria-hidden="true">→</span>
          </AppLink>
          {BUYER_CANCELLABLE.includes(viewing.status) && <CancelViewing id={card.id} describedBy={titleId} onCanceled={onChanged} />}
        </div>
      </div>
    </article>
  )
}
