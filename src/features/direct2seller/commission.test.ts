import { describe, expect, it } from 'vitest'
import { COMMISSION_SHARE, estimateCommission, SELLER_FEE_PERCENT } from './commission'

describe('estimateCommission', () => {
  it('takes 30% of the seller’s fee (001 §9)', () => {
    expect(COMMISSION_SHARE).toBe(0.3)
    expect(estimateCommission(100_000_000, 5)).toEqual({ sellerFee: 5_000_000, commission: 1_500_000 })
    expect(estimateCommission(80_000_000, 2.5)).toEqual({ sellerFee: 2_000_000, commission: 600_000 })
  })

  it('holds the fee to the mandate’s 2–5% range', () => {
    expect(SELLER_FEE_PERCENT).toEqual({ min: 2, max: 5 })
    expect(estimateCommission(10_000_000, 1)).toEqual(estimateCommission(10_000_000, 2))
    expect(estimateCommission(10_000_000, 9)).toEqual(estimateCommission(10_000_000, 5))
  })

  it('works in whole naira and never goes below zero', () => {
    expect(estimateCommission(33_333_333, 3)).toEqual({ sellerFee: 1_000_000, commission: 300_000 })
    expect(estimateCommission(-5, 3)).toEqual({ sellerFee: 0, commission: 0 })
  })
})
