import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toastStore } from '~/lib/toast-store'
import type { TransactionStep } from '~/shared/transactions/escrow-states'
import { demoSteps } from '~/testing/demo-transactions'
import { fail, ok } from '~/testing/fake-api'
import { installModalDialogs } from '~/testing/modal-dialog'
import { DETAIL, renderTimeline, signOutAndClearToasts } from '~/testing/render-timeline'
import { transactionDetailDto } from '~/testing/transaction-detail-dto'
import type * as transactionsApi from '../transactions-api'
import { refreshTransactions } from '../transactions-api'

vi.mock('../transactions-api', async (original) => ({ ...(await original<typeof transactionsApi>()), refreshTransactions: vi.fn(async () => {}) }))

const ACCEPT = 'POST /enquiry/schedule-viewing/12/accept'
const DISPUTE = 'POST /enquiry/schedule-viewing/12/dispute'
const POSSESSION = demoSteps({ upTo: 'POSSESSION_TRANSFERRED' })

/** The detail answers the latest steps: a move changes what the next GET reads. */
function fakeServer() {
  let steps = POSSESSION
  const detail = () => ok(transactionDetailDto(12, steps))
  return {
    [DETAIL]: detail,
    move: (step: 'BUYER_ACCEPTED' | 'DISPUTE_RAISED', message: string) => () => {
      steps = [...steps, step]
      return ok(transactionDetailDto(12, steps), { message })
    },
  }
}

const toasts = () => toastStore.get().map((t) => [t.title, t.description])

async function openDialog(trigger: string, dialog: string) {
  fireEvent.click(await screen.findByTestId(trigger))
  const el = await screen.findByTestId(dialog)
  // The dialog renders before its effect calls showModal(): until then it is closed and its
  // buttons are not accessible, so wait for the open dialog (under load, CI caught the gap).
  await waitFor(() => expect(el.hasAttribute('open')).toBe(true))
  return within(el)
}

let restoreDialogs = () => {}
beforeEach(() => {
  restoreDialogs = installModalDialogs()
  vi.mocked(refreshTransactions).mockClear()
})
afterEach(() => {
  restoreDialogs()
  signOutAndClearToasts()
})

describe('the buyer’s moves on /transactions/:id', () => {
  it('names the property and the amount, and sends nothing until the buyer types ACCEPT', async () => {
    const server = fakeServer()
    const api = renderTimeline({ [DETAIL]: server[DETAIL], [ACCEPT]: server.move('BUYER_ACCEPTED', 'You have accepted the property.') })
    const dialog = await openDialog('accept-transaction', 'accept-dialog')
    expect(screen.getByRole('dialog', { name: 'Accept the property' })).toBeTruthy()
    const detail = transactionDetailDto(12, demoSteps({ upTo: 'POSSESSION_TRANSFERRED' }))
    expect(dialog.getByText(detail.title)).toBeTruthy()
    expect(dialog.getByText(`(${detail.property_id})`)).toBeTruthy()
    expect(dialog.getByText('Held in escrow by Harbour Trust Escrow Ltd (demo)')).toBeTruthy()
    expect(dialog.getByText(/releases ₦85,000,000 to the seller/)).toBeTruthy()
    fireEvent.change(dialog.getByLabelText('Note for our team (optional)'), { target: { value: 'All as agreed, thank you.' } })
    fireEvent.click(dialog.getByRole('button', { name: 'Accept and release the funds' }))
    expect(await dialog.findByText('Type ACCEPT to confirm the release of your funds')).toBeTruthy()
    expect(api.callsTo(ACCEPT)).toHaveLength(0)

    fireEvent.change(dialog.getByLabelText('Type ACCEPT to confirm'), { target: { value: 'accept' } })
    fireEvent.click(dialog.getByRole('button', { name: 'Accept and release the funds' }))
    await waitFor(() => expect(toasts()).toContainEqual(['Property accepted', 'You have accepted the property.']))
    expect(api.callsTo(ACCEPT)[0]!.body).toEqual({ confirm: 'ACCEPT', note: 'All as agreed, thank you.' })
    await waitFor(() => expect(api.callsTo(DETAIL)).toHaveLength(2))
    expect(refreshTransactions).toHaveBeenCalledTimes(1)
    expect(screen.queryByTestId('accept-dialog')).toBeNull()
    expect(await screen.findByRole('heading', { name: 'Your money is held in escrow, ready for release' })).toBeTruthy()
    expect(screen.queryByTestId('accept-transaction')).toBeNull()
    expect(screen.getAllByTestId('timeline-event').at(-1)!.dataset.step).toBe('BUYER_ACCEPTED')
  })

  it('accepts without a note: the body is the confirmation only', async () => {
    const server = fakeServer()
    const api = renderTimeline({ [DETAIL]: server[DETAIL], [ACCEPT]: server.move('BUYER_ACCEPTED', 'Accepted') })
    const dialog = await openDialog('accept-transaction', 'accept-dialog')
    fireEvent.change(dialog.getByLabelText('Type ACCEPT to confirm'), { target: { value: 'ACCEPT' } })
    fireEvent.click(dialog.getByRole('button', { name: 'Accept and release the funds' }))
    await waitFor(() => expect(api.callsTo(ACCEPT)).toHaveLength(1))
    expect(api.callsTo(ACCEPT)[0]!.body).toEqual({ confirm: 'ACCEPT' })
  })

  it('keeps the dialog and the note, with the server’s words, when accepting is refused (409)', async () => {
    const server = fakeServer()
    const refusal = 'Your funds are held pending a dispute: you can accept once it is resolved.'
    const api = renderTimeline({ [DETAIL]: server[DETAIL], [ACCEPT]: () => fail(409, refusal) })
    const dialog = await openDialog('accept-transaction', 'accept-dialog')
    fireEvent.change(dialog.getByLabelText('Note for our team (optional)'), { target: { value: 'Keys received' } })
    fireEvent.change(dialog.getByLabelText('Type ACCEPT to confirm'), { target: { value: 'ACCEPT' } })
    fireEvent.click(dialog.getByRole('button', { name: 'Accept and release the funds' }))
    expect((await dialog.findByRole('alert')).textContent).toBe(refusal)
    expect((dialog.getByLabelText('Note for our team (optional)') as HTMLTextAreaElement).value).toBe('Keys received')
    expect(screen.getByTestId('accept-dialog')).toBeTruthy()
    expect(api.callsTo(DETAIL)).toHaveLength(1)
    expect(refreshTransactions).not.toHaveBeenCalled()
    expect(toasts()).toEqual([])
  })

  it('checks the dispute’s reason with the server’s schema before sending it', async () => {
    const server = fakeServer()
    const api = renderTimeline({ [DETAIL]: server[DETAIL], [DISPUTE]: server.move('DISPUTE_RAISED', 'Dispute raised. Your funds stay held in escrow while we resolve it.') })
    const dialog = await openDialog('dispute-transaction', 'dispute-dialog')
    const reason = dialog.getByLabelText('What is wrong? (at least 10 characters)')
    const submit = dialog.getByRole('button', { name: 'Raise dispute' })
    // Pressing it empty, then with too little, shows the schema's message under the field and sends nothing.
    fireEvent.click(submit)
    expect(await dialog.findByText('Please tell us what is wrong')).toBeTruthy()
    fireEvent.change(reason, { target: { value: 'Leaks' } })
    fireEvent.click(submit)
    expect(await dialog.findByText('reason must be at least 10 characters')).toBeTruthy()
    expect(reason.getAttribute('aria-invalid')).toBe('true')
    expect(reason.getAttribute('aria-describedby')).toBe(dialog.getByText('reason must be at least 10 characters').id)
    expect(api.callsTo(DISPUTE)).toHaveLength(0)

    fireEvent.change(reason, { target: { value: '  The roof leaks in two bedrooms.  ' } })
    expect(dialog.queryByText('reason must be at least 10 characters')).toBeNull()
    fireEvent.click(submit)
    await waitFor(() => expect(toasts()).toContainEqual(['Dispute raised', 'Dispute raised. Your funds stay held in escrow while we resolve it.']))
    expect(api.callsTo(DISPUTE)[0]!.body).toEqual({ reason: 'The roof leaks in two bedrooms.' })
    await waitFor(() => expect(api.callsTo(DETAIL)).toHaveLength(2))
    expect(refreshTransactions).toHaveBeenCalledTimes(1)
    expect((await screen.findByTestId('money-status')).dataset.tone).toBe('disputed')
    expect(screen.queryByTestId('dispute-transaction')).toBeNull()
    expect(screen.queryByTestId('accept-transaction')).toBeNull()
  })

  it('keeps the reason typed, with the server’s words, when the dispute is refused', async () => {
    const server = fakeServer()
    const refusal = 'A dispute is already open on this transaction; the team will be in touch.'
    renderTimeline({ [DETAIL]: server[DETAIL], [DISPUTE]: () => fail(409, refusal) })
    const dialog = await openDialog('dispute-transaction', 'dispute-dialog')
    fireEvent.change(dialog.getByLabelText('What is wrong? (at least 10 characters)'), { target: { value: 'The fence is missing.' } })
    fireEvent.click(dialog.getByRole('button', { name: 'Raise dispute' }))
    expect((await dialog.findByRole('alert')).textContent).toBe(refusal)
    expect((dialog.getByLabelText('What is wrong? (at least 10 characters)') as HTMLTextAreaElement).value).toBe('The fence is missing.')
    expect(refreshTransactions).not.toHaveBeenCalled()
  })

  it('cancels a requested viewing from the timeline too, then re-reads the page and the list', async () => {
    let steps: TransactionStep[] = ['VIEWING_REQUESTED']
    const api = renderTimeline({
      [DETAIL]: () => ok(transactionDetailDto(12, steps)),
      'PATCH /enquiry/schedule-viewing/12': () => {
        steps = [...steps, 'CANCELED']
        return ok(transactionDetailDto(12, steps))
      },
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel viewing' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, cancel it' }))
    expect(await screen.findByRole('heading', { name: 'Transaction canceled' })).toBeTruthy()
    expect(api.callsTo(DETAIL)).toHaveLength(2)
    expect(refreshTransactions).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('button', { name: 'Cancel viewing' })).toBeNull()
  })

  it('closes on Not now without sending anything', async () => {
    const api = renderTimeline({ [DETAIL]: fakeServer()[DETAIL] })
    const dialog = await openDialog('dispute-transaction', 'dispute-dialog')
    fireEvent.click(dialog.getByRole('button', { name: 'Not now' }))
    await waitFor(() => expect(screen.queryByTestId('dispute-dialog')).toBeNull())
    expect(api.callsTo(DISPUTE)).toHaveLength(0)
  })
})
