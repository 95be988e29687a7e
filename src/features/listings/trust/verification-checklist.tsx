import type { ReactNode } from 'react'
import { useTenant } from '~/lib/tenant'
import { shortDay } from '~/shared/format/short-day'
import { VERIFIED_TIER, type VerificationStepDto } from '~/shared/trust/verification'
import type { ListingDto } from '~/shared/types/listing'
import { verificationHref } from '../detail/verify-promo'
import { VerificationBadge } from './verification-badge'

const STATUS_TEXT: Record<VerificationStepDto['status'], string> = { passed: 'Passed', failed: 'Failed', not_done: 'Not done yet' }

function StatusIcon({ status }: { status: VerificationStepDto['status'] }) {
  const ring = { passed: 'bg-emerald-600 text-white', failed: 'bg-red-600 text-white', not_done: 'border-2 border-dashed border-gray-300 text-gray-400' }[status]
  return (
    <span aria-hidden="true" className={`mt-0.5 flex h-7 w-7 shrink-0 items-center justify-center rounded-full ${ring}`}>
      {status !== 'not_done' && (
        <svg viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
          <path d={status === 'passed' ? 'M5 12.5l4.5 4.5L19 7.5' : 'M7 7l10 10M17 7L7 17'} />
        </svg>
      )}
    </span>
  )
}

/** One line for the tier: what the badge means for this listing. */
function summary(tier: number, steps: readonly VerificationStepDto[]): string {
  if (steps.some((s) => s.status === 'failed')) return 'A check failed: read what it found before you go further.'
  if (tier >= VERIFIED_TIER) return 'Every check passed. Still pay only through escrow.'
  if (tier > 0) return `${tier} of the ${VERIFIED_TIER} checks have passed so far; the others are not done yet.`
  return 'No check has been done yet. Ask the realtor for the documents, and pay nothing before they are checked.'
}

/** The title search's firm and result, and the way to order one where the tenant offers it (000 §7). */
function TitleDetails({ step, orderHref }: { step: VerificationStepDto; orderHref: string | null }) {
  return (
    <>
      {step.partner_firm && (
        <p className={`mt-1.5 text-sm ${step.status === 'failed' ? 'text-red-800' : 'text-gray-800'}`}>
          <span className="font-medium">{step.partner_firm}:</span> {step.result}
        </p>
      )}
      {step.status !== 'passed' && orderHref && (
        <a
          href={orderHref}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="order-title-search"
          className="group mt-2 inline-block text-sm font-semibold text-brand-dark"
        >
          <span className="underline underline-offset-2 group-hover:no-underline">Order a title search</span> <span className="sr-only">(opens in a new tab)</span>
          <svg viewBox="0 0 24 24" aria-hidden="true" className="inline h-3.5 w-3.5 align-[-2px]" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
          </svg>
        </a>
      )}
    </>
  )
}

function CheckRow({ step, orderHref }: { step: VerificationStepDto; orderHref: string | null }) {
  const tone = { passed: 'text-emerald-800', failed: 'text-red-700', not_done: 'text-gray-600' }[step.status]
  return (
    <li data-step={step.step} data-status={step.status} className="flex gap-3 px-4 py-3.5">
      <StatusIcon status={step.status} />
      <div className="min-w-0 flex-1">
        <div className="sm:flex sm:items-baseline sm:justify-between sm:gap-x-3">
          <p className="font-semibold text-gray-900">{step.label}</p>
          <p className={`text-sm font-medium ${tone}`}>
            {STATUS_TEXT[step.status]}
            {step.done_on && step.status !== 'not_done' && <> on {shortDay(step.done_on)}</>}
          </p>
        </div>
        <p className="mt-0.5 text-sm text-gray-600">{step.meaning}</p>
        {step.step === 'title' && <TitleDetails step={step} orderHref={orderHref} />}
      </div>
    </li>
  )
}

export interface VerificationChecklistProps {
  listing: ListingDto
  /** Under the list: the way to report the listing. */
  footer?: ReactNode
}

/**
 * 'How far this listing is verified' (decision 035): each of the four checks with what it means,
 * its outcome and day, and for the title search the firm and what it found. Where the tenant
 * offers verification (000 §6), a title search not passed can be ordered here (000 §7).
 */
export function VerificationChecklist({ listing, footer }: VerificationChecklistProps) {
  const tenant = useTenant()
  const steps = listing.verification_steps ?? []
  const orderHref = tenant.feature_flag.enable_property_verification ? verificationHref(tenant.external.verify, tenant.domain, listing) : null
  return (
    <section id="verification" aria-labelledby="verification-heading" data-testid="verification-checklist" className="scroll-mt-24">
      <div className="mb-1 flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <h2 id="verification-heading" className="text-xl font-semibold">
          How far this listing is verified
        </h2>
        <VerificationBadge tier={listing.verification_tier} />
      </div>
      <p className="mb-3 text-gray-700">{summary(listing.verification_tier, steps)}</p>
      {steps.length > 0 && <ol className="divide-y divide-gray-100 rounded-xl border border-gray-200">{steps.map((s) => <CheckRow key={s.step} step={s} orderHref={orderHref} />)}</ol>}
      {footer}
    </section>
  )
}
