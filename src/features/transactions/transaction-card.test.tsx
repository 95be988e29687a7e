import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Stage, TransactionStatus } from '~/shared/transactions/viewing-states'
import { renderWithTenant } from '~/testing/render-with-tenant'
import { transactionDto } from '~/testing/transaction-dto'
import { TransactionCard } from './transaction-card'

const show = (status: TransactionStatus, stage_status: Stage, viewing = {}) => {
  renderWithTenant(<TransactionCard card={transactionDto(31, { status, stage_status }, viewing)} onChanged={() => {}} />)
  return within(screen.getByRole('article'))
}

describe('TransactionCard', () => {
  it('shows a new request as Pending at the Inspection Stage, 25 %, with its Lagos time and a cancel action', () => {
    const card = show('PENDING_CONFIRMATION', 'INSPECTION')
    expect(screen.getByRole('article', { name: '3-bedroom terrace in Lekki Phase 1' })).toBeTruthy()
    expect(card.getByText('Pending')).toBeTruthy()
    expect(card.getByText('Inspection Stage')).toBeTruthy()
    expect(card.getByRole('img', { name: 'Progress: 25% (Inspection stage)' }).textContent).toBe('25%')
    expect(card.getByText('Mon 30 Nov 2026, 10:30 AM (Lagos)')).toBeTruthy()
    expect(card.getByText('Physical inspection')).toBeTruthy()
    expect(card.getByText('Myself')).toBeTruthy()
    expect(card.getByText('₦185,000,000')).toBeTruthy()
    expect(card.getByRole('link', { name: '3-bedroom terrace in Lekki Phase 1' }).getAttribute('href')).toBe('/listings/455/3-bedroom-terrace-in-lekki-phase-1-455')
    expect(card.getByRole('button', { name: 'Cancel viewing' })).toBeTruthy()
    const follow = card.getByRole('link', { name: 'Follow this transaction' })
    expect([follow.getAttribute('href'), follow.dataset.testid]).toEqual(['/transactions/31', 'transaction-follow'])
    expect(card.queryByTestId('dispute-flag')).toBeNull()
  })

  it('says the funds are held pending a dispute while one is open', () => {
    const card = show('ON_HOLD', 'DUE_DILIGENCE', { step: 'DUE_DILIGENCE_CONFIRMED', disputed: true })
    expect(card.getByText('On hold')).toBeTruthy()
    expect(card.getByTestId('dispute-flag').textContent).toBe('Funds held pending a dispute')
    expect(card.getByRole('link', { name: 'Follow this transaction' })).toBeTruthy()
  })

  it.each([
    ['CONFIRMED', 'INSPECTION', 'Confirmed', 'Inspection Stage', 'Progress: 25% (Inspection stage)', true],
    ['RESCHEDULED', 'INSPECTION', 'Rescheduled', 'Inspection Stage', 'Progress: 25% (Inspection stage)', true],
    ['VISITED', 'SUBMIT_OFFER', 'Visited', 'Negotiation Stage', 'Progress: 50% (Submit offer stage)', false],
    ['IN_PROGRESS', 'DUE_DILIGENCE', 'In progress', 'Negotiation Stage', 'Progress: 70% (Due diligence stage)', false],
    ['ON_HOLD', 'CLOSING', 'On hold', 'Negotiation Stage', 'Progress: 85% (Closing stage)', false],
    ['COMPLETED', 'CLOSING', 'Completed', 'Purchase Completed', 'Progress: 85% (Closing stage)', false],
    ['CANCELED', 'INSPECTION', 'Canceled', 'N/A', 'Progress: 25% (Inspection stage)', false],
  ] as const)('%s at %s reads %s, %s, "%s"; cancellable: %s', (status, stage, label, badge, ring, cancellable) => {
    const card = show(status, stage)
    expect(card.getByText(label)).toBeTruthy()
    expect(card.getByText(badge)).toBeTruthy()
    expect(card.getByRole('img', { name: ring })).toBeTruthy()
    expect(card.queryByRole('button', { name: 'Cancel viewing' }) !== null).toBe(cancellable)
  })

  it('reads any other stage as 0 % In progress, and names the trusted person a viewing is for', () => {
    const card = show('IN_PROGRESS', 'SOMETHING_ELSE' as Stage, { viewing_type: 'TRUSTED_PERSON', first_name: 'Bola', last_name: 'Ade', inspection_type: 'VIDEO_TOUR' })
    expect(card.getByRole('img', { name: 'Progress: In progress' }).textContent).toBe('In progress')
    expect(card.getByText('Bola Ade (trusted person)')).toBeTruthy()
    expect(card.getByText('Video tour')).toBeTruthy()
  })
})
