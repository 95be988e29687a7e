import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { requestAuth } from '~/components/layout/auth-events'
import { session } from '~/lib/session'
import { toastStore } from '~/lib/toast-store'
import { AuthModalHost } from '~/features/auth/modal/auth-modal-host'
import { fakeToken, installFakeApi, ok } from '~/testing/fake-api'
import { renderWithTenant } from '~/testing/render-with-tenant'
import { useSignInGate } from './sign-in-gate'

function Booking({ then }: { then: () => void }) {
  const { notice, ask } = useSignInGate()
  return (
    <>
      <button type="button" onClick={() => ask('viewing', then)}>
        Book an inspection
      </button>
      {notice}
      <AuthModalHost />
    </>
  )
}

function signIn() {
  for (const [label, value] of [['Email address', 'ada@example.com'], ['Password', 'correct horse']] as const) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } })
    fireEvent.blur(screen.getByLabelText(label))
  }
  fireEvent.click(screen.getByRole('button', { name: /^Sign in$/ }))
}

function open() {
  installFakeApi({ 'GET /auth/providers': () => ok({ google: false }), 'POST /auth/user-login': () => ok({ accessToken: fakeToken() }) })
  const then = vi.fn()
  renderWithTenant(<Booking then={then} />)
  fireEvent.click(screen.getByRole('button', { name: 'Book an inspection' }))
  return then
}

afterEach(() => {
  act(() => session.end())
  for (const t of toastStore.get()) toastStore.dismiss(t.id)
})

describe('useSignInGate', () => {
  it('runs `then` on the same page once the visitor signs in from the notice', async () => {
    const then = open()
    expect((await screen.findByRole('dialog', { name: 'Let’s Get You In' })).textContent).toContain('Log in or sign up to request a property viewing.')
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    await screen.findByRole('dialog', { name: 'Sign in' })
    expect(then).not.toHaveBeenCalled()
    signIn()
    await waitFor(() => expect(then).toHaveBeenCalledTimes(1))
    expect(session.get()).not.toBeNull()
    expect(window.location.pathname).toBe('/')
  })

  it('forgets `then` when the auth modal is closed without signing in', async () => {
    const then = open()
    await screen.findByRole('dialog', { name: 'Let’s Get You In' })
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }))
    await screen.findByRole('dialog', { name: 'Create an account' })
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    // A later sign-in from the header is not this request.
    act(() => requestAuth('signin'))
    await screen.findByRole('dialog', { name: 'Sign in' })
    signIn()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(session.get()).not.toBeNull()
    expect(then).not.toHaveBeenCalled()
  })
})
