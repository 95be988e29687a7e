import { abbreviateNumber, EMPTY_VALUE, formatNumber, roundTo, toFiniteNumber } from './number'

/** Currency values the API uses (spec §3); NGN is the default everywhere. */
export const CURRENCIES = ['NGN', 'USD', 'EUR', 'GBP'] as const

export type Currency = (typeof CURRENCIES)[number]

export const DEFAULT_CURRENCY: Currency = 'NGN'

/** Symbol printed before an amount in each currency. */
export const CURRENCY_SYMBOLS: Readonly<Record<Currency, string>> = {
  NGN: '₦',
  USD: '$',
  EUR: '€',
  GBP: '£',
}

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value)
}

/** Reads a currency code leniently (' usd ' → 'USD'); unknown or missing codes fall back to NGN. */
export function toCurrency(value: unknown): Currency {
  const code = typeof value === 'string' ? value.trim().toUpperCase() : value
  return isCurrency(code) ? code : DEFAULT_CURRENCY
}

function withSymbol(amount: number, body: string, currency: unknown): string {
  const symbol = CURRENCY_SYMBOLS[toCurrency(currency)]
  return body === '0' || amount >= 0 ? `${symbol}${body}` : `-${symbol}${body}`
}

/**
 * Full price in whole units with thousands separators: 45000000 → '₦45,000,000'.
 *
 * NOTE: the spec asks for "currency with no decimals" (§9) for every
 * currency, not only NGN, so USD/EUR/GBP are rounded to whole units too
 * (half away from zero). Missing or non-finite amounts give EMPTY_VALUE ('—').
 */
export function formatMoney(amount: unknown, currency: unknown = DEFAULT_CURRENCY): string {
  const n = toFiniteNumber(amount)
  if (n === null) return EMPTY_VALUE
  const whole = roundTo(n, 0)
  return withSymbol(whole, formatNumber(Math.abs(whole), 0), currency)
}

/**
 * Abbreviated price for cards and pins: 45000000 → '₦45M', 1250000 → '₦1.25M'.
 * The amount is rounded to whole units first, so 999.6 reads '₦1K', never '₦999.6'.
 */
export function formatMoneyShort(amount: unknown, currency: unknown = DEFAULT_CURRENCY): string {
  const n = toFiniteNumber(amount)
  if (n === null) return EMPTY_VALUE
  const whole = roundTo(n, 0)
  return withSymbol(whole, abbreviateNumber(Math.abs(whole)), currency)
}
