import type { Currency } from '~/shared/format/currency'
import type { FxRates } from './fx-rates'
import type { ListingDto } from '~/shared/types/listing'

/** One foreign currency's dated rate: naira per unit, the day it was set and where it comes from. */
export interface FxRate {
  ngn_per_unit: number
  as_of: string
  source?: string
}

/** The tenant's dated rate for a currency; null for the naira itself. */
export function fxRate(rates: FxRates, currency: Currency): FxRate | null {
  if (currency === 'NGN') return null
  const code = currency.toLowerCase() as keyof FxRates
  const rate: Record<string, unknown> & FxRates[typeof code] = rates[code]
  return { ngn_per_unit: rate[`ngn_per_${code}`] as number, as_of: rate.as_of, source: rate.source }
}

// Whole units either way, half up. Plain numbers suffice: a price in hundredths stays far below
// 2^53, and the rate is at most two decimals (the schema says so).
/** Whole naira of `amount` units of `currency`. */
export function toNaira(amount: number, currency: Currency, rates: FxRates): number {
  const rate = fxRate(rates, currency)
  return Math.round(rate ? (Math.round(amount * 100) * Math.round(rate.ngn_per_unit * 100)) / 10_000 : amount)
}

/** Whole units of `currency` in `naira`, rounded half up. */
export function fromNaira(naira: number, currency: Currency, rates: FxRates): number {
  const rate = fxRate(rates, currency)
  return Math.round(rate ? (Math.round(naira) * 100) / Math.round(rate.ngn_per_unit * 100) : naira)
}

/** An amount from one currency to another through the naira (whole units). */
export function convertAmount(amount: number, from: Currency, to: Currency, rates: FxRates): number {
  return from === to ? Math.round(amount) : fromNaira(toNaira(amount, from, rates), to, rates)
}

/**
 * A listing's price in naira: its own for NGN; a foreign price at the tenant's dated rate (so
 * converting back gives the seller's price).
 */
export function listingNaira(listing: Pick<ListingDto, 'asking_price' | 'currency'>, rates: FxRates): number {
  return toNaira(listing.asking_price, listing.currency, rates)
}

/** A listing's price in the buyer's chosen currency; `converted` false when it is the listing's own. */
export function listingPriceIn(listing: Pick<ListingDto, 'asking_price' | 'currency'>, currency: Currency, rates: FxRates) {
  if (listing.currency === currency) return { amount: listing.asking_price, converted: false }
  return { amount: fromNaira(listingNaira(listing, rates), currency, rates), converted: true }
}
