import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { toastStore } from '~/lib/toast-store'
import { fail, installFakeApi, ok } from '~/testing/fake-api'
import { renderWithTenant } from '~/testing/render-with-tenant'
import { browser, GoogleButton } from './google-button'

describe('GoogleButton', () => {
  it('asks the server for Google’s URL with a callback on this origin, then goes there', async () => {
    let answer = fail(400, 'Google sign-in is not configured')
    const api = installFakeApi({
      'GET /auth/providers': () => ok({ google: true }),
      'GET /auth/google-auth': () => answer,
    })
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {})
    renderWithTenant(<GoogleButton redirectTo="/referrals" referralCode="ABC1234" />)
    // A failure says why and leaves the button usable.
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }))
    await waitFor(() => expect(toastStore.get().some((t) => t.description === 'Google sign-in is not configured')).toBe(true))
    expect(assign).not.toHaveBeenCalled()

    answer = ok({ url: 'https://accounts.example/auth?state=s' })
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://accounts.example/auth?state=s'))
    const q = api.callsTo('GET /auth/google-auth')[1]!.query
    expect(q.get('callback_url')).toBe(`${window.location.origin}/referrals`)
    expect(q.get('referral_code')).toBe('ABC1234')
  })
})
