import { describe, expect, it } from 'vitest'
import { locationParams, placeName, priceParams, typedLocationParams } from './filter-rules'

describe('price filter (000 §5)', () => {
  it('reads digits with separators and applies max only above min', () => {
    expect(priceParams('45,000,000', '90,000,000')).toEqual({ min_amount: '45000000', max_amount: '90000000' })
    expect(priceParams('90,000,000', '45,000,000')).toEqual({ min_amount: '90000000', max_amount: undefined })
    expect(priceParams('50', '50')).toEqual({ min_amount: '50', max_amount: undefined })
    expect(priceParams('', '2,000,000')).toEqual({ min_amount: undefined, max_amount: '2000000' })
    expect(priceParams('abc', '')).toEqual({ min_amount: undefined, max_amount: undefined })
  })
})

describe('location suggestion', () => {
  it('sets the narrowest id and clears the other location parameters', () => {
    expect(locationParams({ address: 'Lekki Phase 1, Lagos', neighborhood_id: null, area_id: 21, axis_id: 3, state: 'Lagos', type: 'area' })).toEqual({
      neighborhood_id: undefined,
      area_id: '21',
      axis_id: undefined,
      state: 'Lagos',
      display_address: undefined,
      location: undefined,
      place: 'Lekki Phase 1, Lagos',
    })
    expect(locationParams({ address: 'Admiralty Way, Lekki Phase 1', neighborhood_id: 4, area_id: 21, axis_id: 3, state: 'Lagos', type: 'street' }).display_address).toBe('Admiralty Way')
  })
})

describe('typed location (issue 23 item 4)', () => {
  it('searches the text as `location` in any state, clearing a place picked before', () => {
    expect(typedLocationParams('  Ikoyi ')).toMatchObject({ location: 'Ikoyi', state: '', neighborhood_id: undefined, place: undefined })
    expect(typedLocationParams('   ')).toMatchObject({ location: undefined, state: undefined })
  })

  it('names the place from what was picked, else typed', () => {
    expect(placeName(new URLSearchParams('neighborhood_id=21&place=Lekki+Phase+1%2C+Lagos'))).toBe('Lekki Phase 1, Lagos')
    expect(placeName(new URLSearchParams('location=Ikoyi'))).toBe('Ikoyi')
    expect(placeName(new URLSearchParams('state=Lagos'))).toBe('')
  })
})
