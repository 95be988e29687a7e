import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { readToken } from '~/lib/auth-token'
import { session } from '~/lib/session'
import { toastStore } from '~/lib/toast-store'
import { fail, fakeToken, installFakeApi, ok, type FakeHandler } from '~/testing/fake-api'
import { FreshSwr } from '~/testing/fresh-swr'
import { renderWithTenant } from '~/testing/render-with-tenant'
import { SettingsPage } from './settings-page'

const PROFILE = { id: 7, first_name: 'Ada', last_name: 'Obi', email: 'ada@example.com', phone: '+2348031234567', user: { id: 7, email: 'ada@example.com', created_at: '2026-01-05T10:00:00Z' } }
const titles = () => toastStore.get().map((t) => t.title)
const type = (label: string, value: string) => {
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
  fireEvent.blur(screen.getByLabelText(label))
}

function renderSignedIn(handlers: Record<string, FakeHandler>) {
  const api = installFakeApi({ 'GET /auth/user-profile': () => ok(PROFILE), ...handlers })
  act(() => session.start(fakeToken()))
  renderWithTenant(<SettingsPage />, { wrapper: FreshSwr, routeId: 'settings' })
  return api
}

afterEach(() => {
  session.end()
  for (const t of toastStore.get()) toastStore.dismiss(t.id)
})

describe('/settings', () => {
  it('asks a signed-out visitor to sign in and requests nothing', () => {
    const api = installFakeApi({})
    renderWithTenant(<SettingsPage />, { wrapper: FreshSwr })
    expect(screen.getByRole('heading', { name: 'Sign in to manage your account' })).toBeTruthy()
    expect(api.calls).toHaveLength(0)
  })

  it('saves only real changes, trimmed, and shows Saving... while pending', async () => {
    let release: () => void = () => {}
    const api = renderSignedIn({
      'PATCH /auth/update-user-profile': (req) =>
        new Promise((resolve) => {
          release = () => resolve(ok({ ...PROFILE, ...(req.body as object) }, { message: 'Profile updated successfully!' }))
        }),
    })
    expect(((await screen.findByLabelText('First name')) as HTMLInputElement).value).toBe('Ada')
    const save = () => screen.getByRole('button', { name: /Save changes|Saving/ }) as HTMLButtonElement
    expect(save().disabled).toBe(true)
    type('First name', '  Ada  ')
    expect(save().disabled).toBe(true)
    type('Phone number', '')
    expect(screen.getByText('Phone number is required')).toBeTruthy()
    type('Phone number', '0803')
    expect(screen.getByText('Invalid phone number')).toBeTruthy()
    type('Phone number', '0809 111 2222')
    type('Last name', ' Obi-Eze ')
    expect(save().disabled).toBe(false)
    fireEvent.click(save())
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeTruthy()
    release()
    await waitFor(() => expect(titles()).toContain('Profile updated'))
    expect(api.callsTo('PATCH /auth/update-user-profile')[0]!.body).toEqual({ first_name: 'Ada', last_name: 'Obi-Eze', phone: '+2348091112222' })
    await waitFor(() => expect(save().disabled).toBe(true))
  })

  it('reports a failed save', async () => {
    renderSignedIn({ 'PATCH /auth/update-user-profile': () => fail(500, '') })
    await screen.findByLabelText('First name')
    type('First name', 'Adaeze')
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(toastStore.get().some((t) => t.title === 'Failed to update profile')).toBe(true))
  })

  it('changes the password, keeps the fresh token and clears the form', async () => {
    const token = fakeToken({ first_name: 'Ada' }, Date.now() / 1000 + 7200)
    const api = renderSignedIn({ 'POST /auth/user-change-password': () => ok({ accessToken: token }, { message: 'Password changed successfully!' }) })
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }))
    type('Current password', 'old password')
    type('New password', 'short')
    expect(screen.getByText('Minimum of 8 characters')).toBeTruthy()
    type('New password', 'brand new pass')
    type('Confirm new password', 'brand new pas')
    expect(screen.getByText('Passwords must match')).toBeTruthy()
    type('Confirm new password', 'brand new pass')
    fireEvent.click(screen.getAllByRole('button', { name: 'Change password' }).at(-1)!)
    await waitFor(() => expect(titles()).toContain('Password changed'))
    expect(api.callsTo('POST /auth/user-change-password')[0]!.body).toEqual({ old_password: 'old password', new_password: 'brand new pass' })
    expect(readToken()).toBe(token)
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('')
  })

  it('keeps the form when the current password is wrong', async () => {
    renderSignedIn({ 'POST /auth/user-change-password': () => fail(400, 'Your current password is incorrect') })
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }))
    type('Current password', 'wrong one')
    type('New password', 'brand new pass')
    type('Confirm new password', 'brand new pass')
    fireEvent.click(screen.getAllByRole('button', { name: 'Change password' }).at(-1)!)
    await waitFor(() => expect(toastStore.get().some((t) => t.title === 'Failed to change password' && t.description === 'Your current password is incorrect')).toBe(true))
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('wrong one')
  })
})
