import { describe, expect, it } from 'vitest'
import { withQuery } from './url'

describe('withQuery', () => {
  it('adds the parameters to an address without a query', () => {
    expect(withQuery('https://haven.ng/listings', { source: 'website', page: 'referrals' })).toBe('https://haven.ng/listings?source=website&page=referrals')
  })

  it('keeps what is there, replaces a repeated key and leaves the fragment last', () => {
    expect(withQuery('https://m.example.ng/?state=Lagos&page=1#top', { page: 'referrals' })).toBe('https://m.example.ng/?state=Lagos&page=referrals#top')
  })

  it('encodes values', () => {
    expect(withQuery('https://example.ng/a', { q: 'Lekki & Ikoyi' })).toBe('https://example.ng/a?q=Lekki+%26+Ikoyi')
  })
})
