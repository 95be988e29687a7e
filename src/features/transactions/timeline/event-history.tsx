import type { TransactionEvent } from '~/shared/types/buyer-tools'
import { isoOf, lagosDateTime } from './lagos-date'
import { Panel } from './panel'

const WHO: Record<TransactionEvent['actor'], string> = { buyer: 'You', team: 'Our team' }

function noteHeading(event: TransactionEvent) {
  if (event.actor === 'team') return 'Note from our team'
  return event.step === 'DISPUTE_RAISED' ? 'Your reason' : 'Your note'
}

/** Every step of the transaction, oldest first: what happened, what it means, who did it and when (Lagos time). */
export function EventHistory({ events }: { events: readonly TransactionEvent[] }) {
  return (
    <Panel title="History" intro="Every step so far, oldest first. Times are Lagos time (WAT).">
      <ol className="mt-4 space-y-4">
        {events.map((event) => (
          <li key={event.id} data-testid="timeline-event" data-step={event.step} className="border-l-2 border-gray-200 pl-4">
            <p className="font-semibold text-gray-900">{event.label}</p>
            <p className="text-sm text-gray-600">
              <time dateTime={isoOf(event.occurred_at)}>{lagosDateTime(event.occurred_at)}</time>
              <span aria-hidden="true"> · </span>
              <span className="sr-only">, by </span>
              {WHO[event.actor]}
            </p>
            <p className="mt-1 text-sm text-gray-800">{event.meaning}</p>
            {event.note && (
              <blockquote className="mt-2 rounded-lg bg-gray-50 px-3 py-2 text-sm text-gray-900">
                <span className="font-semibold">{noteHeading(event)}: </span>
                {event.note}
              </blockquote>
            )}
          </li>
        ))}
      </ol>
    </Panel>
  )
}
