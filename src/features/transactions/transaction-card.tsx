import { useId, useState } from 'react'
import { AppLink } from '~/components/ui/app-link'
import { formatLagos } from '~/shared/format/lagos-time'
import { formatMoney } from '~/shared/format/currency'
import { thumbnailUrl } from '~/shared/media'
import { INSPECTION_TYPE_LABELS } from '~/shared/transactions/viewing-kinds'
import { badgeWording, BUYER_CANCELLABLE, statusLabel, type TransactionStatus } from '~/shared/transactions/viewing-states'
import type { TransactionCard as Card } from '~/shared/types/buyer-tools'
import { CancelViewing } from './cancel-viewing'
import { ProgressRing } from './progress-ring'

const STATUS_TONES: Partial<Record<TransactionStatus, string>> = {
  PENDING_CONFIRMATION: 'bg-amber-100 text-amber-900',
  CONFIRMED: 'bg-green-100 text-green-900',
  RESCHEDULED: 'bg-blue-100 text-blue-900',
  COMPLETED: 'bg-green-100 text-green-900',
  CANCELED: 'bg-gray-200 text-gray-800',
}

function Fact({ term, children }: { term: string; children: string }) {
  return (
    <div className="flex justify-between gap-3 border-b border-gray-100 py-1.5 last:border-0">
      <dt className="text-gray-600">{term}</dt>
      <dd className="text-right font-medium text-gray-900">{children}</dd>
    </div>
  )
}

/**
 * One transaction (000 §3, §4): the listing, the status ('Pending' for PENDING_CONFIRMATION), the
 * badge, the stage ring, when and for whom the viewing is, and 'Cancel viewing' while allowed.
 */
export function TransactionCard({ card, onChanged }: { card: Card; onChanged: () => unknown }) {
  const titleId = useId()
  const viewing = card.schedule_viewing
  const photo = card.gallery.property_images[0]
  const [failed, setFailed] = useState(!photo)
  const href = `/listings/${card.listing_id}/${card.slug}`
  const who = viewing.viewing_type === 'TRUSTED_PERSON' ? `${viewing.first_name} ${viewing.last_name} (trusted person)` : 'Myself'
  return (
    <article aria-labelledby={titleId} className="overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm">
      <div className="relative h-[200px] bg-gray-200">
        <AppLink href={href} tabIndex={-1} aria-hidden="true" className="absolute inset-0">
          {!failed && photo && <img src={thumbnailUrl(photo)} alt="" loading="lazy" width={400} height={200} className="h-full w-full object-cover" onError={() => setFailed(true)} />}
        </AppLink>
        <p className="absolute left-3 top-3 rounded-full bg-white/95 px-2.5 py-0.5 text-xs font-semibold text-gray-800">
          <span className="sr-only">Stage: </span>
          {badgeWording(card.badge)}
        </p>
      </div>
      <div className="space-y-3 p-4">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0 space-y-1">
            <p className="text-lg font-bold text-brand-dark">{formatMoney(card.asking_price, card.currency)}</p>
            <h2 id={titleId} className="font-semibold leading-snug">
              <AppLink href={href} className="hover:underline">
                {card.title}
              </AppLink>
            </h2>
            <p className="truncate text-sm text-gray-600">{card.display_address}</p>
          </div>
          <ProgressRing stage={viewing.stage_status} />
        </div>
        <p>
          <span className="sr-only">Status: </span>
          <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_TONES[viewing.status] ?? 'bg-brand-light text-gray-900'}`}>{statusLabel(viewing.status)}</span>
        </p>
        <dl className="text-sm">
          <Fact term="Viewing">{formatLagos(viewing.date)}</Fact>
          <Fact term="Type">{INSPECTION_TYPE_LABELS[viewing.inspection_type] ?? viewing.inspection_type}</Fact>
          <Fact term="For">{who}</Fact>
        </dl>
        {BUYER_CANCELLABLE.includes(viewing.status) && <CancelViewing id={card.id} describedBy={titleId} onCanceled={onChanged} />}
      </div>
    </article>
  )
}
