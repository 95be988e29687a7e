import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { session } from '~/lib/session'
import { toastStore } from '~/lib/toast-store'
import { fail, fakeToken, installFakeApi, ok, type FakeAnswer } from '~/testing/fake-api'
import { installModalDialogs } from '~/testing/modal-dialog'
import { renderWithTenant } from '~/testing/render-with-tenant'
import { REPORT_REASON_LABELS } from '~/shared/schemas/trust'
import { ReportListingButton } from './report-listing-button'
import { REASON_REQUIRED } from './report-listing-dialog'

const THANKS = 'Thank you. Your report has been sent to our team.'
const thanks = (): FakeAnswer => ({ status: 201, ...ok({ id: 1 }, { message: THANKS }) })

let restoreDialogs = () => {}
beforeEach(() => (restoreDialogs = installModalDialogs()))
afterEach(() => {
  restoreDialogs()
  session.end()
  for (const t of toastStore.get()) toastStore.dismiss(t.id)
})

const toasts = () => toastStore.get().map((t) => `${t.title}: ${t.description ?? ''}`)
const send = () => screen.getByRole('button', { name: 'Send report' }) as HTMLButtonElement

async function open() {
  renderWithTenant(
    <ReportListingButton listingId={455} listingTitle="3-bedroom terrace" data-testid="report-listing-button">
      Report this listing
    </ReportListingButton>,
  )
  fireEvent.click(screen.getByTestId('report-listing-button'))
  return screen.findByRole('dialog', { name: 'Report this listing' })
}

function type(label: string, value: string) {
  const field = screen.getByLabelText(label)
  fireEvent.change(field, { target: { value } })
  fireEvent.blur(field)
}

function fillValid() {
  fireEvent.click(screen.getByLabelText(REPORT_REASON_LABELS.ASKED_FOR_PAYMENT_OUTSIDE_ESCROW))
  type('What happened?', 'The agent asked for a ₦50,000 inspection fee to his own account.')
}

describe('Report this listing', () => {
  it('opens on its first reason, every reason offered', async () => {
    const dialog = await open()
    expect(dialog.dataset.testid).toBe('report-listing-dialog')
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')!.textContent)).toEqual(Object.values(REPORT_REASON_LABELS))
    await waitFor(() => expect(document.activeElement).toBe(screen.getAllByRole('radio')[0]))
  })

  it('says what is missing when sent empty, moves to it, and sends nothing', async () => {
    const api = installFakeApi({ 'POST /enquiry/report-listing': thanks })
    await open()
    screen.getByLabelText(REPORT_REASON_LABELS.OTHER).focus()
    fireEvent.click(send())
    expect(screen.getByRole('group', { name: 'What is wrong?' }).getAttribute('aria-describedby')).toBe(screen.getByText(REASON_REQUIRED).id)
    expect(screen.getByText('Please describe the problem')).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(screen.getAllByRole('radio')[0]))
    fireEvent.click(screen.getByLabelText(REPORT_REASON_LABELS.OTHER))
    expect(screen.queryByText(REASON_REQUIRED)).toBeNull()
    fireEvent.click(send())
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('What happened?')))
    expect(api.calls).toEqual([])
  })

  it('shows the schema’s messages under the fields it finds wrong', async () => {
    await open()
    fireEvent.click(screen.getByLabelText(REPORT_REASON_LABELS.SUSPECTED_FRAUD))
    type('What happened?', 'Too short')
    type('Your email (optional)', 'amaka@')
    expect(screen.getByText('details must be at least 10 characters')).toBeTruthy()
    expect(screen.getByText('Invalid email address')).toBeTruthy()
    expect(screen.getByLabelText('What happened?').getAttribute('aria-invalid')).toBe('true')
    type('What happened?', '   ')
    expect(screen.getByText('Please describe the problem')).toBeTruthy()
  })

  it('sends the report, closes, and toasts the server’s thanks', async () => {
    const api = installFakeApi({ 'POST /enquiry/report-listing': thanks })
    await open()
    fillValid()
    type('Your email (optional)', ' Amaka@Example.com ')
    fireEvent.click(send())
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(toasts()).toEqual([`Report sent: ${THANKS}`])
    expect(api.callsTo('POST /enquiry/report-listing')[0]!.body).toEqual({
      listing_id: 455,
      reason: 'ASKED_FOR_PAYMENT_OUTSIDE_ESCROW',
      details: 'The agent asked for a ₦50,000 inspection fee to his own account.',
      email: 'amaka@example.com',
    })
  })

  it('asks a signed-in buyer for no address: their account’s answers', async () => {
    const api = installFakeApi({ 'POST /enquiry/report-listing': thanks })
    act(() => session.start(fakeToken({ email: 'ada@example.com' })))
    await open()
    expect(screen.queryByLabelText('Your email (optional)')).toBeNull()
    expect(screen.getByRole('dialog').textContent).toContain('We will reply to ada@example.com, the address of your account.')
    fillValid()
    fireEvent.click(send())
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const [call] = api.callsTo('POST /enquiry/report-listing')
    expect(call!.body).not.toHaveProperty('email')
    expect(call!.headers.authorization).toMatch(/^Bearer /)
  })

  it.each([
    ['the server’s words', () => fail(429, 'Too many reports from this address. Please try again later.'), 'Too many reports from this address. Please try again later.'],
    ['its own words when no answer came', () => Promise.reject(new TypeError('Failed to fetch')), 'Your report could not be sent. Check your connection and try again.'],
  ])('says %s, stays open and keeps what was typed', async (_, answer, text) => {
    installFakeApi({ 'POST /enquiry/report-listing': answer })
    await open()
    fillValid()
    fireEvent.click(send())
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(text))
    expect(toasts()).toEqual([`Report not sent: ${text}`])
    expect(screen.getByRole('dialog', { name: 'Report this listing' })).toBeTruthy()
    expect((screen.getByLabelText(REPORT_REASON_LABELS.ASKED_FOR_PAYMENT_OUTSIDE_ESCROW) as HTMLInputElement).checked).toBe(true)
    expect((screen.getByLabelText('What happened?') as HTMLTextAreaElement).value).toBe('The agent asked for a ₦50,000 inspection fee to his own account.')
    expect(send().disabled).toBe(false)
  })
})
