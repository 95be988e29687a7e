import { describe, expect, it } from 'vitest'
import {
  applyMove,
  badgeKey,
  badgeWording,
  canMove,
  type STAGES,
  stageRing,
  statusLabel,
  STATUS_TRANSITIONS,
  TRANSACTION_STATUSES,
} from './viewing-states'

describe('the transaction state machine (decision 030)', () => {
  it('allows exactly the written transitions and keeps CANCELED and COMPLETED final', () => {
    const allowed = TRANSACTION_STATUSES.flatMap((from) =>
      TRANSACTION_STATUSES.filter((to) => canMove({ status: from, stage_status: 'INSPECTION' }, { to })).map((to) => `${from}>${to}`),
    )
    expect(allowed.sort()).toEqual(Object.entries(STATUS_TRANSITIONS).flatMap(([from, tos]) => tos.map((to) => `${from}>${to}`)).sort())
    expect(allowed.filter((m) => m.startsWith('CANCELED') || m.startsWith('COMPLETED'))).toEqual([])
    expect(allowed).not.toContain('PENDING_CONFIRMATION>COMPLETED')
  })

  it('moves stages one step forward, only while the purchase is under way', () => {
    const at = (status: 'VISITED' | 'CONFIRMED', stage_status: (typeof STAGES)[number]) => ({ status, stage_status })
    expect(applyMove(at('VISITED', 'INSPECTION'), { stage: 'SUBMIT_OFFER' })).toEqual(at('VISITED', 'SUBMIT_OFFER'))
    expect(applyMove(at('VISITED', 'INSPECTION'), { stage: 'DUE_DILIGENCE' })).toBeNull()
    expect(applyMove(at('VISITED', 'SUBMIT_OFFER'), { stage: 'INSPECTION' })).toBeNull()
    expect(applyMove(at('CONFIRMED', 'INSPECTION'), { stage: 'SUBMIT_OFFER' })).toBeNull()
    expect(applyMove(at('VISITED', 'CLOSING'), { stage: 'CLOSING' })).toBeNull()
  })

  it('labels, rings and badges as 000 §4 words them', () => {
    expect(statusLabel('PENDING_CONFIRMATION')).toBe('Pending')
    expect(['INSPECTION', 'SUBMIT_OFFER', 'DUE_DILIGENCE', 'CLOSING', 'OTHER', null].map((s) => stageRing(s))).toEqual([
      { percent: 25, label: '25%' },
      { percent: 50, label: '50%' },
      { percent: 70, label: '70%' },
      { percent: 85, label: '85%' },
      { percent: 0, label: 'In progress' },
      { percent: 0, label: 'In progress' },
    ])
    expect(['NEGOTIATION', 'UNDER_INSPECTION', 'COMPLETED', 'X', null].map(badgeWording)).toEqual([
      'Negotiation Stage',
      'Inspection Stage',
      'Purchase Completed',
      'N/A',
      'N/A',
    ])
    expect(badgeKey({ status: 'PENDING_CONFIRMATION', stage_status: 'INSPECTION' })).toBe('UNDER_INSPECTION')
    expect(badgeKey({ status: 'IN_PROGRESS', stage_status: 'DUE_DILIGENCE' })).toBe('NEGOTIATION')
    expect(badgeKey({ status: 'COMPLETED', stage_status: 'CLOSING' })).toBe('COMPLETED')
    expect(badgeKey({ status: 'CANCELED', stage_status: 'INSPECTION' })).toBeNull()
  })
})
