import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fail, installFakeApi } from '~/testing/fake-api'
import { answering, created, enabled, fill, fillIn, openDialog, setUpMarketingFormTests, toasts, TOO_MANY } from '~/testing/marketing-forms'
import { ContactUsButton } from './contact-us-button'

setUpMarketingFormTests()

const THANKS = 'Thank you for reaching out. We have your message and will get back to you shortly.'
const send = () => screen.getByRole('button', { name: 'Send message' }) as HTMLButtonElement

const open = () => openDialog(<ContactUsButton className="cta">Contact us</ContactUsButton>, 'Contact us', 'Contact us')

async function fillValid() {
  fillIn({
    'First name': 'Amaka',
    'Last name': 'Eze',
    'Email address': 'amaka@example.com',
    'Phone number': '0803 123 4567',
    'Message': 'Can you verify a plot in Lekki?',
  })
  await enabled('Send message')
}

describe('ContactUsButton', () => {
  it('opens the dialog on its first field, submit disabled until edited and valid', async () => {
    await open()
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('First name')))
    expect(send().disabled).toBe(true)
  })

  it('shows the messages of 001 §5', async () => {
    await open()
    fillIn({ 'First name': 'A', 'Last name': 'B', 'Email address': 'amaka@', 'Phone number': '0803 12' })
    await waitFor(() => expect(screen.getByText('Invalid phone number')).toBeTruthy())
    expect(screen.getByText('First name must be 2 or more characters long')).toBeTruthy()
    expect(screen.getByText('Last name must be 2 or more characters long')).toBeTruthy()
    expect(screen.getByText('Invalid email address')).toBeTruthy()
    expect(send().disabled).toBe(true)
  })

  it('sends the form, toasts the server’s words, and resets and closes', async () => {
    const api = installFakeApi({ 'POST /api/contact-us': created(THANKS) })
    await open()
    await fillValid()
    fireEvent.click(send())
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(toasts()).toEqual([`Successful request: ${THANKS}`])
    const [call] = api.callsTo('POST /api/contact-us')
    expect(call!.body).toEqual({ first_name: 'Amaka', last_name: 'Eze', phone: '+2348031234567', email: 'amaka@example.com', message: 'Can you verify a plot in Lekki?' })
    expect(call!.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/)
    // Opened again, it is empty.
    fireEvent.click(screen.getByRole('button', { name: 'Contact us' }))
    await screen.findByRole('dialog', { name: 'Contact us' })
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('')
  })

  it.each([
    ['the server’s words', fail(429, TOO_MANY), TOO_MANY],
    ['Failed to submit when no answer came', null, 'Failed to submit'],
  ])('says %s in a toast and inside the dialog, which stays open', async (_, answer, text) => {
    installFakeApi({ 'POST /api/contact-us': answering(answer) })
    await open()
    await fillValid()
    fireEvent.click(send())
    await waitFor(() => expect(toasts()).toEqual([`Failed request: ${text}`]))
    expect(screen.getByRole('alert').textContent).toBe(text)
    expect(screen.getByRole('dialog', { name: 'Contact us' })).toBeTruthy()
  })

  it('closes with its close button and resets', async () => {
    await open()
    fill('First name', 'Amaka')
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Contact us' }))
    await screen.findByRole('dialog', { name: 'Contact us' })
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('')
  })
})
