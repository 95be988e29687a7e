import { useTenant } from '~/lib/tenant'
import { escrowWarning } from '~/shared/trust/escrow-warning'

/**
 * The plain escrow warning (issue 11): on every listing, in the page itself (never on demand), and
 * on every transaction, where `advice` says what it means for that transaction's payments.
 */
export function EscrowNotice({ advice, className = 'mt-3 rounded-lg bg-amber-100 px-3 py-2' }: { advice?: string; className?: string }) {
  const tenant = useTenant()
  return (
    <p role="note" data-testid="escrow-warning" className={`flex gap-2 text-sm text-amber-900 ${className}`}>
      <svg viewBox="0 0 24 24" aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round"><path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6l8-3z" /><path d="M12 8v4M12 16h.01" /></svg>
      <span>
        <strong className="font-semibold">{escrowWarning(tenant.display_name)}</strong> {advice ? `${advice} ` : ''}If anyone asks you to pay them directly, do not pay:{' '}
        <a href={`mailto:${tenant.contact.email}`} className="font-semibold underline">
          tell us
        </a>
        .
      </span>
    </p>
  )
}
