import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NavigateProvider } from '~/components/ui/app-link'
import { readToken } from '~/lib/auth-token'
import { session } from '~/lib/session'
import { toastStore } from '~/lib/toast-store'
import { fail, fakeToken, installFakeApi, ok, type FakeHandler } from '~/testing/fake-api'
import { renderWithTenant } from '~/testing/render-with-tenant'
import { AuthModal } from './auth-modal'
import type { AuthRequest } from './auth-request'

const type = (label: string | RegExp, value: string) => {
  const input = screen.getByLabelText(label)
  fireEvent.change(input, { target: { value } })
  fireEvent.blur(input)
}
const toastTitles = () => toastStore.get().map((t) => t.title)
const button = (name: string | RegExp) => screen.getByRole('button', { name })

function open(request: AuthRequest, handlers: Record<string, FakeHandler> = {}) {
  const api = installFakeApi({ 'GET /auth/providers': () => ok({ google: false }), ...handlers })
  const onClose = vi.fn()
  const navigate = vi.fn()
  renderWithTenant(<AuthModal request={request} onClose={onClose} />, {
    wrapper: ({ children }) => <NavigateProvider value={navigate}>{children}</NavigateProvider>,
  })
  return { api, onClose, navigate }
}

beforeEach(() => session.end())
afterEach(() => {
  session.end()
  for (const t of toastStore.get()) toastStore.dismiss(t.id)
  vi.useRealTimers()
})

describe('AuthModal: sign in', () => {
  it('signs in, keeps the token and closes', async () => {
    const token = fakeToken()
    const { api, onClose, navigate } = open({ mode: 'signin' }, { 'POST /auth/user-login': () => ok({ accessToken: token }, { message: 'Sign In Successful' }) })
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeTruthy()
    expect((button(/^Sign in$/) as HTMLButtonElement).disabled).toBe(true)
    type('Email address', '  Ada@Example.com ')
    type('Password', 'correct horse')
    fireEvent.click(button(/^Sign in$/))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(api.callsTo('POST /auth/user-login')[0]!.body).toEqual({ email: 'ada@example.com', password: 'correct horse' })
    expect(readToken()).toBe(token)
    expect(session.get()?.user.first_name).toBe('Ada')
    expect(toastTitles()).toContain('Sign In Successful')
    expect(navigate).not.toHaveBeenCalled()
  })

  it('shows the rules of 000 §5 and keeps the modal open on a wrong password', async () => {
    const { onClose } = open({ mode: 'signin' }, { 'POST /auth/user-login': () => fail(401, 'Invalid email or password') })
    type('Email address', 'not-an-email')
    type('Password', 'short')
    expect(screen.getByText('Invalid email address')).toBeTruthy()
    expect(screen.getByText('Password must be at least 8 characters long')).toBeTruthy()
    type('Email address', 'ada@example.com')
    type('Password', 'wrong password')
    fireEvent.click(button(/^Sign in$/))
    await waitFor(() => expect(toastStore.get().some((t) => t.description === 'Invalid email or password')).toBe(true))
    expect(onClose).not.toHaveBeenCalled()
    expect(readToken()).toBeNull()
  })
})

describe('AuthModal: sign up', () => {
  const fill = () => {
    type('First name', 'Ada')
    type('Last name', 'Obi')
    type('Email address', 'ada@example.com')
    type('Phone number', '0803 123 4567')
    type('Password', 'long enough')
  }

  it('prefills the referral code, needs the acknowledgement and sends the normalised body', async () => {
    const token = fakeToken()
    const { api, onClose, navigate } = open({ mode: 'signup', referralCode: 'abc1234', redirectTo: '/referrals' }, { 'POST /auth/user-signup': () => ({ status: 201, ...ok({ accessToken: token }, { message: 'Sign Up Successful' }) }) })
    expect(screen.getByRole('dialog', { name: 'Create an account' })).toBeTruthy()
    expect((screen.getByLabelText('Referral code (optional)') as HTMLInputElement).value).toBe('abc1234')
    fill()
    expect((button('Sign up') as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(screen.getByRole('checkbox'))
    fireEvent.click(button('Sign up'))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(api.callsTo('POST /auth/user-signup')[0]!.body).toEqual({
      first_name: 'Ada',
      last_name: 'Obi',
      email: 'ada@example.com',
      phone: '+2348031234567',
      password: 'long enough',
      referral_code: 'ABC1234',
    })
    expect(toastTitles()).toContain('Sign Up Successful')
    expect(readToken()).toBe(token)
    // A referred sign-up lands on /referrals (000 §4).
    expect(navigate).toHaveBeenCalledWith('/referrals')
  })

  it('says a referral code must be 7 characters and a phone at least 11', () => {
    open({ mode: 'signup' })
    type('Referral code (optional)', 'abc')
    type('Phone number', '0803')
    expect(screen.getByText('Referral code must be exactly 7 characters long')).toBeTruthy()
    expect(screen.getByText('Phone number must be at least 11 characters long')).toBeTruthy()
  })

  it('opens the terms and returns to the form as it was typed', async () => {
    open({ mode: 'signup' })
    type('First name', 'Ada')
    fireEvent.click(button('Terms of Use'))
    expect(await screen.findByRole('button', { name: 'Back to sign up' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Terms of Service' })).toBeTruthy()
    fireEvent.click(button('Back to sign up'))
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Ada')
  })

  it('switches between sign in and sign up', () => {
    open({ mode: 'signin' })
    fireEvent.click(button('Create an account'))
    expect(screen.getByRole('heading', { name: 'Create an account' })).toBeTruthy()
    fireEvent.click(button(/^Sign in$/))
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy()
  })
})

describe('AuthModal: forgotten password', () => {
  it('walks reset-password → enter-code → new-password → success → sign in', async () => {
    const { api } = open(
      { mode: 'signin' },
      {
        'POST /auth/user-getotp': () => ok(null, { message: 'If an account exists for this email, we have sent it a 6-digit code.' }),
        'PATCH /auth/verify-otp': (req) => ((req.body as { otp: string }).otp === '123456' ? ok({ reset_token: 'reset-token-from-verify-otp-0123456789' }, { message: 'OTP Verified' }) : fail(400, 'Invalid OTP. Please check your OTP and try again.')),
        'PATCH /auth/user-reset-password': () => ok(null, { message: 'Password Reset Successful' }),
      },
    )
    type('Email address', 'ada@example.com')
    fireEvent.click(button('Forgot password?'))
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeTruthy()
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('ada@example.com')
    fireEvent.click(button('Send code'))
    await screen.findByRole('heading', { name: 'Enter the code' })
    expect(api.callsTo('POST /auth/user-getotp')[0]!.body).toEqual({ email: 'ada@example.com', is_forgot_password: true })
    expect(toastTitles()).toContain('Sent OTP')
    expect(screen.getByText(/ask for a new code in/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Resend code' })).toBeNull()

    type('6-digit code', '12a34')
    expect((screen.getByLabelText('6-digit code') as HTMLInputElement).value).toBe('1234')
    expect(screen.getByText('OTP must be 6 digits')).toBeTruthy()
    type('6-digit code', '654321')
    fireEvent.click(button('Verify code'))
    await waitFor(() => expect(toastTitles()).toContain('Invalid OTP'))
    type('6-digit code', '123456')
    fireEvent.click(button('Verify code'))
    await screen.findByRole('heading', { name: 'Choose a new password' })

    type('New password', 'secret1')
    type('Confirm new password', 'secret2')
    fireEvent.click(button('Reset password'))
    expect(toastTitles()).toContain('Password Mismatch')
    expect(api.callsTo('PATCH /auth/user-reset-password')).toHaveLength(0)
    type('Confirm new password', 'secret1')
    fireEvent.click(button('Reset password'))
    await screen.findByRole('heading', { name: 'Password reset' })
    // The token verify-otp answered, and only this browser holds (decision 040).
    expect(api.callsTo('PATCH /auth/user-reset-password')[0]!.body).toEqual({ email: 'ada@example.com', new_password: 'secret1', reset_token: 'reset-token-from-verify-otp-0123456789' })
    fireEvent.click(button('Proceed to login'))
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy()
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('ada@example.com')
  })

  it('offers a resend once the 60-second countdown reaches zero', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { api } = open({ mode: 'signin' }, { 'POST /auth/user-getotp': () => ok(null) })
    fireEvent.click(button('Forgot password?'))
    type('Email address', 'ada@example.com')
    fireEvent.click(button('Send code'))
    await screen.findByRole('heading', { name: 'Enter the code' })
    await act(async () => vi.advanceTimersByTime(59_000))
    expect(screen.queryByRole('button', { name: 'Resend code' })).toBeNull()
    await act(async () => vi.advanceTimersByTime(1_500))
    fireEvent.click(button('Resend code'))
    await waitFor(() => expect(api.callsTo('POST /auth/user-getotp')).toHaveLength(2))
    expect(await screen.findByText(/ask for a new code in/)).toBeTruthy()
  })

  it('reports a code that cannot be sent', async () => {
    open({ mode: 'signin' }, { 'POST /auth/user-getotp': () => fail(429, 'Please wait 42 seconds before requesting a new code') })
    fireEvent.click(button('Forgot password?'))
    type('Email address', 'ada@example.com')
    fireEvent.click(button('Send code'))
    await waitFor(() => expect(toastTitles()).toContain('Failed to send OTP'))
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeTruthy()
  })
})
