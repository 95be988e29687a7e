import { describe, expect, it } from 'vitest'
import { compareHref, parseCompareIds } from './compare-list'

describe('parseCompareIds', () => {
  it('keeps whole numbers once each, at most 4, and counts what it dropped', () => {
    expect(parseCompareIds('12,7,12,abc,0,-3, 9 ,5,6')).toEqual({ ids: [12, 7, 9, 5], invalid: 5 })
    expect(parseCompareIds(null)).toEqual({ ids: [], invalid: 0 })
    expect(parseCompareIds('')).toEqual({ ids: [], invalid: 0 })
    expect(compareHref([3, 1])).toBe('/compare?ids=3,1')
  })
})
