import { describe, expect, it } from 'vitest'
import { convertAmount, fromNaira, listingPriceIn, toNaira } from './fx'
import { DEFAULT_FX_RATES, resolveFxRates } from './fx-rates'

const rates = DEFAULT_FX_RATES

describe('prices in the buyer’s currency (decision 042)', () => {
  it('converts through the naira at the dated rates, whole units, half up', () => {
    expect(fromNaira(53_500_000, 'GBP', rates)).toBe(26_225) // 26,225.49
    expect(toNaira(200_000, 'GBP', rates)).toBe(408_000_000)
    expect(fromNaira(775, 'USD', rates)).toBe(1) // 0.5 → 1
    expect(convertAmount(100_000, 'USD', 'EUR', rates)).toBe(86_592) // 155,000,000 / 1,790
    expect(convertAmount(45_000_000, 'NGN', 'NGN', rates)).toBe(45_000_000)
  })

  it('keeps a listing’s own price in its own currency, and converts the others', () => {
    expect(listingPriceIn({ asking_price: 250_000, currency: 'USD' }, 'USD', rates)).toEqual({ amount: 250_000, converted: false })
    expect(listingPriceIn({ asking_price: 250_000, currency: 'USD' }, 'NGN', rates)).toEqual({ amount: 387_500_000, converted: true })
    expect(listingPriceIn({ asking_price: 53_500_000, currency: 'NGN' }, 'EUR', rates)).toEqual({ amount: 29_888, converted: true })
  })

  it('takes a tenant’s own rate where its file gives one', () => {
    const own = resolveFxRates({ gbp: { ngn_per_gbp: 2100, as_of: '2026-11-02', source: 'Capital Keys' } })
    expect(own.gbp.ngn_per_gbp).toBe(2100)
    expect(own.usd).toBe(DEFAULT_FX_RATES.usd)
  })
})
