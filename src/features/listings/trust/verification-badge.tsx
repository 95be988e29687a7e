import { VERIFIED_TIER, verificationTierLabel } from '~/shared/trust/verification'

const PILL = 'inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset'

/** A shield; with a tick inside when every check passed. */
export function ShieldIcon({ ticked, className = 'h-3.5 w-3.5' }: { ticked: boolean; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={`shrink-0 ${className}`} fill={ticked ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
      <path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6l8-3z" />
      {ticked && <path d="M8.5 12.5l2.5 2.5 4.5-5" stroke="white" strokeLinecap="round" />}
    </svg>
  )
}

/** Four small bars, one per check, the passed ones filled: the tier at a glance. */
function TierBars({ tier }: { tier: number }) {
  return (
    <span aria-hidden="true" className="flex gap-0.5">
      {Array.from({ length: VERIFIED_TIER }, (_, i) => (
        <span key={i} className={`h-2.5 w-1 rounded-full ${i < tier ? 'bg-emerald-600' : 'bg-gray-300'}`} />
      ))}
    </span>
  )
}

/**
 * How far a listing is verified (decision 035): 'Verified' with a ticked shield when all four
 * checks passed, '<n> of 4 checks done' with a bar per check, 'Not yet verified' when none has.
 */
export function VerificationBadge({ tier, className = '' }: { tier: number; className?: string }) {
  const look =
    tier >= VERIFIED_TIER ? 'bg-emerald-50 text-emerald-800 ring-emerald-600/25' : tier > 0 ? 'bg-white text-gray-800 ring-gray-300' : 'bg-white text-gray-600 ring-gray-200'
  return (
    <span data-testid="verification-badge" data-tier={tier} className={`${PILL} ${look} ${className}`}>
      {tier >= VERIFIED_TIER ? <ShieldIcon ticked className="h-3.5 w-3.5 text-emerald-600" /> : tier > 0 ? <TierBars tier={tier} /> : <ShieldIcon ticked={false} />}
      {verificationTierLabel(tier)}
    </span>
  )
}

/** A clock face, for how long ago a listing was confirmed. */
export function ClockIcon({ className = 'h-3.5 w-3.5' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={`shrink-0 ${className}`} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </svg>
  )
}

/** On a card: the listing has not been confirmed available for 30 days or more (decision 035). */
export function StaleCardMarker({ days }: { days: number }) {
  return (
    <span data-testid="stale-marker" className="inline-flex items-center gap-1 text-xs font-medium text-amber-800">
      <ClockIcon />
      Not re-confirmed for {days} days
    </span>
  )
}
