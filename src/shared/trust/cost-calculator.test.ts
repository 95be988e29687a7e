import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { CostRates } from '~/shared/tenant/cost-rates-schema'
import { calculateCosts, clampBrokerage, dollarsToNaira, MAX_PRICE_NGN, nairaToDollars, priceInNaira, type CostLineId } from './cost-calculator'
import { DEFAULT_COST_RATES } from './cost-rates'

const rates = DEFAULT_COST_RATES
const amounts = (price_ngn: number, more: Partial<Parameters<typeof calculateCosts>[0]> = {}) =>
  Object.fromEntries(calculateCosts({ price_ngn, rates, ...more }).lines.map((l) => [l.id, l.amount_ngn])) as Record<CostLineId, number>

describe('calculateCosts', () => {
  it('works out each line at the default rates, in naira and dollars', () => {
    const costs = calculateCosts({ price_ngn: 100_000_000, rates })
    expect(costs.lines.map((l) => [l.id, l.rate, l.amount_ngn, l.amount_usd])).toEqual([
      ['price', null, 100_000_000, 64_516],
      ['brokerage', 5, 5_000_000, 3_226],
      ['escrow', 1, 1_000_000, 645],
      ['legal', 5, 5_000_000, 3_226],
      ['governors_consent', 1.5, 1_500_000, 968],
      ['stamp_duty', 0.5, 500_000, 323],
      ['registration', 0.5, 500_000, 323],
    ])
    expect([costs.total_ngn, costs.fees_ngn]).toEqual([113_500_000, 13_500_000])
    // The total is the sum of the rounded lines, not 113,500,000 / 1,550 = 73,225.8.
    expect([costs.total_usd, costs.fees_usd]).toEqual([73_227, 8_711])
  })

  it('carries each rate’s source, its base and its group', () => {
    const costs = calculateCosts({ price_ngn: 50_000_000, rates })
    const byId = Object.fromEntries(costs.lines.map((l) => [l.id, l]))
    expect(byId.brokerage!.source).toBe(rates.brokerage.source)
    expect(byId.stamp_duty!.source).toBe(rates.stamp_duty.source)
    expect(costs.lines.every((l) => l.base === 50_000_000)).toBe(true)
    expect(costs.lines.filter((l) => l.group === 'title').map((l) => l.id)).toEqual(['governors_consent', 'stamp_duty', 'registration'])
  })

  it('gives the buyer all, half or none of the escrow fee', () => {
    expect(amounts(100_000_000, { paid_by: 'buyer' }).escrow).toBe(1_000_000)
    expect(amounts(100_000_000, { paid_by: '50/50' }).escrow).toBe(500_000)
    expect(amounts(100_000_000, { paid_by: 'seller' }).escrow).toBe(0)
    expect(calculateCosts({ price_ngn: 1, rates }).paid_by).toBe(rates.escrow.paid_by)
    const half = calculateCosts({ price_ngn: 100_000_000, rates, paid_by: '50/50' }).lines.find((l) => l.id === 'escrow')!
    expect([half.rate, half.share]).toEqual([1, 0.5])
  })

  it('rounds each line half up to whole naira, once', () => {
    expect(amounts(100).stamp_duty).toBe(1) // 0.5
    expect(amounts(99, { brokerage_percent: 2.5 }).brokerage).toBe(2) // 2.475
    expect(amounts(300, { paid_by: '50/50' }).escrow).toBe(2) // 1.5: the half is not rounded before the fee
    expect(amounts(1, { paid_by: '50/50' }).escrow).toBe(0) // 0.005
    expect(calculateCosts({ price_ngn: 1_000_000.5, rates }).lines[0]!.amount_ngn).toBe(1_000_001)
  })

  it('uses the chosen brokerage, held to 0–5%', () => {
    expect(amounts(10_000_000, { brokerage_percent: 2.5 }).brokerage).toBe(250_000)
    expect(calculateCosts({ price_ngn: 1, rates, brokerage_percent: 9 }).brokerage_percent).toBe(5)
    expect(calculateCosts({ price_ngn: 1, rates, brokerage_percent: -1 }).brokerage_percent).toBe(0)
    expect(amounts(10_000_000, { brokerage_percent: 0 }).brokerage).toBe(0)
    expect(() => clampBrokerage(Number.NaN)).toThrow(RangeError)
    expect(clampBrokerage(1.234)).toBe(1.23)
  })

  it('costs nothing for a price of nothing, and refuses a negative or absurd price', () => {
    const zero = calculateCosts({ price_ngn: 0, rates })
    expect(zero.lines.every((l) => l.amount_ngn === 0 && l.amount_usd === 0)).toBe(true)
    expect(zero.total_ngn).toBe(0)
    for (const bad of [-1, Number.NaN, Number.POSITIVE_INFINITY, MAX_PRICE_NGN + 1]) {
      expect(() => calculateCosts({ price_ngn: bad, rates })).toThrow(RangeError)
    }
  })

  it('stays exact on huge prices, where floating point would drift', () => {
    // 900,000,000,000,100 × 1% ÷ 2 = 4,500,000,000,000.5 exactly: half up gives …001.
    expect(amounts(900_000_000_000_100, { paid_by: '50/50' }).escrow).toBe(4_500_000_000_001)
    const top = calculateCosts({ price_ngn: MAX_PRICE_NGN, rates })
    expect(top.lines.find((l) => l.id === 'governors_consent')!.amount_ngn).toBe(15_000_000_000_000)
    expect(top.total_ngn).toBe(1_135_000_000_000_000)
    expect(Number.isSafeInteger(top.total_ngn)).toBe(true)
  })

  it('follows a tenant’s own rates', () => {
    const own: CostRates = { ...rates, escrow: { percent: 0.75, paid_by: '50/50', source: 'x' }, usd: { ngn_per_usd: 1600, as_of: '2026-11-02', source: 'y' } }
    const costs = calculateCosts({ price_ngn: 160_000_000, rates: own })
    expect(costs.lines.find((l) => l.id === 'escrow')!.amount_ngn).toBe(600_000)
    expect(costs.lines[0]!.amount_usd).toBe(100_000)
  })
})

describe('prices in other currencies', () => {
  const listing = { asking_price: 250_000, asking_price_ngn: 387_500_000 }

  it('takes naira as they are, dollars, pounds and euros at the tenant’s dated rates', () => {
    expect(priceInNaira({ ...listing, currency: 'NGN', asking_price: 45_000_000 }, rates)).toBe(45_000_000)
    expect(priceInNaira({ ...listing, currency: 'USD' }, { ...rates, usd: { ...rates.usd, ngn_per_usd: 1600 } })).toBe(400_000_000)
    expect(priceInNaira({ ...listing, currency: 'GBP' }, rates)).toBe(250_000 * rates.gbp.ngn_per_gbp)
    expect(priceInNaira({ ...listing, currency: 'EUR' }, rates)).toBe(250_000 * rates.eur.ngn_per_eur)
  })

  it('converts at two-decimal rates, half up', () => {
    expect(dollarsToNaira(1, 1532.45)).toBe(1532)
    expect(dollarsToNaira(2, 1532.25)).toBe(3065) // 3,064.5
    expect(nairaToDollars(775, 1550)).toBe(1) // 0.5
    expect(nairaToDollars(774, 1550)).toBe(0)
  })
})

describe('properties', () => {
  const price = fc.integer({ min: 0, max: MAX_PRICE_NGN })
  const brokerage = fc.integer({ min: 0, max: 500 }).map((n) => n / 100)
  const payer = fc.constantFrom('buyer' as const, 'seller' as const, '50/50' as const)

  it('every line is within half a naira of the exact fee, and the totals add up', () => {
    fc.assert(
      fc.property(price, brokerage, payer, (p, b, paid_by) => {
        const costs = calculateCosts({ price_ngn: p, rates, brokerage_percent: b, paid_by })
        for (const l of costs.lines) {
          expect(Number.isSafeInteger(l.amount_ngn) && l.amount_ngn >= 0).toBe(true)
          if (l.rate === null) continue
          // amount − price × rate% × share, in units of 1 / 20,000 naira.
          const exact = BigInt(p) * BigInt(Math.round(l.rate * 100)) * BigInt(l.share * 2)
          const diff = BigInt(l.amount_ngn) * 20_000n - exact
          expect(diff > -10_000n && diff <= 10_000n).toBe(true) // half up: (−½, ½]
        }
        expect(costs.total_ngn).toBe(costs.lines.reduce((s, l) => s + l.amount_ngn, 0))
        expect(costs.fees_ngn).toBe(costs.total_ngn - p)
      }),
    )
  })

  it('a dollar price comes back whole through the tenant’s rate', () => {
    const rate = fc.integer({ min: 100, max: 10_000_000 }).map((n) => n / 100)
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 11 }), rate, (usd, ngnPerUsd) => {
        expect(nairaToDollars(dollarsToNaira(usd, ngnPerUsd), ngnPerUsd)).toBe(usd)
      }),
    )
  })
})
