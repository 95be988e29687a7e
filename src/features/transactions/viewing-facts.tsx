import { formatLagos } from '~/shared/format/lagos-time'
import { INSPECTION_TYPE_LABELS } from '~/shared/transactions/viewing-kinds'
import type { ScheduleViewing } from '~/shared/types/buyer-tools'

function Fact({ term, children }: { term: string; children: string }) {
  return (
    <div className="flex justify-between gap-3 border-b border-gray-100 py-1.5 last:border-0">
      <dt className="text-gray-600">{term}</dt>
      <dd className="text-right font-medium text-gray-900">{children}</dd>
    </div>
  )
}

/** When the viewing is (Lagos time), what kind, and for whom (000 §3): on the card and the timeline. */
export function ViewingFacts({ viewing, className = 'text-sm' }: { viewing: ScheduleViewing; className?: string }) {
  const who = viewing.viewing_type === 'TRUSTED_PERSON' ? `${viewing.first_name} ${viewing.last_name} (trusted person)` : 'Myself'
  return (
    <dl className={className}>
      <Fact term="Viewing">{formatLagos(viewing.date)}</Fact>
      <Fact term="Type">{INSPECTION_TYPE_LABELS[viewing.inspection_type] ?? viewing.inspection_type}</Fact>
      <Fact term="For">{who}</Fact>
    </dl>
  )
}
