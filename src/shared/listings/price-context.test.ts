import { describe, expect, it } from 'vitest'
import { MIN_COMPARABLES, priceContext, pricePerM2, sizeOf } from './price-context'

describe('price per m²', () => {
  it('spreads a plot over its land and a building over its floor area; none without a size', () => {
    expect(sizeOf({ property_type: 'Land', land_size: 600, unit_size: null })).toBe(600)
    expect(sizeOf({ property_type: 'House', land_size: 600, unit_size: 250 })).toBe(250)
    expect(sizeOf({ property_type: 'Apartment', land_size: null, unit_size: null })).toBeNull()
    expect(pricePerM2({ property_type: 'Apartment', land_size: null, unit_size: 180, asking_price_ngn: 180_000_000 })).toBe(1_000_000)
    expect(pricePerM2({ property_type: 'Land', land_size: 0, unit_size: null, asking_price_ngn: 5 })).toBeNull()
  })
})

describe('priceContext', () => {
  it('is hidden below 5 comparables, without a price per m² or a median', () => {
    expect(priceContext(1_000_000, 1_100_000, MIN_COMPARABLES - 1)).toBeNull()
    expect(priceContext(null, 1_100_000, 20)).toBeNull()
    expect(priceContext(1_000_000, null, 20)).toBeNull()
    expect(priceContext(1_000_000, 1_250_000.4, 5)).toEqual({ per_m2: 1_000_000, median_per_m2: 1_250_000, comparables: 5, ratio: 0.8, far_below: false })
  })

  it('flags a price under 60 % of the median, not one at 60 %', () => {
    expect(priceContext(599_999, 1_000_000, 8)!.far_below).toBe(true)
    expect(priceContext(600_000, 1_000_000, 8)!.far_below).toBe(false)
    expect(priceContext(2_000_000, 1_000_000, 8)).toMatchObject({ ratio: 2, far_below: false })
  })
})
