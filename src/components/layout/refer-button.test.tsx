import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { OPEN_AUTH_EVENT, type OpenAuthDetail } from '~/components/layout/auth-events'
import { session } from '~/lib/session'
import { fakeToken } from '~/testing/fake-api'
import { renderWithTenant } from '~/testing/render-with-tenant'
import { ReferButton } from './refer-button'

function listenForAuth() {
  const seen: OpenAuthDetail[] = []
  const listen = (e: Event) => seen.push((e as CustomEvent<OpenAuthDetail>).detail)
  window.addEventListener(OPEN_AUTH_EVENT, listen)
  return { seen, stop: () => window.removeEventListener(OPEN_AUTH_EVENT, listen) }
}

afterEach(() => {
  act(() => session.end())
})

describe('ReferButton (001 §4)', () => {
  it('opens sign-up leading to /referrals when signed out', () => {
    const auth = listenForAuth()
    renderWithTenant(<ReferButton />)
    expect(screen.queryByRole('link')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Refer & Earn' }))
    auth.stop()
    expect(auth.seen).toEqual([{ mode: 'signup', redirectTo: '/referrals' }])
  })

  it('links to /referrals when signed in', () => {
    act(() => session.start(fakeToken()))
    renderWithTenant(<ReferButton />)
    expect(screen.getByRole('link', { name: 'Refer & Earn' }).getAttribute('href')).toBe(
      '/referrals',
    )
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('switches from the button to the link when the visitor signs in', () => {
    renderWithTenant(<ReferButton />)
    expect(screen.getByRole('button', { name: 'Refer & Earn' })).toBeTruthy()
    act(() => session.start(fakeToken()))
    expect(screen.getByRole('link', { name: 'Refer & Earn' })).toBeTruthy()
  })

  it('takes a class and its own label', () => {
    renderWithTenant(<ReferButton className="btn-x">Start Referring</ReferButton>)
    const button = screen.getByRole('button', { name: 'Start Referring' })
    expect(button.className).toBe('btn-x')
    expect(button.getAttribute('type')).toBe('button')
  })
})
