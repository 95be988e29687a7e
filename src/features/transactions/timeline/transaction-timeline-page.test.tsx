import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { expectSignInPrompt } from '~/testing/auth-requests'
import { demoSteps } from '~/testing/demo-transactions'
import { fail } from '~/testing/fake-api'
import { answerAt as at, DETAIL, renderTimeline, signOutAndClearToasts } from '~/testing/render-timeline'

const flowStates = () =>
  Object.fromEntries(
    within(screen.getByTestId('escrow-flow'))
      .getAllByRole('listitem')
      .map((li) => [li.dataset.step, li.dataset.state]),
  )
const buttons = () => ['accept-transaction', 'dispute-transaction'].filter((id) => screen.queryByTestId(id))

afterEach(signOutAndClearToasts)

describe('/transactions/:id', () => {
  it('asks a visitor to sign in and requests nothing', () => {
    const api = renderTimeline({}, false)
    expectSignInPrompt('Sign in to follow this transaction')
    expect(api.calls).toHaveLength(0)
  })

  it('shows a requested viewing: the listing, its ring and badge, no money paid, every escrow step to come, and Cancel', async () => {
    renderTimeline({ [DETAIL]: at(['VIEWING_REQUESTED']) })
    const page = within(await screen.findByTestId('transaction-timeline'))
    expect(page.getByRole('heading', { level: 1, name: '3-bedroom terrace in Lekki Phase 1' })).toBeTruthy()
    expect(page.getByRole('link', { name: '3-bedroom terrace in Lekki Phase 1' }).getAttribute('href')).toBe('/listings/455/3-bedroom-terrace-in-lekki-phase-1-455')
    expect(page.getByText('₦185,000,000')).toBeTruthy()
    expect(page.getByText('Pending')).toBeTruthy()
    expect(page.getByText('Inspection Stage')).toBeTruthy()
    expect(page.getByRole('img', { name: 'Progress: 25% (Inspection stage)' })).toBeTruthy()
    expect(page.getByTestId('escrow-warning').textContent).toContain('Haven never asks for inspection fees or deposits outside escrow.')
    expect(page.getByRole('heading', { name: 'No money has been paid' })).toBeTruthy()
    expect(Object.values(flowStates())).toEqual(Array(7).fill('upcoming'))
    expect(buttons()).toEqual([])
    expect(page.getByRole('button', { name: 'Cancel viewing' })).toBeTruthy()
    expect(page.getByText('Mon 30 Nov 2026, 10:30 AM (Lagos)')).toBeTruthy()
  })

  it('shows funds held: three steps done with their day, the next one waiting, the dispute action only', async () => {
    renderTimeline({ [DETAIL]: at(demoSteps({ upTo: 'FUNDS_HELD' })) })
    expect(await screen.findByRole('heading', { name: 'Your money is held in escrow' })).toBeTruthy()
    expect(flowStates()).toEqual({
      INTEREST_SHOWN: 'done',
      PAYMENT_REQUESTED: 'done',
      FUNDS_HELD: 'done',
      DUE_DILIGENCE_CONFIRMED: 'next',
      POSSESSION_TRANSFERRED: 'upcoming',
      BUYER_ACCEPTED: 'upcoming',
      FUNDS_RELEASED: 'upcoming',
    })
    const flow = within(screen.getByTestId('escrow-flow'))
    // The sixth event (FUNDS_HELD) is 25 November, 09:00 UTC.
    expect(flow.getByText('25 Nov 2026').closest('li')!.dataset.step).toBe('FUNDS_HELD')
    expect(flow.getByText('Waiting for our partner law firm to finish due diligence and confirm the title')).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Progress: 70% (Due diligence stage)' })).toBeTruthy()
    expect(buttons()).toEqual(['dispute-transaction'])
    expect(screen.queryByRole('button', { name: 'Cancel viewing' })).toBeNull()
  })

  it('lists every event with its meaning, who did it, the Lagos time and the team’s note', async () => {
    renderTimeline({ [DETAIL]: at(demoSteps({ upTo: 'FUNDS_HELD' })) })
    const events = await screen.findAllByTestId('timeline-event')
    expect(events.map((e) => e.dataset.step)).toEqual(demoSteps({ upTo: 'FUNDS_HELD' }))
    const first = within(events[0]!)
    expect(first.getByText('Viewing requested')).toBeTruthy()
    expect(first.getByText('Fri 20 Nov 2026, 10:00 AM')).toBeTruthy()
    expect(events[0]!.textContent).toContain('You')
    expect(first.getByText('You asked to view the property. The realtor will confirm the time or suggest another.')).toBeTruthy()
    const payment = within(events[4]!)
    expect(events[4]!.textContent).toContain('Our team')
    expect(payment.getByText('Note from our team:')).toBeTruthy()
    expect(payment.getByText(/We will never send account details by WhatsApp/)).toBeTruthy()
  })

  it('shows a dispute: funds held pending it, its reason, the flow paused and nothing to press', async () => {
    renderTimeline({ [DETAIL]: at(demoSteps({ upTo: 'DUE_DILIGENCE_CONFIRMED', dispute: true })) })
    const money = await screen.findByTestId('money-status')
    expect(money.dataset.tone).toBe('disputed')
    expect(within(money).getByRole('heading', { name: 'Funds held pending a dispute' })).toBeTruthy()
    expect(money.textContent).toContain('The boys’ quarters shown in the photos is not on the property that was handed over.')
    expect(flowStates().POSSESSION_TRANSFERRED).toBe('next')
    expect(within(screen.getByTestId('escrow-flow')).getByText('Paused: your funds are held until the dispute is resolved')).toBeTruthy()
    expect(screen.getByText('On hold')).toBeTruthy()
    expect(buttons()).toEqual([])
    expect(screen.getByText(/Our team is looking into the problem you reported/)).toBeTruthy()
    expect(screen.getAllByTestId('timeline-event').at(-1)!.textContent).toContain('Your reason:')
  })

  it('shows a completed purchase: every step done, the funds released, Purchase Completed, nothing to do', async () => {
    renderTimeline({ [DETAIL]: at(demoSteps({ upTo: 'FUNDS_RELEASED' })) })
    expect(await screen.findByRole('heading', { name: 'Funds released to the seller' })).toBeTruthy()
    expect(Object.values(flowStates())).toEqual(Array(7).fill('done'))
    expect(screen.getByText('Purchase Completed')).toBeTruthy()
    expect(buttons()).toEqual([])
    expect(screen.getByText('This transaction is closed: there is nothing more to do.')).toBeTruthy()
  })

  it('shows a refunded dispute: the funds returned, the steps never reached marked so', async () => {
    renderTimeline({ [DETAIL]: at([...demoSteps({ upTo: 'DUE_DILIGENCE_CONFIRMED', dispute: true }), 'FUNDS_RETURNED']) })
    expect((await screen.findByTestId('money-status')).dataset.tone).toBe('returned')
    expect(Object.values(flowStates())).toEqual(['done', 'done', 'done', 'done', 'upcoming', 'upcoming', 'upcoming'])
    expect(screen.getByText('This transaction has ended: the steps in grey will not happen.')).toBeTruthy()
    expect(within(screen.getByTestId('escrow-flow')).getAllByText('Not reached:')).toHaveLength(3)
    expect(screen.getByText('Canceled')).toBeTruthy()
    expect(buttons()).toEqual([])
  })

  it('shows the escrow instruction — partner, account, amount, reference, deadline — once payment is requested', async () => {
    renderTimeline({ [DETAIL]: at(demoSteps({ upTo: 'PAYMENT_REQUESTED' })) })
    expect(await screen.findByRole('heading', { name: 'Payment into escrow requested' })).toBeTruthy()
    expect(screen.getByText(/Pay the amount shown into the escrow account on this page, with its reference, never to a person/)).toBeTruthy()
    const pay = within(screen.getByRole('region', { name: 'How to pay into escrow' }))
    // transactionDetailDto: PAYMENT_REQUESTED is the fifth event, 24 Nov 2026 10:00 in Lagos; a week to pay.
    for (const text of ['Harbour Trust Escrow Ltd (demo)', 'Harbour Trust Escrow – Client Funds', '0123456789', 'Demo Bank Plc', '₦85,000,000', 'ESC-12', 'Tue 1 Dec 2026, 10:00 AM']) {
      expect(pay.getByText(text)).toBeTruthy()
    }
    expect(flowStates().FUNDS_HELD).toBe('next')
    expect(buttons()).toEqual([])
  })

  it('offers accept and dispute once possession is transferred', async () => {
    renderTimeline({ [DETAIL]: at(demoSteps({ upTo: 'POSSESSION_TRANSFERRED' })) })
    expect(await screen.findByRole('button', { name: 'Accept the property' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Raise a dispute' })).toBeTruthy()
    expect(buttons()).toEqual(['accept-transaction', 'dispute-transaction'])
    expect(within(screen.getByTestId('escrow-flow')).getByText('Waiting for you to check the property and accept it')).toBeTruthy()
  })

  it('says so when the transaction is not the buyer’s (404) or the address is not one', async () => {
    renderTimeline({ [DETAIL]: () => fail(404, 'Transaction not found') })
    expect(await screen.findByRole('heading', { name: 'Transaction not found' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'See your transactions' }).getAttribute('href')).toBe('/transactions')
  })

  it('shows any other failure with the server’s words', async () => {
    renderTimeline({ [DETAIL]: () => fail(500, 'The database is not answering') })
    expect((await screen.findByRole('alert')).textContent).toBe('The database is not answering')
  })

  it('asks nothing for an id that is not a number', () => {
    const api = renderTimeline({}, true, 'abc')
    expect(screen.getByRole('heading', { name: 'Transaction not found' })).toBeTruthy()
    expect(api.calls).toHaveLength(0)
  })
})
