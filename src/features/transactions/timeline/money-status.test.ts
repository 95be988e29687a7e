import { describe, expect, it } from 'vitest'
import { FULL_PATH } from '~/testing/demo-transactions'
import { moneyStatus } from './money-status'

describe('where the money is', () => {
  it('reads nothing paid through the viewing and the interest, then asked for, held, ready, released', () => {
    expect(FULL_PATH.map((step) => moneyStatus(step, false).tone)).toEqual(['none', 'none', 'none', 'none', 'requested', 'held', 'held', 'held', 'held', 'released'])
    expect(moneyStatus('BUYER_ACCEPTED', false).title).toBe('Your money is held in escrow, ready for release')
  })

  it('says a dispute holds the funds whatever the step, and tells a refund from a cancel', () => {
    for (const step of ['FUNDS_HELD', 'DUE_DILIGENCE_CONFIRMED', 'POSSESSION_TRANSFERRED'] as const)
      expect(moneyStatus(step, true).title).toBe('Funds held pending a dispute')
    expect(moneyStatus('FUNDS_RETURNED', false)).toMatchObject({ tone: 'returned', title: 'Funds returned to you' })
    expect(moneyStatus('CANCELED', false)).toMatchObject({ tone: 'none', text: 'No money is held for this transaction.' })
  })
})
