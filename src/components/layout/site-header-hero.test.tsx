import { act } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithTenant } from '~/testing/render-with-tenant'
import { SiteHeader } from './site-header'

let heroBottom = 600

function renderPage(routeId: string, heroProps: Record<string, string> = {}) {
  renderWithTenant(
    <>
      <SiteHeader />
      <section data-hero="" {...heroProps} ref={(el) => void (el && (el.getBoundingClientRect = () => ({ bottom: heroBottom }) as DOMRect))} />
    </>,
    { routeId },
  )
  return document.querySelector('header')!
}

const scrollTo = (bottom: number) =>
  act(() => {
    heroBottom = bottom
    window.dispatchEvent(new Event('scroll'))
  })

function pretendTimeZone(timeZone: string, languages: string[] = ['en-US']) {
  const real = Intl.DateTimeFormat.prototype.resolvedOptions
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...real.call(this), timeZone }
  })
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages)
}

describe('SiteHeader over a hero', () => {
  beforeEach(() => {
    heroBottom = 600
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => (cb(0), 0))
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
    window.scrollY = 0
  })

  it.each([
    ['about-us', 'Europe/London'],
    ['media', 'America/New_York'],
    ['home', 'Africa/Lagos'],
  ])('takes the brand style on %s (visitor in %s) while the hero bottom is more than 150 px down', (routeId, timeZone) => {
    pretendTimeZone(timeZone)
    const header = renderPage(routeId)
    expect(header.dataset.variant).toBe('hero')
    expect(header.className).toContain('bg-brand text-brand-ink')
    scrollTo(151)
    expect(header.dataset.variant).toBe('hero')
    scrollTo(150)
    expect(header.dataset.variant).toBe('light')
    scrollTo(400)
    expect(header.dataset.variant).toBe('hero')
  })

  it('takes the hero style on the home page only in Nigeria', () => {
    pretendTimeZone('Europe/London')
    expect(renderPage('home').dataset.variant).toBe('light')
  })

  it('detects Nigeria from the Lagos time zone', () => {
    pretendTimeZone('Africa/Lagos')
    expect(renderPage('home').dataset.variant).toBe('hero')
  })

  it('detects Nigeria from an en-NG browser language', () => {
    pretendTimeZone('Europe/London', ['en-NG', 'en'])
    expect(renderPage('home').dataset.variant).toBe('hero')
  })

  it('stays light on pages without the hero style', () => {
    pretendTimeZone('Africa/Lagos')
    expect(renderPage('terms-of-use').dataset.variant).toBe('light')
  })

  it.each(['diasporans', 'direct2seller', 'home-inspection'])('tints itself on %s, which has a special background, until scrolled', (routeId) => {
    pretendTimeZone('Africa/Lagos')
    // Even a hero on the page does not give these routes the brand style.
    const header = renderPage(routeId)
    expect(header.dataset.variant).toBe('tinted')
    expect(header.className).toContain('bg-brand-light/90')
    act(() => {
      window.scrollY = 200
      window.dispatchEvent(new Event('scroll'))
    })
    expect(header.dataset.variant).toBe('tinted')
    expect(header.className).toContain('bg-white')
    expect(header.className).not.toContain('bg-brand-light')
  })

  it('hides once an opted-in hero scrolls out, and only then', () => {
    const header = renderPage('listings', { 'data-hide-header-after-hero': '' })
    expect(header.dataset.hidden).toBeUndefined()
    scrollTo(40)
    expect(header.dataset.hidden).toBe('true')
    scrollTo(400)
    expect(header.dataset.hidden).toBeUndefined()
  })

  it('never hides for a hero that did not opt in', () => {
    const header = renderPage('about-us')
    scrollTo(-200)
    expect(header.dataset.hidden).toBeUndefined()
  })
})
