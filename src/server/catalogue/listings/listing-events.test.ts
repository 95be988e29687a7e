import { describe, expect, it } from 'vitest'
import { diffListingFields, type ListingEventFields } from './listing-events'

const base: ListingEventFields = { asking_price_ngn: 180_000_000, availability: 'available', property_status: 'Completed', verification_tier: 2 }

describe('diffListingFields', () => {
  it('gives a first record from null for every known field, published only when given', () => {
    expect(diffListingFields(null, base).map((c) => [c.kind, c.from_value, c.to_value])).toEqual([
      ['price', null, '180000000'],
      ['availability', null, 'available'],
      ['status', null, 'Completed'],
      ['verification', null, '2'],
    ])
    expect(diffListingFields(null, { ...base, published: true }).at(-1)).toEqual({ kind: 'published', from_value: null, to_value: 'true' })
  })

  it('gives one change per changed field and none when nothing changed', () => {
    expect(diffListingFields(base, { ...base })).toEqual([])
    // PostgreSQL's bigint may arrive as a string: the same price is no change.
    expect(diffListingFields(base, { ...base, asking_price_ngn: '180000000' as unknown as number })).toEqual([])
    expect(diffListingFields(base, { ...base, asking_price_ngn: 168_000_000, availability: 'sold', published: false })).toEqual([
      { kind: 'price', from_value: '180000000', to_value: '168000000' },
      { kind: 'availability', from_value: 'available', to_value: 'sold' },
      { kind: 'published', from_value: null, to_value: 'false' },
    ])
  })
})
