import { describe, expect, it } from 'vitest'
import {
  CURRENCIES,
  CURRENCY_SYMBOLS,
  DEFAULT_CURRENCY,
  formatMoney,
  formatMoneyShort,
  isCurrency,
  toCurrency,
} from './currency'

describe('currencies', () => {
  it('lists NGN, USD, EUR and GBP with their symbols, NGN by default', () => {
    expect(CURRENCIES).toEqual(['NGN', 'USD', 'EUR', 'GBP'])
    expect(CURRENCY_SYMBOLS).toEqual({ NGN: '₦', USD: '$', EUR: '€', GBP: '£' })
    expect(DEFAULT_CURRENCY).toBe('NGN')
  })

  it('recognises only the exact codes', () => {
    expect(isCurrency('USD')).toBe(true)
    expect(isCurrency('usd')).toBe(false)
    expect(isCurrency('JPY')).toBe(false)
    expect(isCurrency(null)).toBe(false)
  })

  it.each([
    ['USD', 'USD'],
    [' usd ', 'USD'],
    ['gbp', 'GBP'],
    ['JPY', 'NGN'],
    ['', 'NGN'],
    [null, 'NGN'],
    [undefined, 'NGN'],
    [42, 'NGN'],
  ])('reads %j as %j', (input, expected) => {
    expect(toCurrency(input)).toBe(expected)
  })
})

describe('formatMoney', () => {
  it.each([
    [45_000_000, undefined, '₦45,000,000'],
    [45_000_000, 'NGN', '₦45,000,000'],
    [0, 'NGN', '₦0'],
    [999, 'NGN', '₦999'],
    [1000, 'NGN', '₦1,000'],
    [999_999, 'NGN', '₦999,999'],
    [1_000_000, 'NGN', '₦1,000,000'],
    [1234.5, 'NGN', '₦1,235'],
    [1234.49, 'NGN', '₦1,234'],
    [250_000, 'USD', '$250,000'],
    [1999.99, 'USD', '$2,000'],
    [1_500, 'EUR', '€1,500'],
    [750_000, 'GBP', '£750,000'],
    [-45_000, 'NGN', '-₦45,000'],
    [-0.4, 'USD', '$0'],
    ['45000000.00', 'NGN', '₦45,000,000'],
    [5000, 'JPY', '₦5,000'],
    [5000, null, '₦5,000'],
  ])('formats %j %j as %j', (amount, currency, expected) => {
    expect(formatMoney(amount, currency)).toBe(expected)
  })

  it.each([NaN, Infinity, -Infinity, null, undefined, '', 'abc'])('shows %j as —', (amount) => {
    expect(formatMoney(amount)).toBe('—')
  })
})

describe('formatMoneyShort', () => {
  it.each([
    [45_000_000, undefined, '₦45M'],
    [1_250_000, 'NGN', '₦1.25M'],
    [1_500_000, 'NGN', '₦1.5M'],
    [0, 'NGN', '₦0'],
    [999, 'NGN', '₦999'],
    [999.6, 'NGN', '₦1K'],
    [1000, 'NGN', '₦1K'],
    [999_999, 'NGN', '₦1M'],
    [2_500_000_000, 'USD', '$2.5B'],
    [1e12, 'EUR', '€1T'],
    [350_000, 'GBP', '£350K'],
    [-1_500_000, 'NGN', '-₦1.5M'],
    ['45000000', 'XYZ', '₦45M'],
  ])('abbreviates %j %j as %j', (amount, currency, expected) => {
    expect(formatMoneyShort(amount, currency)).toBe(expected)
  })

  it.each([NaN, Infinity, null, undefined, 'abc'])('shows %j as —', (amount) => {
    expect(formatMoneyShort(amount, 'USD')).toBe('—')
  })
})
