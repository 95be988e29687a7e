import type { ReactNode } from 'react'
import { PrerenderedHtml } from '~/lib/prerendered-html'
import { formatPlanPrice, PLAN_TEXTS, type PlanId } from './plans'

const CHECK = 'M4 10.5l4 4 8-9'

/** A card's words: tag, name, description, price, extra, headline and benefits (001 §2). */
function PlanDetails({ id }: { id: PlanId }) {
  const plan = PLAN_TEXTS.find((p) => p.id === id)!
  const { price } = plan
  return (
    <>
      <p className="inline-block rounded-full bg-brand-light px-3 py-1 text-xs font-semibold uppercase tracking-wider text-gray-900">{plan.tag}</p>
      <h2 id={`plan-${id}`} className="mt-4 text-xl font-bold text-gray-900">
        {plan.name}
      </h2>
      <p className="mt-2 text-gray-600">{plan.description}</p>
      <p className="mt-6 flex flex-wrap items-baseline gap-x-2 text-gray-900">
        <span className="text-4xl font-bold tracking-tight">{formatPlanPrice(price)}</span>
        {price.kind === 'fixed' && <span className="text-gray-600">{price.per}</span>}
      </p>
      <p className="mt-1 text-sm font-semibold text-brand-dark">{plan.extra}</p>
      <p className="mt-6 border-t border-gray-100 pt-6 font-semibold text-gray-900">{plan.headline}</p>
      <ul className="mt-3 space-y-2 text-gray-700">
        {plan.benefits.map((b) => (
          <li key={b} className="flex gap-3">
            <svg viewBox="0 0 20 20" aria-hidden="true" className="mt-1 h-4 w-4 shrink-0 text-brand-dark">
              <path d={CHECK} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {b}
          </li>
        ))}
      </ul>
    </>
  )
}

export interface PlanCardProps {
  id: PlanId
  /** Drawn with a brand ring: the plan the page puts forward. */
  featured?: boolean
  /** The card's button, under its words. */
  children: ReactNode
}

/**
 * One pricing card. Its words are built by the prerender and kept by the browser, which
 * downloads none of them (decision 031); only the button is live.
 */
export function PlanCard({ id, featured, children }: PlanCardProps) {
  return (
    <article aria-labelledby={`plan-${id}`} className={`flex flex-col rounded-2xl bg-white p-6 shadow-sm md:p-8 ${featured ? 'ring-2 ring-brand' : 'ring-1 ring-black/10'}`}>
      <PrerenderedHtml contentKey={`prerendered/plan-${id}`} className="flex-1">
        {import.meta.env.SSR && <PlanDetails id={id} />}
      </PrerenderedHtml>
      <div className="mt-8">{children}</div>
    </article>
  )
}
