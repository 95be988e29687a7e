import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ReactNode } from 'react'
import { renderWithTenant } from '~/testing/render-with-tenant'
import { OPEN_AUTH_EVENT, type OpenAuthDetail } from './auth-events'
import { DROPDOWN_CLOSE_DELAY_MS } from './header-constants'
import { HeaderSlotsContext } from './header-slots'
import { SiteHeader } from './site-header'

const desktopNav = () => within(document.querySelector('header nav[aria-label="Main"]') as HTMLElement)

describe('SiteHeader', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('links home with the tenant logo and name', () => {
    renderWithTenant(<SiteHeader />, { tenant: 'capital-keys' })
    const home = screen.getByRole('link', { name: 'Capital Keys Realty' })
    expect(home.getAttribute('href')).toBe('/')
    expect(home.querySelector('img')?.getAttribute('src')).toBe('/tenants/capital-keys/logo.svg')
  })

  it('shows Verify Property only when the tenant flag is on', () => {
    renderWithTenant(<SiteHeader />, { tenant: 'haven' })
    expect(desktopNav().getByRole('button', { name: 'Verify Property' })).toBeTruthy()
    const verify = desktopNav().getByRole('menuitem', { name: /Property Verification/, hidden: true })
    expect(verify.getAttribute('href')).toBe('https://verify.haven.ng/')
    expect(verify.getAttribute('target')).toBe('_blank')
  })

  it('hides Verify Property when the tenant flag is off', () => {
    renderWithTenant(<SiteHeader />, { tenant: 'capital-keys' })
    expect(screen.queryByRole('button', { name: 'Verify Property' })).toBeNull()
    expect(screen.queryByText('Property Verification')).toBeNull()
    expect(desktopNav().getByRole('button', { name: 'Partners' })).toBeTruthy()
    expect(desktopNav().getByRole('link', { name: 'Buy Property' }).getAttribute('href')).toBe('/marketplace')
  })

  it('opens a dropdown on hover and closes it 150 ms after the pointer leaves', () => {
    vi.useFakeTimers()
    renderWithTenant(<SiteHeader />)
    const button = desktopNav().getByRole('button', { name: 'Partners' })
    const wrapper = button.parentElement!
    expect(button.getAttribute('aria-expanded')).toBe('false')

    fireEvent.pointerEnter(wrapper)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(desktopNav().getByRole('menuitem', { name: 'Direct2Seller' }).getAttribute('href')).toBe('/direct2seller')

    fireEvent.pointerLeave(wrapper)
    act(() => vi.advanceTimersByTime(DROPDOWN_CLOSE_DELAY_MS - 1))
    expect(button.getAttribute('aria-expanded')).toBe('true')
    act(() => vi.advanceTimersByTime(1))
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(desktopNav().queryByRole('menuitem', { name: 'Direct2Seller' })).toBeNull()
  })

  it('keeps a dropdown open when the pointer comes back in time', () => {
    vi.useFakeTimers()
    renderWithTenant(<SiteHeader />)
    const button = desktopNav().getByRole('button', { name: 'Resources' })
    fireEvent.pointerEnter(button.parentElement!)
    fireEvent.pointerLeave(button.parentElement!)
    act(() => vi.advanceTimersByTime(100))
    fireEvent.pointerEnter(button.parentElement!)
    act(() => vi.advanceTimersByTime(500))
    expect(button.getAttribute('aria-expanded')).toBe('true')
  })

  it('works from the keyboard: ArrowDown focuses the first item, Escape closes', () => {
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => (cb(0), 0))
    renderWithTenant(<SiteHeader />)
    const button = desktopNav().getByRole('button', { name: 'Resources' })
    fireEvent.keyDown(button, { key: 'ArrowDown' })
    const first = desktopNav().getByRole('menuitem', { name: /Property University/ })
    expect(document.activeElement).toBe(first)
    fireEvent.keyDown(first, { key: 'ArrowDown' })
    expect(document.activeElement).toBe(desktopNav().getByRole('menuitem', { name: 'Media' }))
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(button)
  })

  it('toggles a dropdown on click', () => {
    renderWithTenant(<SiteHeader />)
    const button = desktopNav().getByRole('button', { name: 'Partners' })
    fireEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    fireEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('false')
  })

  it('opens and closes the mobile drawer', async () => {
    renderWithTenant(<SiteHeader />)
    expect(screen.queryByRole('dialog')).toBeNull()
    const opener = screen.getByRole('button', { name: 'Open menu' })
    opener.focus()
    fireEvent.click(opener)
    const dialog = await screen.findByRole('dialog', { name: 'Menu' })
    const close = within(dialog).getByRole('button', { name: 'Close menu' })
    expect(document.activeElement).toBe(close)

    // Groups expand in place.
    const partners = within(dialog).getByRole('button', { name: 'Partners' })
    expect(within(dialog).queryByRole('link', { name: 'Referral Program' })).toBeNull()
    fireEvent.click(partners)
    expect(within(dialog).getByRole('link', { name: 'Referral Program' }).getAttribute('href')).toBe('/referral-program')

    fireEvent.click(close)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)

    fireEvent.click(opener)
    await screen.findByRole('dialog')
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('asks for the auth modal from the Sign in button, in the drawer too', async () => {
    const seen: OpenAuthDetail[] = []
    const listener = (e: Event) => seen.push((e as CustomEvent<OpenAuthDetail>).detail)
    window.addEventListener(OPEN_AUTH_EVENT, listener)
    renderWithTenant(<SiteHeader />)
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }))
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sign in' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    window.removeEventListener(OPEN_AUTH_EVENT, listener)
    expect(seen).toEqual([{ mode: 'signin' }, { mode: 'signin' }])
  })

  it('puts the account area in place of Sign in when a feature provides one', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <HeaderSlotsContext.Provider value={{ accountArea: () => <span>Favourite properties (3)</span> }}>{children}</HeaderSlotsContext.Provider>
    )
    renderWithTenant(<SiteHeader />, { wrapper })
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull()
    expect(screen.getByText('Favourite properties (3)')).toBeTruthy()
  })

  it('marks the header scrolled past 80 px', () => {
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => (cb(0), 0))
    renderWithTenant(<SiteHeader />, { routeId: 'listings' })
    const header = document.querySelector('header')!
    expect(header.dataset.scrolled).toBeUndefined()
    act(() => {
      window.scrollY = 120
      window.dispatchEvent(new Event('scroll'))
    })
    expect(header.dataset.scrolled).toBe('true')
    act(() => {
      window.scrollY = 0
      window.dispatchEvent(new Event('scroll'))
    })
    expect(header.dataset.scrolled).toBeUndefined()
  })
})
