import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { installFakeApi } from '~/testing/fake-api'
import { answering, created, enabled, fillIn, prerenderAndHydrate, refused, toasts, setUpMarketingFormTests } from '~/testing/marketing-forms'
import { RealtorNetworkForm } from './realtor-network-form'

setUpMarketingFormTests()
afterEach(() => window.history.replaceState(null, '', '/'))

const join = () => screen.getByRole('button', { name: 'Join the network' }) as HTMLButtonElement

async function start() {
  const page = await prerenderAndHydrate(<RealtorNetworkForm />)
  await act(async () => (screen.getByLabelText('Full name') as HTMLInputElement).focus())
  await act(async () => void (await import('./realtor-network-live')))
  return page
}

async function fillValid() {
  fillIn({ 'Full name': 'Ngozi Chioma Obi', 'Email address': 'ngozi@example.com', 'Phone number': '0803 123 4567' })
  fireEvent.click(screen.getByLabelText(/I agree to the/))
  await enabled('Join the network')
}

describe('RealtorNetworkForm', () => {
  it('asks for a first and a last name, a valid e-mail and phone, and the agreement', async () => {
    await start()
    fillIn({ 'Full name': 'Ngozi', 'Email address': 'ngozi@', 'Phone number': '123' })
    await waitFor(() => expect(screen.getByText('Please enter first and last name')).toBeTruthy())
    expect(screen.getByText('Invalid email address')).toBeTruthy()
    expect(screen.getByText('Phone number is required')).toBeTruthy()
    expect(join().disabled).toBe(true)
  })

  it('registers the agent with the names split and ?referral_code, says so, then leaves for the registration site', async () => {
    window.history.replaceState(null, '', '/join-realtor-network?referral_code=AB12CD3')
    const api = installFakeApi({ 'POST /agent/register': created('Request successful') })
    const { tenant, navigate } = await start()
    await fillValid()
    fireEvent.click(join())
    await waitFor(() => expect(toasts()).toEqual(['Request successful: Taking you to the realtor registration…']))
    const [call] = api.callsTo('POST /agent/register')
    expect(call!.body).toEqual({ first_name: 'Ngozi', last_name: 'Chioma Obi', email: 'ngozi@example.com', phone: '+2348031234567', agreement: true, referral_code: 'AB12CD3' })
    expect(call!.headers['x-tenant-id']).toBe(tenant.domain)
    expect(call!.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/)
    expect(join().disabled).toBe(true)
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(tenant.external.realtor_registration), { timeout: 3000 })
  })

  it('shows the server’s message about a half of the name under the full name', async () => {
    installFakeApi({ 'POST /agent/register': answering(refused('last_name', 'Please enter first and last name')) })
    await start()
    await fillValid()
    fireEvent.click(join())
    await waitFor(() => expect(toasts()).toEqual(['Failed request: Please enter first and last name']))
    expect(screen.getByLabelText('Full name').getAttribute('aria-describedby')).toBe('realtor-full_name-error')
  })

  it('opens the terms of use in a dialog, read from their page', async () => {
    // jsdom has no CSS.escape, which the content loader uses to find the block.
    vi.stubGlobal('CSS', { escape: (s: string) => s })
    vi.stubGlobal('fetch', async () => new Response('<main><div data-content-key="legal/terms-of-use"><h2>1. Who we are</h2></div></main>', { status: 200 }))
    await start()
    fireEvent.click(screen.getByRole('link', { name: /terms of use/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Terms of Service' })
    await waitFor(() => expect(dialog.textContent).toContain('1. Who we are'))
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
