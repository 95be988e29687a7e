import type { ListingDto } from '~/shared/types/listing'

/** Fewer comparable listings than this and no median is shown: it would say little (issue 25). */
export const MIN_COMPARABLES = 5
/** A price per m² under this share of the median is flagged as a reason for care (issue 25). */
export const FAR_BELOW_SHARE = 0.6

/** The size a price is spread over: the land for a plot, the floor area for a building. */
export function sizeOf(l: Pick<ListingDto, 'property_type' | 'land_size' | 'unit_size'>): number | null {
  const size = l.property_type === 'Land' ? l.land_size : (l.unit_size ?? l.land_size)
  return size && size > 0 ? size : null
}

/** The asking price in naira per m², whole naira; null without a size. */
export function pricePerM2(l: Pick<ListingDto, 'property_type' | 'land_size' | 'unit_size' | 'asking_price_ngn'>): number | null {
  const size = sizeOf(l)
  return size ? Math.round(Number(l.asking_price_ngn) / size) : null
}

/** What the listing page says about a price beside its comparables. */
export interface PriceContext {
  /** This listing's asking price per m², ₦. */
  per_m2: number
  /** The median asking price per m² of comparable listings (same area, category and type), ₦. */
  median_per_m2: number
  /** How many listings the median rests on (this one not counted). */
  comparables: number
  /** per_m2 / median_per_m2, two decimals. */
  ratio: number
  /** Under FAR_BELOW_SHARE of the median: a reason for care. */
  far_below: boolean
}

/** The context of a price per m² beside a median, or null when there is none to give. */
export function priceContext(perM2: number | null, median: number | null, comparables: number): PriceContext | null {
  if (perM2 === null || median === null || !(median > 0) || comparables < MIN_COMPARABLES) return null
  const ratio = perM2 / median
  return { per_m2: perM2, median_per_m2: Math.round(median), comparables, ratio: Math.round(ratio * 100) / 100, far_below: ratio < FAR_BELOW_SHARE }
}

/** One change of a listing's price or status, dated by its Lagos calendar day. */
export interface PriceHistoryEvent {
  kind: 'price' | 'availability' | 'status'
  from_value: string | null
  to_value: string
  /** YYYY-MM-DD, Lagos */
  on: string
}

/** GET /indexing/listing-price-insights: the page's price history and price context. */
export interface PriceInsightsDto {
  history: PriceHistoryEvent[]
  context: PriceContext | null
}
