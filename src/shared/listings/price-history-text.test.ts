import { describe, expect, it } from 'vitest'
import { priceHistoryLines } from './price-history-text'

describe('priceHistoryLines', () => {
  it('says each price and status change with its day, newest first, and skips first records that repeat the listing', () => {
    const lines = priceHistoryLines([
      { kind: 'price', from_value: null, to_value: '180000000', on: '2025-05-02' },
      { kind: 'availability', from_value: null, to_value: 'available', on: '2025-05-02' },
      { kind: 'status', from_value: null, to_value: 'Under construction', on: '2025-05-02' },
      { kind: 'status', from_value: 'Under construction', to_value: 'Completed', on: '2026-02-11' },
      { kind: 'availability', from_value: 'available', to_value: 'sold', on: '2026-05-20' },
      { kind: 'availability', from_value: 'sold', to_value: 'available', on: '2026-06-30' },
      { kind: 'price', from_value: '180000000', to_value: '168000000', on: '2026-10-03' },
      { kind: 'price', from_value: '168000000', to_value: '170000000', on: '2026-11-01' },
    ]).map((l) => l.text)
    expect(lines).toEqual([
      'Raised by ₦2,000,000 to ₦170,000,000 on 1 Nov 2026',
      'Reduced by ₦12,000,000 to ₦168,000,000 on 3 Oct 2026',
      'Back on the market on 30 Jun 2026',
      'Marked sold on 20 May 2026',
      'Status changed to Completed (was Under construction) on 11 Feb 2026',
      'Listed at ₦180,000,000 on 2 May 2025',
    ])
  })
})
