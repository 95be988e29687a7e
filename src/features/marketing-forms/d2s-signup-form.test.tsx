import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { installFakeApi } from '~/testing/fake-api'
import { answering, created, empty, enabled, fill, fillIn, prerenderAndHydrate, refused, setUpMarketingFormTests, toasts } from '~/testing/marketing-forms'
import { D2sSignupForm } from './d2s-signup-form'

setUpMarketingFormTests()

const signUp = created('Thank you for signing up. We will be in touch shortly.')
const submit = () => screen.getByRole('button', { name: 'Join Direct2Seller' }) as HTMLButtonElement

/** Focuses a field the way a visitor does: the first focus fetches the live part. */
async function start(label = 'Full name') {
  const input = screen.getByLabelText(label) as HTMLInputElement
  await act(async () => input.focus())
  await act(async () => void (await import('./d2s-signup-live')))
  return input
}

async function fillValid() {
  fillIn({ 'Full name': 'Chidi Okafor', 'Email address': 'Chidi@Example.com', 'Phone number': '0803 123 4567' })
  fireEvent.click(screen.getByLabelText(/I have read and accept/))
  await enabled('Join Direct2Seller')
}

describe('D2sSignupForm', () => {
  it('is real, labelled HTML before any of its code has loaded, submit disabled', async () => {
    const { html } = await prerenderAndHydrate(<D2sSignupForm />)
    const page = new DOMParser().parseFromString(html, 'text/html')
    expect(page.querySelector('form[aria-label="Direct2Seller sign-up"]')).not.toBeNull()
    for (const [id, label] of [['d2s-full_name', 'Full name'], ['d2s-email', 'Email address'], ['d2s-phone', 'Phone number'], ['d2s-agencyName', 'Agency name (optional)']] as const) {
      expect(page.querySelector(`label[for="${id}"]`)?.textContent).toBe(label)
      expect(page.getElementById(id)?.tagName).toBe('INPUT')
    }
    expect(page.querySelector('a[href="/legal/partner-realtor-agreement"]')?.getAttribute('target')).toBe('_blank')
    expect(page.querySelector('button[type="submit"]')?.hasAttribute('disabled')).toBe(true)
    expect(submit().disabled).toBe(true)
  })

  it('keeps what was typed before its code arrived, and the focus, in the same field', async () => {
    await prerenderAndHydrate(<D2sSignupForm />)
    const name = screen.getByLabelText('Full name') as HTMLInputElement
    name.value = 'Chidi Okafor' // typed while the page was still static
    const focused = await start('Full name')
    await waitFor(() => expect(submit().disabled).toBe(true))
    expect(focused).toBe(name)
    expect(name.isConnected).toBe(true)
    expect(document.activeElement).toBe(name)
    expect(name.value).toBe('Chidi Okafor')
    fillIn({ 'Email address': 'chidi@example.com', 'Phone number': '08031234567' })
    fireEvent.click(screen.getByLabelText(/I have read and accept/))
    // The name typed before counts: the form is edited and valid.
    await enabled('Join Direct2Seller')
  })

  it('a field typed in and left before its code arrived shows its message once it has', async () => {
    await prerenderAndHydrate(<D2sSignupForm />)
    const email = screen.getByLabelText('Email address') as HTMLInputElement
    email.value = 'chidi@' // typed and left while the page was still static
    const name = await start('Full name')
    name.value = 'Chidi' // still being typed: no message yet
    expect(await screen.findByText('Invalid email address')).toBeTruthy()
    expect(screen.queryByText('Full name is required')).toBeNull()
  })

  it('shows the messages of 001 §5 once a field is left', async () => {
    await prerenderAndHydrate(<D2sSignupForm />)
    await start()
    empty('Full name')
    fill('Email address', 'not-an-email')
    fill('Phone number', '0803')
    const box = screen.getByLabelText(/I have read and accept/)
    fireEvent.click(box)
    fireEvent.click(box)
    fireEvent.blur(box)
    await waitFor(() => expect(screen.getByText('Full name is required')).toBeTruthy())
    expect(screen.getByText('Invalid email address')).toBeTruthy()
    expect(screen.getByText('Phone number is required')).toBeTruthy()
    expect(screen.getByText('You must agree to the terms and conditions')).toBeTruthy()
    expect(screen.getByLabelText('Email address').getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByLabelText('Email address').getAttribute('aria-describedby')).toBe('d2s-email-error')
    expect(submit().disabled).toBe(true)
  })

  it('sends 001 §7’s body with the date and a key, then clears the form and shows the success modal', async () => {
    const api = installFakeApi({ 'POST /api/d2s-signup': signUp })
    await prerenderAndHydrate(<D2sSignupForm />)
    await start()
    await fillValid()
    fireEvent.click(submit())
    await screen.findByRole('dialog', { name: 'Welcome to Direct2Seller' })
    expect(screen.getByText('Thank you for signing up. We will be in touch shortly.')).toBeTruthy()
    const [call] = api.callsTo('POST /api/d2s-signup')
    expect(call!.body).toEqual({ full_name: 'Chidi Okafor', email: 'chidi@example.com', phone: '+2348031234567', date: expect.stringMatching(/^\d{1,2}(st|nd|rd|th) [A-Z][a-z]+ \d{4} \| \d\d:\d\d:\d\d (AM|PM)$/) })
    expect(call!.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/)
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('')
    expect((screen.getByLabelText(/I have read and accept/) as HTMLInputElement).checked).toBe(false)
    expect(submit().disabled).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Done' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('says a server refusal under its field and in a toast', async () => {
    installFakeApi({ 'POST /api/d2s-signup': answering(refused('email', 'Invalid email address')) })
    await prerenderAndHydrate(<D2sSignupForm />)
    await start()
    await fillValid()
    fireEvent.click(submit())
    await waitFor(() => expect(toasts()).toEqual(['Failed request: Invalid email address']))
    expect(screen.getByLabelText('Email address').getAttribute('aria-describedby')).toBe('d2s-email-error')
    expect(screen.getByRole('alert').textContent).toBe('Invalid email address')
    // Editing the field clears the server's word on it.
    fill('Email address', 'chidi.okafor@example.com')
    expect(screen.getByLabelText('Email address').getAttribute('aria-invalid')).toBeNull()
  })

  it('retries a lost attempt under the same key, and a new one after success', async () => {
    let calls = 0
    const api = installFakeApi({
      'POST /api/d2s-signup': (req) => {
        calls += 1
        return (calls === 1 ? answering(null) : signUp)(req)
      },
    })
    await prerenderAndHydrate(<D2sSignupForm />)
    await start()
    await fillValid()
    fireEvent.click(submit())
    await waitFor(() => expect(toasts()).toEqual(['Failed request: Failed to submit']))
    await enabled('Join Direct2Seller')
    fireEvent.click(submit())
    await screen.findByRole('dialog', { name: 'Welcome to Direct2Seller' })
    const keys = api.callsTo('POST /api/d2s-signup').map((c) => c.headers['Idempotency-Key'])
    expect(keys[1]).toBe(keys[0])
    expect(api.callsTo('POST /api/d2s-signup')[1]!.body).toEqual(api.callsTo('POST /api/d2s-signup')[0]!.body)
    fireEvent.click(screen.getByRole('button', { name: 'Done' }))
    await fillValid()
    fireEvent.click(submit())
    await screen.findByRole('dialog', { name: 'Welcome to Direct2Seller' })
    expect(api.callsTo('POST /api/d2s-signup')[2]!.headers['Idempotency-Key']).not.toBe(keys[0])
  })
})
