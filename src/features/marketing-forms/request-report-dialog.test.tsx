import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { installFakeApi } from '~/testing/fake-api'
import { answering, created, empty, enabled, fill, fillIn, openDialog, setUpMarketingFormTests, toasts } from '~/testing/marketing-forms'
import { RequestReportButton } from './request-report-button'

setUpMarketingFormTests()

const submit = () => screen.getByRole('button', { name: 'Send request' }) as HTMLButtonElement

const open = () => openDialog(<RequestReportButton>Request report</RequestReportButton>, 'Request report', 'Request a report')

async function fillValid() {
  fillIn({
    'Full name': 'Tunde Bakare',
    'Email address': 'tunde@example.com',
    'Phone number': '+44 7911 123456',
    'Property address or state': 'Plot 5, Lekki Phase 1, Lagos',
    'About the property': 'Detached duplex, 4 beds, 5 baths',
  })
  await enabled('Send request')
}

describe('RequestReportButton', () => {
  it('validates each field as it is left (001 §5)', async () => {
    await open()
    empty('Full name')
    fill('Email address', 'tunde')
    fill('Phone number', '0803')
    empty('Property address or state')
    await waitFor(() => expect(screen.getByText('Phone number is required')).toBeTruthy())
    expect(screen.getByText('Full name is required')).toBeTruthy()
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy()
    expect(screen.getByText('Please enter a valid address')).toBeTruthy()
    expect(submit().disabled).toBe(true)
  })

  it('adds the visitor’s region on submit, toasts success and closes', async () => {
    const api = installFakeApi({ 'POST /api/request-report': created('Your request has been sent successfully.') })
    await open()
    await fillValid()
    fireEvent.click(submit())
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(toasts()).toEqual(['Successful request: Your request has been sent successfully.'])
    const [call] = api.callsTo('POST /api/request-report')
    expect(call!.body).toEqual({
      fullName: 'Tunde Bakare',
      email: 'tunde@example.com',
      phone: '+447911123456',
      address: 'Plot 5, Lekki Phase 1, Lagos',
      description: 'Detached duplex, 4 beds, 5 baths',
      source_channel: Intl.DateTimeFormat().resolvedOptions().timeZone,
    })
    expect(call!.headers['Idempotency-Key']).toBeTruthy()
  })

  it.each([
    ['the server’s text', { status: 500, body: { success: false, message: 'The report desk is closed today', error: 'The report desk is closed today', data: null } }, 'The report desk is closed today'],
    ['Failed to submit for an answer without text', { status: 502, body: '<html>Bad gateway</html>' }, 'Failed to submit'],
    ['its own words when no answer came', null, 'Unable to submit request. Please try again.'],
  ])('on failure says %s (001 §8)', async (_, answer, text) => {
    installFakeApi({ 'POST /api/request-report': answering(answer) })
    await open()
    await fillValid()
    fireEvent.click(submit())
    await waitFor(() => expect(toasts()).toEqual([`Failed request: ${text}`]))
    expect(screen.getByRole('dialog', { name: 'Request a report' })).toBeTruthy()
  })

  it('resets when closed', async () => {
    await open()
    fill('Full name', 'Tunde Bakare')
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    fireEvent.click(screen.getByRole('button', { name: 'Request report' }))
    await screen.findByRole('dialog', { name: 'Request a report' })
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('')
  })
})
