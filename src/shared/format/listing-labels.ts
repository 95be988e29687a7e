/** Label maps the spec fixes for listings, filters and transactions (spec §3, §4, §5). */
import { DEFAULT_SORT, SORT_OPTIONS, STATUS_OPTIONS } from '~/shared/schemas/catalogue-enums'

// The option lists live once, with the API's enums; these are the labels' view of them.
export { DEFAULT_SORT, SORT_OPTIONS }

/** A sort a user can pick (the API also accepts image_quality_passed for the home page). */
export type SortOption = (typeof SORT_OPTIONS)[number]['value']

/** Reads sort_by from a query string; anything unknown falls back to lowest_price. */
export function toSortOption(value: unknown): SortOption {
  return SORT_OPTIONS.find((option) => option.value === value)?.value ?? 'lowest_price'
}

/**
 * Property status filter: the label shown and the property_status value
 * sent. 'All' sends no filter (empty value, the parameter is left out).
 */
export const PROPERTY_STATUS_OPTIONS = STATUS_OPTIONS

export type PropertyStatus = Exclude<(typeof PROPERTY_STATUS_OPTIONS)[number]['value'], ''>

/** Default browse filter status (spec §9). */
export const DEFAULT_PROPERTY_STATUS: PropertyStatus = 'Completed'

/** Bedrooms filter 1 to 6; 6 means "six or more" and reads '6+'. */
export const BEDROOM_OPTIONS = [1, 2, 3, 4, 5, 6].map((value) => ({
  value,
  label: value === 6 ? '6+' : String(value),
}))

/** 'ON_HOLD' → 'On Hold'. */
function titleCase(code: string): string {
  return code
    .toLowerCase()
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}

/**
 * Transaction card status: PENDING_CONFIRMATION (also the default when the
 * status is missing) reads 'Pending'; other codes are title-cased.
 */
export function transactionStatusLabel(status: string | null | undefined): string {
  if (!status || status === 'PENDING_CONFIRMATION') return 'Pending'
  return titleCase(status)
}

// A Map, not an object literal: a stage such as 'toString' must not find Object.prototype.
const TRANSACTION_BADGES: ReadonlyMap<string, string> = new Map([
  ['NEGOTIATION', 'Negotiation Stage'],
  ['UNDER_INSPECTION', 'Inspection Stage'],
  ['COMPLETED', 'Purchase Completed'],
])

/** The alternative badge wording (spec §4); anything unlisted reads 'N/A'. */
export function transactionBadgeLabel(stage: string | null | undefined): string {
  return (stage && TRANSACTION_BADGES.get(stage)) || 'N/A'
}

export const PROPERTY_STEPS = ['INSPECTION', 'SUBMIT_OFFER', 'DUE_DILIGENCE', 'CLOSING'] as const

export type PropertyStep = (typeof PROPERTY_STEPS)[number]

const STEP_PROGRESS: Readonly<Record<PropertyStep, number>> = {
  INSPECTION: 25,
  SUBMIT_OFFER: 50,
  DUE_DILIGENCE: 70,
  CLOSING: 85,
}

/** Progress ring value and caption: known steps show their percentage, anything else 0 and 'In progress'. */
export function propertyStageProgress(step: string | null | undefined): {
  percent: number
  label: string
} {
  const percent = (PROPERTY_STEPS as readonly (string | null | undefined)[]).includes(step)
    ? STEP_PROGRESS[step as PropertyStep]
    : 0
  return { percent, label: percent > 0 ? `${percent}%` : 'In progress' }
}

/** Badge flags arrive as booleans or as 0/1 (the API sends is_favorite as 1). */
type Flag = boolean | number | string | null | undefined

export type ListingBadgeFlags = {
  is_new_listing?: Flag
  is_popular?: Flag
  is_price_cut?: Flag
  is_sold?: Flag
}

export const MAX_LISTING_BADGES = 3

const BADGES = [
  ['is_new_listing', 'New listing'],
  ['is_popular', 'Popular'],
  ['is_price_cut', 'Price cut'],
  ['is_sold', 'Sold'],
] as const

export type ListingBadge = (typeof BADGES)[number][1]

function isOn(flag: Flag): boolean {
  return flag === true || flag === 1 || flag === '1' || flag === 'true'
}

/**
 * Card badges in the spec's order, at most three. NOTE: the spec's cap means
 * a sold listing that is also new, popular and price-cut shows no 'Sold'.
 */
export function listingBadges(listing: ListingBadgeFlags): ListingBadge[] {
  return BADGES.filter(([flag]) => isOn(listing[flag]))
    .map(([, label]) => label)
    .slice(0, MAX_LISTING_BADGES)
}
