import { act, fireEvent, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { beforeEach, describe, expect, it } from 'vitest'
import { renderWithTenant } from '~/testing/render-with-tenant'
import { COOKIE_CONSENT_KEY, CookieConsent } from './cookie-consent'

describe('CookieConsent', () => {
  beforeEach(() => window.localStorage.clear())

  it('is never in the server HTML', () => {
    expect(renderToString(<CookieConsent />)).toBe('')
  })

  it.each([
    ['Accept', 'granted'],
    ['Reject', 'denied'],
  ])('%s records %s and hides the banner', async (button, value) => {
    renderWithTenant(<CookieConsent />)
    const banner = await screen.findByRole('region', { name: 'Cookie consent' })
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/legal/privacy-policy')
    fireEvent.click(screen.getByRole('button', { name: button }))
    expect(window.localStorage.getItem(COOKIE_CONSENT_KEY)).toBe(value)
    expect(banner.isConnected).toBe(false)
  })

  it('stays hidden once a choice is stored', async () => {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, 'denied')
    renderWithTenant(<CookieConsent />)
    await import('./cookie-banner')
    await act(async () => {})
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull()
  })
})
