import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithTenant } from '~/testing/render-with-tenant'
import { Component as LegalTabs } from './legal-tabs'

const content = {
  'legal/terms-of-use': '<h1>Terms of Service</h1><p>Terms text. See the <a href="/legal/privacy-policy">privacy policy</a>.</p>',
  'legal/privacy-policy': '<h1>Privacy Policy</h1><p>Privacy text. <a href="/legal/terms-of-use">Terms</a>, <a href="/legal/partner-realtor-agreement">partners</a>.</p>',
  'legal/non-circumvention-clause': '<h1>Non-circumvention</h1><p>Clause text.</p>',
}

// The texts' own h1s are hidden by CSS on this page, which jsdom does not load: the page title is the first.
const pageTitle = () => document.querySelector('h1')!.textContent
const visibleText = () => [...document.querySelectorAll<HTMLElement>('[data-content-key]')].filter((el) => !el.hidden).map((el) => el.textContent)

describe('legal tabs page', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/legal')
    vi.stubGlobal('scrollTo', vi.fn())
  })
  afterEach(() => vi.unstubAllGlobals())

  it('shows the terms by default', () => {
    renderWithTenant(<LegalTabs />, { routeId: 'legal', content })
    expect(pageTitle()).toBe('Terms of Service')
    expect(screen.getByRole('tab', { name: 'Terms of Service' }).getAttribute('aria-selected')).toBe('true')
    expect(visibleText()).toEqual([expect.stringContaining('Terms text')])
    expect(document.title).toBe('Terms of Service | Haven')
  })

  it('reads ?tab=privacy', () => {
    window.history.replaceState(null, '', '/legal?tab=privacy')
    renderWithTenant(<LegalTabs />, { routeId: 'legal', content, tenant: 'capital-keys' })
    expect(pageTitle()).toBe('Privacy Policy')
    expect(screen.getByRole('tab', { name: 'Privacy Policy' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(screen.getByRole('tab', { name: 'Privacy Policy' }).id)
    expect(visibleText()).toEqual([expect.stringContaining('Privacy text')])
    expect(document.title).toBe('Privacy Policy | Capital Keys Realty')
  })

  it('switches on click and writes the tab into the URL', () => {
    renderWithTenant(<LegalTabs />, { routeId: 'legal', content })
    fireEvent.click(screen.getByRole('tab', { name: 'Non Circumvention Clause' }))
    expect(pageTitle()).toBe('Non Circumvention Clause')
    expect(visibleText()).toEqual([expect.stringContaining('Clause text')])
    expect(window.location.search).toBe('?tab=ncv')
  })

  it('moves between tabs with the arrow keys', () => {
    renderWithTenant(<LegalTabs />, { routeId: 'legal', content })
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Terms of Service' }), { key: 'ArrowLeft' })
    const ncv = screen.getByRole('tab', { name: 'Non Circumvention Clause' })
    expect(ncv.getAttribute('aria-selected')).toBe('true')
    expect(document.activeElement).toBe(ncv)
    expect(ncv.tabIndex).toBe(0)
  })

  it('turns links between the texts into tab switches', () => {
    renderWithTenant(<LegalTabs />, { routeId: 'legal', content })
    const toPrivacy = screen.getByRole('link', { name: 'privacy policy' })
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
    act(() => void toPrivacy.dispatchEvent(click))
    expect(click.defaultPrevented).toBe(true)
    expect(pageTitle()).toBe('Privacy Policy')
    expect(window.location.search).toBe('?tab=privacy')
    expect(window.scrollTo).toHaveBeenCalled()

    // A legal text that is not one of the tabs is a normal link.
    const other = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
    act(() => void screen.getByRole('link', { name: 'partners' }).dispatchEvent(other))
    expect(other.defaultPrevented).toBe(false)
  })
})
