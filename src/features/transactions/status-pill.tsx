import { statusLabel, type TransactionStatus } from '~/shared/transactions/viewing-states'

const STATUS_TONES: Partial<Record<TransactionStatus, string>> = {
  PENDING_CONFIRMATION: 'bg-amber-100 text-amber-900',
  CONFIRMED: 'bg-green-100 text-green-900',
  RESCHEDULED: 'bg-blue-100 text-blue-900',
  ON_HOLD: 'bg-red-100 text-red-900',
  COMPLETED: 'bg-green-100 text-green-900',
  CANCELED: 'bg-gray-200 text-gray-800',
}

/** A transaction's status as 000 §4 words it ('Pending' for PENDING_CONFIRMATION), coloured by what it means. */
export function StatusPill({ status }: { status: TransactionStatus }) {
  return (
    <>
      <span className="sr-only">Status: </span>
      <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_TONES[status] ?? 'bg-brand-light text-gray-900'}`}>{statusLabel(status)}</span>
    </>
  )
}

/** 001 §4: while a dispute is open the funds stay held; the card and the timeline both say so. */
export function DisputeFlag({ className = '' }: { className?: string }) {
  return (
    <p data-testid="dispute-flag" className={`flex items-center gap-1.5 rounded-lg bg-red-50 px-2.5 py-1.5 text-sm font-semibold text-red-900 ${className}`}>
      <svg viewBox="0 0 24 24" aria-hidden="true" className="h-4 w-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <rect x="5" y="11" width="14" height="10" rx="2" />
        <path d="M8 11V8a4 4 0 0 1 8 0v3" />
      </svg>
      Funds held pending a dispute
    </p>
  )
}
