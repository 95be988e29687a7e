import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { OPEN_AUTH_EVENT, type OpenAuthDetail } from '~/components/layout/auth-events'
import { readToken } from '~/lib/auth-token'
import { session } from '~/lib/session'
import { toastStore } from '~/lib/toast-store'
import { fail, fakeToken, installFakeApi, ok, type FakeAnswer, type FakeHandler } from '~/testing/fake-api'
import { FreshSwr } from '~/testing/fresh-swr'
import { renderWithTenant } from '~/testing/render-with-tenant'
import { SettingsPage } from './settings-page'

const PROFILE = {
  id: 7,
  first_name: 'Ada',
  last_name: 'Obi',
  email: 'ada@example.com',
  phone: '+2348031234567',
  user: { id: 7, email: 'ada@example.com', created_at: '2026-01-05T10:00:00Z' },
}

const toasts = () => toastStore.get().map((t) => ({ title: t.title, description: t.description }))
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement
/** Types a value and leaves the field, as a visitor would. */
const type = (label: string, value: string) => {
  fireEvent.change(input(label), { target: { value } })
  fireEvent.blur(input(label))
}
const saveButton = () => screen.getByRole('button', { name: /^(Save changes|Saving\.\.\.)$/ }) as HTMLButtonElement
const passwordToggle = () => screen.getAllByRole('button', { name: 'Change password' })[0]!
const passwordSubmit = () => screen.getAllByRole('button', { name: /^(Change password|Changing password…)$/ }).at(-1) as HTMLButtonElement

/** A handler whose answer waits until the test releases it. */
function deferred(answer: (req: Parameters<FakeHandler>[0]) => FakeAnswer) {
  let release = () => {}
  const handler: FakeHandler = (req) => new Promise((resolve) => (release = () => resolve(answer(req))))
  return { handler, release: () => release() }
}

function renderSignedIn(handlers: Record<string, FakeHandler> = {}) {
  const api = installFakeApi({ 'GET /auth/user-profile': () => ok(PROFILE), ...handlers })
  act(() => session.start(fakeToken()))
  renderWithTenant(<SettingsPage />, { wrapper: FreshSwr, routeId: 'settings' })
  return api
}

async function renderLoaded(handlers: Record<string, FakeHandler> = {}) {
  const api = renderSignedIn(handlers)
  await waitFor(() => expect(input('First name').value).toBe('Ada'))
  // The phone rule is fetched on the first focus inside the form (decision 052).
  fireEvent.focusIn(input('First name'))
  await act(async () => void (await import('~/features/listings/detail/phone-check')))
  return api
}

function fillPasswords(current: string, next: string, confirm: string) {
  fireEvent.click(passwordToggle())
  type('Current password', current)
  type('New password', next)
  type('Confirm new password', confirm)
}

afterEach(() => {
  act(() => session.end())
  for (const t of toastStore.get()) toastStore.dismiss(t.id)
})

describe('/settings signed out', () => {
  it('asks the visitor to sign in, opens the sign-in modal and requests nothing', () => {
    const api = installFakeApi({})
    const asked: OpenAuthDetail[] = []
    const listen = (e: Event) => asked.push((e as CustomEvent<OpenAuthDetail>).detail)
    window.addEventListener(OPEN_AUTH_EVENT, listen)
    try {
      renderWithTenant(<SettingsPage />, { wrapper: FreshSwr, routeId: 'settings' })
      expect(screen.getByRole('heading', { level: 1, name: 'Account settings' })).toBeTruthy()
      expect(screen.getByRole('heading', { level: 2, name: 'Sign in to manage your account' })).toBeTruthy()
      expect(screen.queryByLabelText('First name')).toBeNull()
      fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
      expect(asked).toEqual([{ mode: 'signin' }])
      expect(api.calls).toHaveLength(0)
    } finally {
      window.removeEventListener(OPEN_AUTH_EVENT, listen)
    }
  })
})

describe('/settings profile', () => {
  it('shows skeletons, then the loaded profile with the e-mail read-only', async () => {
    const profile = deferred(() => ok(PROFILE))
    const api = renderSignedIn({ 'GET /auth/user-profile': profile.handler })
    expect(screen.getByRole('status', { name: 'Loading your profile' })).toBeTruthy()
    expect(screen.queryByLabelText('First name')).toBeNull()
    await waitFor(() => expect(api.callsTo('GET /auth/user-profile')).toHaveLength(1))
    expect(api.calls[0]!.headers.authorization).toMatch(/^Bearer /)
    profile.release()

    expect((await screen.findByLabelText('First name') as HTMLInputElement).value).toBe('Ada')
    expect(screen.queryByRole('status', { name: 'Loading your profile' })).toBeNull()
    expect(input('Last name').value).toBe('Obi')
    expect(input('Phone number').value).toBe('+2348031234567')
    const email = input('Email address')
    expect(email.value).toBe('ada@example.com')
    expect(email.readOnly).toBe(true)
  })

  it('has one h1, a current Profile tab and h2 sections; the password section starts closed', async () => {
    await renderLoaded()
    expect(screen.getAllByRole('heading').map((h) => `${h.tagName} ${h.textContent}`)).toEqual([
      'H1 Account settings',
      'H2 Personal information',
      'H2 Change password',
    ])
    expect(screen.getByText('Profile').getAttribute('aria-current')).toBe('page')

    const toggle = passwordToggle()
    const region = document.getElementById(toggle.getAttribute('aria-controls')!)!
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(region.hidden).toBe(true)
    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(region.hidden).toBe(false)
    expect(input('Current password').type).toBe('password')
  })

  it('enables Save only when a trimmed value differs from the loaded one', async () => {
    await renderLoaded()
    expect(saveButton().disabled).toBe(true)
    type('First name', '  Ada  ')
    type('Last name', 'Obi ')
    type('Phone number', ' +2348031234567')
    expect(saveButton().disabled).toBe(true)
    type('First name', 'Adaeze')
    expect(saveButton().disabled).toBe(false)
    type('First name', 'Ada')
    expect(saveButton().disabled).toBe(true)
  })

  it('fetches the phone rule when the form is first used, not with the page', async () => {
    renderSignedIn()
    await waitFor(() => expect(input('First name').value).toBe('Ada'))
    // Until the rule has arrived the saved number cannot be checked, so Save waits for it.
    type('First name', 'Adaeze')
    expect(saveButton().disabled).toBe(true)
    await waitFor(() => expect(saveButton().disabled).toBe(false))
  })

  it('validates names and phone and keeps Save disabled while invalid', async () => {
    await renderLoaded()
    type('First name', '   ')
    expect(screen.getByText('First Name is required')).toBeTruthy()
    expect(input('First name').getAttribute('aria-invalid')).toBe('true')
    expect(saveButton().disabled).toBe(true)
    type('First name', 'Ada')
    type('Last name', '')
    expect(screen.getByText('Last Name is required')).toBeTruthy()
    type('Last name', 'Obi')

    type('Phone number', '')
    expect(screen.getByText('Phone number is required')).toBeTruthy()
    expect(screen.queryByText('First Name is required')).toBeNull()
    expect(saveButton().disabled).toBe(true)
    type('Phone number', '0803')
    expect(screen.getByText('Invalid phone number')).toBeTruthy()
    expect(input('Phone number').getAttribute('aria-describedby')).toBe(`${input('Phone number').id}-error`)
    expect(saveButton().disabled).toBe(true)
    type('Phone number', '0803 123 4568')
    expect(screen.queryByText('Invalid phone number')).toBeNull()
    expect(saveButton().disabled).toBe(false)
  })

  it('saves trimmed values, shows Saving... while pending, then takes the saved values as the new baseline', async () => {
    const patch = deferred((req) => ok({ ...PROFILE, ...(req.body as object) }, { message: 'Profile updated successfully!' }))
    const api = await renderLoaded({ 'PATCH /auth/update-user-profile': patch.handler })
    type('First name', '  Adaeze  ')
    type('Last name', ' Obi-Eze ')
    type('Phone number', '0809 111 2222')
    fireEvent.click(saveButton())

    const pending = await screen.findByRole('button', { name: 'Saving...' })
    expect((pending as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(pending)
    patch.release()
    await waitFor(() => expect(toasts()).toContainEqual({ title: 'Profile updated', description: 'Profile updated successfully!' }))

    const sent = api.callsTo('PATCH /auth/update-user-profile')
    expect(sent).toHaveLength(1)
    expect(sent[0]!.body).toEqual({ first_name: 'Adaeze', last_name: 'Obi-Eze', phone: '+2348091112222' })
    await waitFor(() => expect(saveButton().textContent).toBe('Save changes'))
    expect(saveButton().disabled).toBe(true)
    expect(input('First name').value).toBe('Adaeze')
    expect(input('Phone number').value).toBe('+2348091112222')
    // The old first name is now a change.
    type('First name', 'Ada')
    expect(saveButton().disabled).toBe(false)
  })

  it('reports a failed save with the server message and keeps the edits', async () => {
    await renderLoaded({ 'PATCH /auth/update-user-profile': () => fail(409, 'Phone number already in use') })
    type('Phone number', '08091112222')
    fireEvent.click(saveButton())
    await waitFor(() => expect(toasts()).toContainEqual({ title: 'Failed to update profile', description: 'Phone number already in use' }))
    expect(toasts().some((t) => t.title === 'Profile updated')).toBe(false)
    expect(input('Phone number').value).toBe('08091112222')
    await waitFor(() => expect(saveButton().disabled).toBe(false))
  })

  it('says so when the profile cannot be loaded', async () => {
    renderSignedIn({ 'GET /auth/user-profile': () => fail(500, 'Profile service unavailable') })
    expect((await screen.findByRole('alert')).textContent).toBe('Profile service unavailable')
    expect(screen.queryByLabelText('First name')).toBeNull()
  })
})

describe('/settings change password', () => {
  it('shows the password rules', async () => {
    await renderLoaded()
    fillPasswords('old password', 'short', '')
    expect(screen.getByText('Minimum of 8 characters')).toBeTruthy()
    expect(passwordSubmit().disabled).toBe(true)
    type('New password', 'brand new pass')
    type('Confirm new password', 'brand new pas')
    expect(screen.getByText('Passwords must match')).toBeTruthy()
    expect(passwordSubmit().disabled).toBe(true)
    type('Confirm new password', 'brand new pass')
    expect(screen.queryByText('Passwords must match')).toBeNull()
    expect(passwordSubmit().disabled).toBe(false)
  })

  it('changes the password, keeps the fresh token, clears the form and leaves profile edits alone', async () => {
    const fresh = fakeToken({}, Date.now() / 1000 + 7200)
    const change = deferred(() => ok({ accessToken: fresh }, { message: 'Password changed successfully!' }))
    const api = await renderLoaded({ 'POST /auth/user-change-password': change.handler })
    type('First name', 'Adaeze')
    fillPasswords('old password', 'brand new pass', 'brand new pass')
    fireEvent.click(passwordSubmit())

    expect((await screen.findByRole('button', { name: 'Changing password…' })).getAttribute('aria-busy')).toBe('true')
    change.release()
    await waitFor(() => expect(toasts()).toContainEqual({ title: 'Password changed', description: 'Password changed successfully!' }))

    expect(api.callsTo('POST /auth/user-change-password')[0]!.body).toEqual({ old_password: 'old password', new_password: 'brand new pass' })
    expect(readToken()).toBe(fresh)
    for (const label of ['Current password', 'New password', 'Confirm new password']) expect(input(label).value).toBe('')
    expect(screen.queryByText('Required')).toBeNull()
    // The profile is read again with the fresh token; what was being typed stays.
    await waitFor(() => expect(api.callsTo('GET /auth/user-profile').at(-1)!.headers.authorization).toBe(`Bearer ${fresh}`))
    await waitFor(() => expect(api.callsTo('GET /auth/user-profile')).toHaveLength(2))
    expect(input('First name').value).toBe('Adaeze')
    expect(saveButton().disabled).toBe(false)
  })

  it('keeps the form and the token when the current password is wrong', async () => {
    await renderLoaded({ 'POST /auth/user-change-password': () => fail(400, 'Your current password is incorrect') })
    const before = readToken()
    fillPasswords('wrong one', 'brand new pass', 'brand new pass')
    fireEvent.click(passwordSubmit())
    await waitFor(() => expect(toasts()).toContainEqual({ title: 'Failed to change password', description: 'Your current password is incorrect' }))
    expect(readToken()).toBe(before)
    expect(input('Current password').value).toBe('wrong one')
    await waitFor(() => expect(passwordSubmit().disabled).toBe(false))
  })
})

describe('confirming the e-mail address (decision 040)', () => {
  afterEach(() => act(() => session.end()))

  it('asks for it while the address is not proved, and sends another link on request', async () => {
    const api = await renderLoaded({
      'GET /auth/user-profile': () => ok({ ...PROFILE, email_verified: false }),
      'POST /auth/resend-verification': () => ok(null, { message: 'We have sent a new link to ada@example.com.' }),
    })
    expect(await screen.findByRole('heading', { name: 'Confirm your e-mail address' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }))
    await waitFor(() => expect(toasts()).toContainEqual({ title: 'Link sent', description: 'We have sent a new link to ada@example.com.' }))
    expect(api.callsTo('POST /auth/resend-verification')).toHaveLength(1)
  })

  it('says nothing once the address is proved', async () => {
    await renderLoaded({ 'GET /auth/user-profile': () => ok({ ...PROFILE, email_verified: true }) })
    expect(screen.queryByRole('heading', { name: 'Confirm your e-mail address' })).toBeNull()
  })
})
