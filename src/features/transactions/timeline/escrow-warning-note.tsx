import { useTenant } from '~/lib/tenant'
import { escrowWarning } from '~/shared/trust/escrow-warning'

/** The plain escrow warning (issue 11), with what it means for this transaction's payments. */
export function EscrowWarningNote() {
  const tenant = useTenant()
  return (
    <p role="note" data-testid="escrow-warning" className="flex gap-2 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <svg viewBox="0 0 24 24" aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6l8-3z" />
        <path d="M9 12l2 2 4-4" />
      </svg>
      <span>
        <strong className="font-semibold">{escrowWarning(tenant.display_name)}</strong> Pay only into the escrow account shown for this transaction, never to a person. If
        anyone asks you to pay them directly, do not pay:{' '}
        <a href={`mailto:${tenant.contact.email}`} className="font-semibold underline">
          tell us
        </a>
        .
      </span>
    </p>
  )
}
