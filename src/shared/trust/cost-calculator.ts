import type { CostRates } from '~/shared/tenant/cost-rates-schema'
import type { ListingDto } from '~/shared/types/listing'
import { MAX_BROKERAGE_PERCENT, type EscrowPayer } from './cost-rates'
import { fxRate } from './fx'

/**
 * What buying a listing costs in all (issue 11): the price, the buyer's brokerage, the buyer's
 * share of the escrow fee, legal processing and title perfection, in naira and in US dollars.
 *
 * Rounding: each line is rounded half up to whole naira (and, from that, to whole dollars), and a
 * total is the sum of its rounded lines, so the lines on screen add up to the total on screen.
 * Amounts are worked out in integers (BigInt, rates in hundredths of a percent): no float drift.
 */

/** Far beyond any property, and small enough that a total stays an exact JavaScript number. */
export const MAX_PRICE_NGN = 1e15

export type CostLineId = 'price' | 'brokerage' | 'escrow' | 'legal' | 'governors_consent' | 'stamp_duty' | 'registration'

export interface CostLine {
  id: CostLineId
  label: string
  /** Percent of `base` (the whole fee, before the buyer's share); null for the price itself. */
  rate: number | null
  /** The naira amount the rate applies to: the price. */
  base: number
  /** The buyer's part of the fee: 1, or ½ and 0 for an escrow fee split 50/50 or paid by the seller. */
  share: 1 | 0.5 | 0
  amount_ngn: number
  amount_usd: number
  source: string
  /** Governor's consent, stamp duty and registration are title perfection. */
  group: 'purchase' | 'title'
}

export interface CostBreakdown {
  lines: CostLine[]
  total_ngn: number
  total_usd: number
  /** Everything on top of the price. */
  fees_ngn: number
  fees_usd: number
  /** The brokerage percent applied, after clamping to 0–5. */
  brokerage_percent: number
  paid_by: EscrowPayer
}

export interface CostInput {
  /** Whole naira; see `priceInNaira` for listings priced in another currency. */
  price_ngn: number
  rates: CostRates
  /** The buyer's brokerage, 0–5 (clamped); the tenant's rate when left out. */
  brokerage_percent?: number
  /** Who pays the escrow fee; the tenant's default when left out. */
  paid_by?: EscrowPayer
}

const SHARES: Record<EscrowPayer, CostLine['share']> = { buyer: 1, '50/50': 0.5, seller: 0 }

/** n / d rounded half up, for n ≥ 0 and d > 0. */
const divideHalfUp = (n: bigint, d: bigint) => (2n * n + d) / (2n * d)
const hundredths = (n: number) => BigInt(Math.round(n * 100))

/** Holds a chosen brokerage to the terms' 0–5%, at two decimals. */
export function clampBrokerage(percent: number): number {
  if (!Number.isFinite(percent)) throw new RangeError(`brokerage percent must be a number, got ${percent}`)
  return Math.round(Math.min(MAX_BROKERAGE_PERCENT, Math.max(0, percent)) * 100) / 100
}

/** Whole naira of `amount` dollars (or pounds, or euros) at the tenant's dated rate, exactly. */
export function dollarsToNaira(amount: number, ngnPerUsd: number): number {
  return Number(divideHalfUp(BigInt(Math.round(amount * 100)) * hundredths(ngnPerUsd), 10_000n))
}

/** Whole dollars of `naira` at the tenant's dated rate. */
export function nairaToDollars(naira: number, ngnPerUsd: number): number {
  return Number(divideHalfUp(BigInt(naira) * 100n, hundredths(ngnPerUsd)))
}

/**
 * A listing's price in naira: its own for NGN; a dollar, pound or euro price at the tenant's dated
 * rate (so the figures in that currency give the seller's price back; decision 042).
 */
export function priceInNaira(listing: Pick<ListingDto, 'asking_price' | 'currency'>, rates: CostRates): number {
  const rate = fxRate(rates, listing.currency)
  return rate ? dollarsToNaira(listing.asking_price, rate.ngn_per_unit) : Math.round(listing.asking_price)
}

function checkedPrice(price: number): bigint {
  if (!Number.isFinite(price) || price < 0 || price > MAX_PRICE_NGN) {
    throw new RangeError(`price must be between 0 and ${MAX_PRICE_NGN} naira, got ${price}`)
  }
  return BigInt(Math.round(price))
}

/** One line per cost, and the totals, for one price. */
export function calculateCosts({ price_ngn, rates, brokerage_percent, paid_by }: CostInput): CostBreakdown {
  const price = checkedPrice(price_ngn)
  const brokerage = clampBrokerage(brokerage_percent ?? rates.brokerage.percent)
  const payer = paid_by ?? rates.escrow.paid_by
  const base = Number(price)
  const line = (id: CostLineId, label: string, rate: number | null, source: string, extra: Partial<CostLine> = {}): CostLine => {
    const share = extra.share ?? 1
    const amount = rate === null ? price : divideHalfUp(price * hundredths(rate) * BigInt(share * 2), 20_000n)
    const amount_ngn = Number(amount)
    return { id, label, rate, base, share, amount_ngn, amount_usd: nairaToDollars(amount_ngn, rates.usd.ngn_per_usd), source, group: 'purchase', ...extra }
  }
  const title = { group: 'title' } as const
  const lines = [
    line('price', 'Purchase price', null, 'The seller’s asking price'),
    line('brokerage', 'Buyer’s brokerage', brokerage, rates.brokerage.source),
    line('escrow', 'Escrow fee', rates.escrow.percent, rates.escrow.source, { share: SHARES[payer] }),
    line('legal', 'Legal processing', rates.legal.percent, rates.legal.source),
    line('governors_consent', 'Governor’s consent', rates.governors_consent.percent, rates.governors_consent.source, title),
    line('stamp_duty', 'Stamp duty', rates.stamp_duty.percent, rates.stamp_duty.source, title),
    line('registration', 'Registration', rates.registration.percent, rates.registration.source, title),
  ]
  const sum = (key: 'amount_ngn' | 'amount_usd') => lines.reduce((total, l) => total + l[key], 0)
  const total_ngn = sum('amount_ngn')
  const total_usd = sum('amount_usd')
  return {
    lines,
    total_ngn,
    total_usd,
    fees_ngn: total_ngn - lines[0]!.amount_ngn,
    fees_usd: total_usd - lines[0]!.amount_usd,
    brokerage_percent: brokerage,
    paid_by: payer,
  }
}
