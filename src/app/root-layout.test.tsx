import { newGoogleNonce } from '~/features/auth/modal/auth-request'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { readToken } from '~/lib/auth-token'
import { session } from '~/lib/session'
import { toastStore } from '~/lib/toast-store'
import { fakeToken, installFakeApi, ok } from '~/testing/fake-api'
import { renderWithTenant, testTenants } from '~/testing/render-with-tenant'
import { accountItems, verifyPropertyLabel } from '~/features/auth/account/account-items'
import { SiteLayout } from './root-layout'

const header = () => within(document.querySelector('header') as HTMLElement)

beforeEach(() => {
  session.end()
  installFakeApi({ 'GET /auth/providers': () => ok({ google: false }) })
})
afterEach(() => {
  session.end()
  window.history.replaceState(null, '', '/')
  for (const t of toastStore.get()) toastStore.dismiss(t.id)
})

describe('SiteLayout and accounts', () => {
  it('opens the auth modal from the header’s Sign in button', async () => {
    renderWithTenant(<SiteLayout>page</SiteLayout>)
    fireEvent.click(header().getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeTruthy()
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('shows the user menu with the counts when signed in, and Logout signs out', async () => {
    installFakeApi({ 'GET /favourite/count': () => ok({ count: 3 }), 'GET /save-search/count': () => ok({ count: 1 }) })
    act(() => session.start(fakeToken({ first_name: 'Ada' })))
    renderWithTenant(<SiteLayout>page</SiteLayout>)
    const menuButton = await header().findByRole('button', { name: 'Account menu for Ada' })
    fireEvent.click(menuButton)
    expect((await header().findByRole('menuitem', { name: 'Favourite properties (3)' })).getAttribute('href')).toBe('/favorites')
    expect((await header().findByRole('menuitem', { name: 'Saved searches (1)' })).getAttribute('href')).toBe('/saved')
    const items = header().getAllByRole('menuitem').map((i) => i.textContent?.replace(' (opens in a new tab)', ''))
    expect(items).toEqual(['Favourite properties (3)', 'Saved searches (1)', 'Verify Property', 'Refer & Earn', 'Account Settings', 'Transactions', 'Logout'])
    expect(document.querySelector('[data-session]')?.getAttribute('data-session')).toBe('signed-in')
    fireEvent.click(header().getByRole('menuitem', { name: 'Logout' }))
    expect(readToken()).toBeNull()
    expect(header().getByRole('button', { name: 'Sign in' })).toBeTruthy()
    expect(document.querySelector('[data-session]')?.getAttribute('data-session')).toBe('signed-out')
  })

  it('hides Verify Property when the tenant flag is off', async () => {
    act(() => session.start(fakeToken()))
    renderWithTenant(<SiteLayout>page</SiteLayout>, { tenant: 'capital-keys' })
    fireEvent.click(await header().findByRole('button', { name: /Account menu/ }))
    expect(header().queryByRole('menuitem', { name: /Verify Property/ })).toBeNull()
  })

  it('opens sign-up by itself for a referred visitor and cleans the address', async () => {
    window.history.replaceState(null, '', '/?code=ABC1234&state=Lagos')
    renderWithTenant(<SiteLayout>page</SiteLayout>)
    expect(await screen.findByRole('dialog', { name: 'Create an account' })).toBeTruthy()
    expect((screen.getByLabelText('Referral code (optional)') as HTMLInputElement).value).toBe('ABC1234')
    expect(window.location.search).toBe('?state=Lagos')
  })

  it('finishes a Google sign-in from the callback fragment', async () => {
    const token = fakeToken({ first_name: 'Tolu' })
    // The tab started the sign-in: its nonce comes back beside the token (decision 040).
    const nonce = newGoogleNonce()
    window.history.replaceState(null, '', `/listings#access_token=${token}&nonce=${nonce}`)
    renderWithTenant(<SiteLayout>page</SiteLayout>)
    expect(await header().findByRole('button', { name: 'Account menu for Tolu' })).toBeTruthy()
    expect(readToken()).toBe(token)
    expect(window.location.hash).toBe('')
    expect(toastStore.get().map((t) => t.title)).toContain('Sign In Successful')
  })
})

describe('page backgrounds', () => {
  const layout = () => document.querySelector('[data-session]')!

  it.each(['diasporans', 'direct2seller', 'home-inspection'])('paints %s on the special tinted background (001 §2)', (routeId) => {
    renderWithTenant(<SiteLayout>page</SiteLayout>, { routeId })
    expect(layout().className).toContain('page-tinted')
    expect(layout().className).not.toContain('bg-white')
  })

  it('keeps every other page white', () => {
    renderWithTenant(<SiteLayout>page</SiteLayout>, { routeId: 'about-us' })
    expect(layout().className).toContain('bg-white')
    expect(layout().className).not.toContain('page-tinted')
  })
})

describe('account items', () => {
  it('names the provider when a partner runs the marketplace under its own domain', () => {
    const partner = { ...testTenants.haven, domain: 'agency.example.com' }
    expect(verifyPropertyLabel(testTenants.haven)).toBe('Verify Property')
    expect(verifyPropertyLabel(partner)).toBe('Verify Property (by haven.ng)')
    const verify = accountItems(partner, () => {})[0]!
    expect('href' in verify && verify.href).toBe('https://verify.haven.ng/?tenantId=agency.example.com')
    expect('external' in verify && verify.external).toBe(true)
  })
})
