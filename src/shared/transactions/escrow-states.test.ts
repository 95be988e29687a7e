import { describe, expect, it } from 'vitest'
import { DEMO_TRANSACTIONS, demoSteps } from '~/testing/demo-transactions'
import {
  applyEvent,
  buyerActions,
  buyerRefusal,
  canTake,
  deriveState,
  type EscrowState,
  InvalidHistoryError,
  isFinal,
  positionOf,
  TRANSACTION_STEPS,
  type TransactionStep,
} from './escrow-states'
import { escrowFlow } from './escrow-steps'
import { badgeKey, canMove, stageRing, STAGES } from './viewing-states'

/** Every state the machine can reach from a new request, by replaying every allowed step. */
function reachable(): (EscrowState | null)[] {
  const seen = new Map<string, EscrowState | null>([['null', null]])
  const queue: (EscrowState | null)[] = [null]
  while (queue.length) {
    const from = queue.shift()!
    for (const step of TRANSACTION_STEPS) {
      const to = applyEvent(from, step, 'system')
      const key = JSON.stringify(to)
      if (to && !seen.has(key)) {
        seen.set(key, to)
        queue.push(to)
      }
    }
  }
  return [...seen.values()]
}
const STATES = reachable()
const where = (s: EscrowState | null) => (s?.disputed ? `DISPUTE_OPEN@${s.step}` : positionOf(s))

/** The table of decision 035, written out: position > step (who). Everything else is refused. */
const ALLOWED = [
  'NEW > VIEWING_REQUESTED (buyer)',
  'VIEWING_REQUESTED > CANCELED (buyer)',
  'VIEWING_REQUESTED > VIEWING_CONFIRMED (operator)',
  'VIEWING_REQUESTED > VIEWING_RESCHEDULED (operator)',
  'VIEWING_REQUESTED > CANCELED (operator)',
  'VIEWING_CONFIRMED > CANCELED (buyer)',
  'VIEWING_CONFIRMED > VIEWED (operator)',
  'VIEWING_CONFIRMED > VIEWING_RESCHEDULED (operator)',
  'VIEWING_CONFIRMED > CANCELED (operator)',
  'VIEWING_RESCHEDULED > CANCELED (buyer)',
  'VIEWING_RESCHEDULED > VIEWING_CONFIRMED (operator)',
  'VIEWING_RESCHEDULED > CANCELED (operator)',
  'VIEWED > INTEREST_SHOWN (operator)',
  'VIEWED > CANCELED (operator)',
  'INTEREST_SHOWN > PAYMENT_REQUESTED (operator)',
  'INTEREST_SHOWN > CANCELED (operator)',
  'PAYMENT_REQUESTED > FUNDS_HELD (operator)',
  'PAYMENT_REQUESTED > CANCELED (operator)',
  'FUNDS_HELD > DISPUTE_RAISED (buyer)',
  'FUNDS_HELD > DUE_DILIGENCE_CONFIRMED (operator)',
  'DUE_DILIGENCE_CONFIRMED > DISPUTE_RAISED (buyer)',
  'DUE_DILIGENCE_CONFIRMED > POSSESSION_TRANSFERRED (operator)',
  'POSSESSION_TRANSFERRED > BUYER_ACCEPTED (buyer)',
  'POSSESSION_TRANSFERRED > DISPUTE_RAISED (buyer)',
  'BUYER_ACCEPTED > FUNDS_RELEASED (operator)',
  ...['FUNDS_HELD', 'DUE_DILIGENCE_CONFIRMED', 'POSSESSION_TRANSFERRED'].flatMap((at) => [
    `DISPUTE_OPEN@${at} > DISPUTE_RESOLVED (operator)`,
    `DISPUTE_OPEN@${at} > FUNDS_RETURNED (operator)`,
  ]),
]

describe('the escrow machine (decision 035)', () => {
  it('reaches every step and the three open disputes, and nothing else', () => {
    // A cancel keeps the stage it had, so CANCELED and FUNDS_RETURNED are reached at several stages.
    expect([...new Set(STATES.map(where))].sort()).toEqual(
      [
        'NEW',
        ...TRANSACTION_STEPS.filter((s) => s !== 'DISPUTE_RAISED' && s !== 'DISPUTE_RESOLVED'),
        'DISPUTE_OPEN@FUNDS_HELD',
        'DISPUTE_OPEN@DUE_DILIGENCE_CONFIRMED',
        'DISPUTE_OPEN@POSSESSION_TRANSFERRED',
      ].sort(),
    )
  })

  it('allows exactly the written transitions, each to its own actor, and refuses every other one', () => {
    const allowed: string[] = []
    let refused = 0
    for (const from of STATES)
      for (const step of TRANSACTION_STEPS)
        for (const actor of ['buyer', 'operator'] as const) {
          const to = applyEvent(from, step, actor)
          expect(to !== null, `${where(from)} > ${step} (${actor})`).toBe(canTake(from, step, actor))
          if (to) allowed.push(`${where(from)} > ${step} (${actor})`)
          else refused++
        }
    expect(allowed.sort()).toEqual([...ALLOWED].sort())
    expect(refused).toBe(STATES.length * TRANSACTION_STEPS.length * 2 - ALLOWED.length)
  })

  it('lets the system replay any step either actor may take (history, seed), and nothing more', () => {
    for (const from of STATES)
      for (const step of TRANSACTION_STEPS)
        expect(canTake(from, step, 'system')).toBe(canTake(from, step, 'buyer') || canTake(from, step, 'operator'))
  })

  it('ends only at the funds released, the funds returned, or a cancel', () => {
    expect([...new Set(STATES.filter(isFinal).map(where))].sort()).toEqual(['CANCELED', 'FUNDS_RELEASED', 'FUNDS_RETURNED'])
  })

  it('moves status and stage only as the viewing machine of decision 030 allows', () => {
    for (const from of STATES)
      for (const step of TRANSACTION_STEPS) {
        const to = applyEvent(from, step, 'system')
        if (!to || !from) continue
        const label = `${where(from)} > ${step}`
        if (to.stage_status !== from.stage_status) {
          expect(STAGES.indexOf(to.stage_status), label).toBe(STAGES.indexOf(from.stage_status) + 1)
          expect(canMove(from, { stage: to.stage_status }), label).toBe(true)
        }
        if (to.status !== from.status) expect(canMove(from, { to: to.status }), label).toBe(true)
      }
  })

  it('derives the ring and the badge of 000 §4 from the same record', () => {
    const at = (steps: TransactionStep[]) => deriveState(steps.map((step) => ({ step, actor: 'system' as const })))
    const path = demoSteps({ upTo: 'FUNDS_RELEASED' })
    const rings = path.map((_, i) => stageRing(at(path.slice(0, i + 1)).stage_status).percent)
    expect(rings).toEqual([25, 25, 25, 50, 50, 70, 85, 85, 85, 85])
    const badges = path.map((_, i) => badgeKey(at(path.slice(0, i + 1))))
    expect(badges).toEqual([...Array(3).fill('UNDER_INSPECTION'), ...Array(6).fill('NEGOTIATION'), 'COMPLETED'])
    const disputed = at([...path.slice(0, 6), 'DISPUTE_RAISED'])
    expect([disputed.status, disputed.stage_status, badgeKey(disputed)]).toEqual(['ON_HOLD', 'DUE_DILIGENCE', 'NEGOTIATION'])
    expect(badgeKey(at([...path.slice(0, 6), 'DISPUTE_RAISED', 'FUNDS_RETURNED']))).toBeNull()
  })

  it('refuses a history the machine would not have allowed, naming the event', () => {
    expect(() => deriveState([])).toThrow(InvalidHistoryError)
    expect(() => deriveState([{ step: 'FUNDS_HELD', actor: 'system' }])).toThrow('Event 0 (FUNDS_HELD)')
    expect(() => deriveState([{ step: 'VIEWING_REQUESTED', actor: 'buyer' }, { step: 'VIEWED', actor: 'operator' }])).toThrow('Event 1 (VIEWED)')
    for (const demo of DEMO_TRANSACTIONS) expect(() => deriveState(demoSteps(demo).map((step) => ({ step, actor: 'system' as const })))).not.toThrow()
  })

  it("tells the buyer what they may do, and why not in their words", () => {
    const at = (steps: TransactionStep[]) => deriveState(steps.map((step) => ({ step, actor: 'system' as const })))
    const path = demoSteps({ upTo: 'FUNDS_RELEASED' })
    const actions = path.map((_, i) => buyerActions(at(path.slice(0, i + 1))).join('+'))
    expect(actions).toEqual(['cancel', 'cancel', '', '', '', 'dispute', 'dispute', 'accept+dispute', '', ''])
    const reasons = (s: EscrowState) => [buyerRefusal(s, 'accept'), buyerRefusal(s, 'dispute')]
    expect(reasons(at(path.slice(0, 3)))).toEqual([
      'You can accept once possession of the property has been transferred to you.',
      'You can raise a dispute once your funds are held in escrow, until you accept the property.',
    ])
    expect(reasons(at(path.slice(0, 8)))).toEqual([null, null])
    expect(reasons(at(path.slice(0, 9)))).toEqual(['You have already accepted this property.', 'You have accepted this property, so it can no longer be disputed.'])
    expect(reasons(at(path))[0]).toBe('This transaction is complete: the funds have been released to the seller.')
    expect(reasons(at([...path.slice(0, 6), 'DISPUTE_RAISED']))).toEqual([
      'Your funds are held pending a dispute: you can accept once it is resolved.',
      'A dispute is already open on this transaction; the team will be in touch.',
    ])
    expect(reasons(at(['VIEWING_REQUESTED', 'CANCELED']))[1]).toBe('This transaction has been closed.')
  })

  it('draws the escrow flow: done with dates, the next step, the rest upcoming; a closed one has no next', () => {
    const events = (steps: TransactionStep[]) => steps.map((step, i) => ({ step, occurred_at: `2025-06-0${i + 1}T10:00:00.000Z` }))
    const flow = (steps: TransactionStep[]) => escrowFlow(deriveState(steps.map((step) => ({ step, actor: 'system' as const }))), events(steps))
    const path = demoSteps({ upTo: 'FUNDS_RELEASED' })
    expect(flow(path.slice(0, 2)).map((f) => f.state)).toEqual(Array(7).fill('upcoming'))
    expect(flow(path.slice(0, 3)).map((f) => f.state)).toEqual(['next', ...Array(6).fill('upcoming')])
    const held = flow(path.slice(0, 6))
    expect(held.map((f) => f.state)).toEqual(['done', 'done', 'done', 'next', 'upcoming', 'upcoming', 'upcoming'])
    expect(held[2]).toEqual({ step: 'FUNDS_HELD', label: 'Funds held in escrow', state: 'done', occurred_at: '2025-06-06T10:00:00.000Z' })
    expect(flow([...path.slice(0, 6), 'DISPUTE_RAISED', 'FUNDS_RETURNED']).map((f) => f.state)).toEqual([...Array(3).fill('done'), ...Array(4).fill('upcoming')])
    expect(flow(path).every((f) => f.state === 'done')).toBe(true)
  })
})
