import { formatMoney } from '~/shared/format/currency'

/**
 * The pricing plans (001 §2 "Pricing plan cards", prices and times from 001 §9), in two parts:
 * each plan's button, which the browser needs, and its texts, which only the prerender reads —
 * the cards' words travel in the page's HTML (decision 031), and the bundler drops PLAN_TEXTS
 * from a page that reads them only inside `import.meta.env.SSR`.
 */

/** APP opens the tenant's verification site (new tab); FORM opens the request-report dialog. */
export type PlanAction = 'APP' | 'FORM'

export interface PlanButton {
  label: string
  action: PlanAction
}

/** The FORM button's label (001 §2 "Request report modal"). */
export const REQUEST_REPORT_LABEL = 'Request report'

/** Each plan's button, in the order the cards appear. */
export const PLAN_BUTTONS = {
  'title-search': { label: 'Order a title search', action: 'APP' },
  'due-diligence': { label: REQUEST_REPORT_LABEL, action: 'FORM' },
  'legal-advisory': { label: REQUEST_REPORT_LABEL, action: 'FORM' },
} as const satisfies Record<string, PlanButton>

export type PlanId = keyof typeof PLAN_BUTTONS

export const PLAN_IDS = /* @__PURE__ */ Object.keys(PLAN_BUTTONS) as PlanId[]

/** What a plan costs: a set price per unit, a starting price, or a quote. */
export type PlanPrice = { kind: 'fixed'; amount: number; per: string } | { kind: 'from'; amount: number } | { kind: 'quote' }

/** A card's words; its button is PLAN_BUTTONS[id]. */
export interface PlanText {
  id: PlanId
  name: string
  /** A short label above the name. */
  tag: string
  description: string
  /** The line above the benefits. */
  headline: string
  benefits: readonly string[]
  price: PlanPrice
  /** The delivery time or terms under the price. */
  extra: string
}

export const PLAN_TEXTS: readonly PlanText[] = [
  {
    id: 'title-search',
    name: 'Title Search Report',
    tag: 'Start here',
    description: 'A partner law firm searches the property’s title and tells you who really owns it, before any money changes hands.',
    headline: 'Know who owns it before you pay',
    benefits: ['The title searched by a partner law firm', 'Who holds the title, and whether the seller matches', 'A report you can share with your family or your lawyer'],
    price: { kind: 'fixed', amount: 100_000, per: 'per search' },
    extra: 'Delivered within 48 hours',
  },
  {
    id: 'due-diligence',
    name: 'Complete Property Due Diligence',
    tag: 'Most thorough',
    description: 'Every check a careful buyer makes: partner law firms confirm the title and go through the property’s documents end to end.',
    headline: 'Buy knowing exactly what you are buying',
    benefits: ['Everything in the Title Search Report', 'Title confirmation and a full review of the documents', 'Can run while your money waits in escrow'],
    price: { kind: 'from', amount: 455_000 },
    extra: 'Completed in 3–5 days',
  },
  {
    id: 'legal-advisory',
    name: 'Legal Advisory',
    tag: 'Expert help',
    description: 'A question about a title, a contract or a dispute? We refer you to a partner law firm for advice on your situation.',
    headline: 'A lawyer on your side of the table',
    benefits: ['Referred to a partner law firm', 'Advice on your property, your documents and your deal', 'Priced for your case, quoted before any work starts'],
    price: { kind: 'quote' },
    extra: 'Tell us what you need and we will send you a quote',
  },
]

/** The price as the card prints it: '₦100,000', 'From ₦455,000', 'By quote'. */
export function formatPlanPrice(price: PlanPrice): string {
  if (price.kind === 'quote') return 'By quote'
  return price.kind === 'from' ? `From ${formatMoney(price.amount)}` : formatMoney(price.amount)
}

/**
 * The button a tenant shows for a plan: APP only where the tenant verifies properties (its
 * verification site is live); otherwise the request-report form takes its place.
 */
export function planButton(id: PlanId, verifies: boolean): PlanButton {
  const button: PlanButton = PLAN_BUTTONS[id]
  return button.action === 'APP' && !verifies ? { label: REQUEST_REPORT_LABEL, action: 'FORM' } : button
}
