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
  })

  it('takes the hero style on /about-us while the hero bottom is more than 150 px down', () => {
    pretendTimeZone('Europe/London')
    const header = renderPage('about-us')
    expect(header.dataset.variant).toBe('hero')
    scrollTo(151)
    expect(header.dataset.variant).toBe('hero')
    scrollTo(150)
    expect(header.dataset.variant).toBe('light')
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
