import type { Currency } from '~/shared/format/currency'
import type { CostRates } from '~/shared/tenant/cost-rates-schema'
import type { ListingDto } from '~/shared/types/listing'

/** One foreign currency's dated rate: naira per unit, the day it was set and where it comes from. */
export interface FxRate {
  ngn_per_unit: number
  as_of: string
  source: string
}

/** The tenant's dated rate for a currency; null for the naira itself. */
export function fxRate(rates: CostRates, currency: Currency): FxRate | null {
  if (currency === 'USD') return { ngn_per_unit: rates.usd.ngn_per_usd, as_of: rates.usd.as_of, source: rates.usd.source }
  if (currency === 'GBP') return { ngn_per_unit: rates.gbp.ngn_per_gbp, as_of: rates.gbp.as_of, source: rates.gbp.source }
  if (currency === 'EUR') return { ngn_per_unit: rates.eur.ngn_per_eur, as_of: rates.eur.as_of, source: rates.eur.source }
  return null
}

// Rates have at most two decimals (the schema says so): work in hundredths, in integers.
const hundredths = (n: number) => BigInt(Math.round(n * 100))
const divideHalfUp = (n: bigint, d: bigint) => (2n * n + d) / (2n * d)

/** Whole naira of `amount` units of `currency`. */
export function toNaira(amount: number, currency: Currency, rates: CostRates): number {
  const rate = fxRate(rates, currency)
  if (!rate) return Math.round(amount)
  return Number(divideHalfUp(BigInt(Math.round(amount * 100)) * hundredths(rate.ngn_per_unit), 10_000n))
}

/** Whole units of `currency` in `naira`, rounded half up. */
export function fromNaira(naira: number, currency: Currency, rates: CostRates): number {
  const rate = fxRate(rates, currency)
  if (!rate) return Math.round(naira)
  return Number(divideHalfUp(BigInt(Math.round(naira)) * 100n, hundredths(rate.ngn_per_unit)))
}

/** An amount from one currency to another through the naira (whole units). */
export function convertAmount(amount: number, from: Currency, to: Currency, rates: CostRates): number {
  return from === to ? Math.round(amount) : fromNaira(toNaira(amount, from, rates), to, rates)
}

/**
 * A listing's price in naira: its own for NGN; a foreign price at the tenant's dated rate (so
 * converting back gives the seller's price).
 */
export function listingNaira(listing: Pick<ListingDto, 'asking_price' | 'currency'>, rates: CostRates): number {
  return toNaira(listing.asking_price, listing.currency, rates)
}

/** A listing's price in the buyer's chosen currency; `converted` false when it is the listing's own. */
export function listingPriceIn(listing: Pick<ListingDto, 'asking_price' | 'currency'>, currency: Currency, rates: CostRates) {
  if (listing.currency === currency) return { amount: listing.asking_price, converted: false }
  return { amount: fromNaira(listingNaira(listing, rates), currency, rates), converted: true }
}
