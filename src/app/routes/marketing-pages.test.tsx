import { act, fireEvent, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { hydrateRoot } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ComponentType } from 'react'
import { ContentProvider, readPageContent, type ContentMap } from '~/lib/content'
import { RouteIdProvider } from '~/lib/route-context'
import { TenantProvider } from '~/lib/tenant'
import { routeContent } from '~/testing/marketing-content'
import { installModalDialogs } from '~/testing/modal-dialog'
import { renderWithTenant, testTenants } from '~/testing/render-with-tenant'
import { Component as AboutUs } from './about-us'
import { Component as Diasporans } from './diasporans'
import { Component as Home } from './home'
import { Component as HomeInspection } from './home-inspection'
import { Component as Media } from './media'

type TenantSlug = keyof typeof testTenants

// Pages render here as the prerender renders them: their static blocks are built only there (decision 031).
beforeEach(() => vi.stubEnv('SSR', true))
afterEach(() => vi.unstubAllEnvs())

function renderPage(routeId: string, Page: ComponentType, tenant: TenantSlug = 'haven') {
  return renderWithTenant(<Page />, { routeId, tenant, content: routeContent(routeId, tenant) })
}

const heading = (name: string, level?: number) => screen.getByRole('heading', { name, level })
const link = (name: string | RegExp) => screen.getByRole('link', { name })

/** One h1, first; no level skipped on the way down. */
function expectHeadingOutline() {
  const levels = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1]))
  expect(levels[0]).toBe(1)
  expect(levels.filter((l) => l === 1)).toHaveLength(1)
  levels.slice(1).forEach((level, i) => expect(level - levels[i]!, `heading ${i + 2}`).toBeLessThanOrEqual(1))
}

function expectNewTab(a: HTMLElement, href: string) {
  expect(a.getAttribute('href')).toBe(href)
  expect(a.getAttribute('target')).toBe('_blank')
  expect(a.getAttribute('rel')).toContain('noopener')
}

describe('marketing home', () => {
  let restoreDialogs: () => void
  beforeEach(() => (restoreDialogs = installModalDialogs()))
  afterEach(() => restoreDialogs())

  it('offers the hero CTAs, the verify ones external and labelled per breakpoint', () => {
    const { tenant } = renderPage('home', Home)
    expect(link('Start House Hunting').getAttribute('href')).toBe('/listings?state=Lagos&property_status=Completed')
    const verify = link(/Verify a Property/)
    expectNewTab(verify, tenant.external.verify)
    // One link: 'Verify a Property' from 768 px, 'Verify My Property Now' below (001 §2).
    expect(within(verify).getByText('Verify My Property Now').className).toContain('md:hidden')
    expect(within(verify).getByText('Verify a Property').className).toContain('hidden md:inline')
    expect(document.querySelector('[data-hero]')).not.toBeNull()
    expectHeadingOutline()
  })

  it('has the how-it-works anchor and the spec’s two sections, word for word', () => {
    renderPage('home', Home)
    expect(document.getElementById('how-it-works')?.textContent).toContain('How it works')
    expect(heading('Dont Let Fraud Ruin Your Dreams?', 2)).toBeTruthy()
    expect(heading('Own a Piece of Home, Safely?', 2)).toBeTruthy()
  })

  it('shows Browse Properties and Verify Now banners in new tabs', () => {
    const { tenant } = renderPage('home', Home)
    expectNewTab(link(/Browse Properties/), tenant.external.marketplace)
    expectNewTab(link(/Verify Now/), tenant.external.verify)
  })

  it('leaves out every verify link for a tenant without property verification', () => {
    renderPage('home', Home, 'capital-keys')
    expect(link('Start House Hunting')).toBeTruthy()
    expect(link(/Browse Properties/).getAttribute('href')).toBe(testTenants['capital-keys'].external.marketplace)
    expect(screen.queryByRole('link', { name: /Verify/ })).toBeNull()
  })

  it('opens the walk-through from ‘Watch how it works’ and closes it', async () => {
    renderPage('home', Home)
    const watch = link('Watch how it works')
    expect(watch.getAttribute('href')).toBe('#how-it-works')
    fireEvent.click(watch)
    const dialog = await screen.findByRole('dialog', { name: 'How Haven protects your money' })
    expect(within(dialog).getByText('Step 1 of 6')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

describe('about us', () => {
  it('covers fraud protection and who we help, with the FAQ as native disclosures', () => {
    renderPage('about-us', AboutUs)
    expect(heading('Property buying in Nigeria, protected from fraud', 1)).toBeTruthy()
    expect(heading('Fraud protection for property buyers in Nigeria', 2)).toBeTruthy()
    expect(heading('Who we help', 2)).toBeTruthy()
    for (const who of ['Buyers in Nigeria', 'Diaspora buyers', 'Investors', 'First-time buyers']) expect(heading(who, 3)).toBeTruthy()
    expect(document.querySelector('[data-hero]')).not.toBeNull()
    expectHeadingOutline()
  })

  it('states the FAQ facts of 001 §1', () => {
    renderPage('about-us', AboutUs)
    const answers = [...document.querySelectorAll('details')].map((d) => d.textContent ?? '')
    expect(answers.length).toBeGreaterThanOrEqual(3)
    expect(answers.some((a) => a.includes('1 business day') && a.includes('3–5 business days'))).toBe(true)
    expect(answers.some((a) => a.includes('over 1,500 direct mandates'))).toBe(true)
    expect(answers.some((a) => a.includes('partner programme is free'))).toBe(true)
  })

  it('has a Contact us button', () => {
    renderPage('about-us', AboutUs)
    expect(screen.getByRole('button', { name: 'Contact us' })).toBeTruthy()
  })
})

describe('diasporans', () => {
  it('has the stakes section and no brand hero (the page has its own background)', () => {
    renderPage('diasporans', Diasporans)
    expect(heading('The Stakes Are Too High to Guess', 2)).toBeTruthy()
    expect(document.querySelector('[data-hero]')).toBeNull()
    expect(link('Start House Hunting')).toBeTruthy()
    expectHeadingOutline()
  })
})

describe('home inspection', () => {
  it('lists four things you get and requests inspections on the external site', () => {
    const { tenant } = renderPage('home-inspection', HomeInspection, 'capital-keys')
    const section = heading('What you get', 2).closest('section')!
    expect(section.querySelectorAll(':scope [data-content-key] > ul > li')).toHaveLength(4)
    const requests = screen.getAllByRole('link', { name: /Request an Inspection/ })
    expect(requests.length).toBeGreaterThan(0)
    for (const r of requests) expectNewTab(r, tenant.external.inspection)
    expectHeadingOutline()
  })
})

describe('media', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('names the tenant in the heading and shows the CTA banners', () => {
    renderPage('media', Media, 'capital-keys')
    expect(heading('Capital Keys Realty in the News', 1)).toBeTruthy()
    expect(link(/Browse Properties/)).toBeTruthy()
    expect(document.querySelector('[data-hero]')).not.toBeNull()
  })

  it('prerenders 17 dated articles linking to the tenant’s blog, which the browser keeps without their data', async () => {
    const tenant = testTenants.haven
    const container = document.createElement('div')
    container.innerHTML = renderToString(mediaTree(routeContent('media')))
    document.body.append(container)

    const cards = container.querySelectorAll('[data-content-key="prerendered/press-articles"] li')
    expect(cards).toHaveLength(17)
    const first = cards[0]!
    expect(first.querySelector('time')?.getAttribute('datetime')).toBe('2026-10-14')
    expect(first.querySelector('time')?.textContent).toBe('14 October 2026')
    const a = first.querySelector('a')!
    expectNewTab(a, 'https://blog.haven.ng/news/escrow-step-by-step')
    expect(first.querySelector('img')?.getAttribute('loading')).toBe('lazy')
    expect(container.textContent).toContain(`${tenant.display_name} blog`)

    // The browser: no article data in the bundle, the list read back from the page and kept.
    vi.stubEnv('SSR', false)
    const errors: unknown[] = []
    const root = await act(async () => hydrateRoot(container, mediaTree(readPageContent()), { onRecoverableError: (e) => errors.push(e) }))
    expect(errors).toEqual([])
    expect(container.querySelectorAll('[data-content-key="prerendered/press-articles"] li')).toHaveLength(17)
    act(() => root.unmount())
  })
})

/** The media page inside the providers, as the prerender and the static entry render it. */
function mediaTree(content: ContentMap) {
  return (
    <TenantProvider tenant={testTenants.haven}>
      <ContentProvider content={content}>
        <RouteIdProvider id="media">
          <Media />
        </RouteIdProvider>
      </ContentProvider>
    </TenantProvider>
  )
}
