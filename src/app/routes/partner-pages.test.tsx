import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ComponentType } from 'react'
import { ContentProvider, readPageContent, type ContentMap } from '~/lib/content'
import { RouteIdProvider } from '~/lib/route-context'
import { TenantProvider } from '~/lib/tenant'
import { routeContent } from '~/testing/marketing-content'
import { installModalDialogs } from '~/testing/modal-dialog'
import { renderWithTenant, testTenants } from '~/testing/render-with-tenant'
import { Component as Direct2Seller } from './direct2seller'
import { Component as JoinRealtorNetwork } from './join-realtor-network'
import { Component as Pricing } from './pricing'
import { Component as ReferralProgram } from './referral-program'
import { Component as SellersMandate } from './sellers-mandate'
import { Component as VerifyTitle } from './verify-title'
import { registerFormMarkups } from '~/features/marketing-forms/form-markups'

type TenantSlug = keyof typeof testTenants

const PAGES: [string, ComponentType][] = [
  ['direct2seller', Direct2Seller],
  ['referral-program', ReferralProgram],
  ['verify-title', VerifyTitle],
  ['pricing', Pricing],
  ['join-realtor-network', JoinRealtorNetwork],
  ['sellers-mandate', SellersMandate],
]

let restoreDialogs: () => void
// Pages render here as the prerender renders them: their static blocks are built only there (decision 031).
beforeEach(() => {
  vi.stubEnv('SSR', true)
  registerFormMarkups()
  restoreDialogs = installModalDialogs()
})
afterEach(() => {
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
  restoreDialogs()
})

function renderPage(routeId: string, Page: ComponentType, tenant: TenantSlug = 'haven') {
  return renderWithTenant(<Page />, { routeId, tenant, content: routeContent(routeId, tenant) })
}

const heading = (name: string | RegExp, level?: number) => screen.getByRole('heading', { name, level })
const link = (name: string | RegExp) => screen.getByRole('link', { name })
const text = () => document.body.textContent ?? ''

function expectNewTab(a: HTMLElement, href: string) {
  expect(a.getAttribute('href')).toBe(href)
  expect(a.getAttribute('target')).toBe('_blank')
  expect(a.getAttribute('rel')).toContain('noopener')
}

describe.each(PAGES)('%s', (routeId, Page) => {
  it.each(['haven', 'capital-keys'] as const)('has one h1 and no skipped heading level (%s)', (tenant) => {
    renderPage(routeId, Page, tenant)
    const levels = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1]))
    expect(levels[0]).toBe(1)
    expect(levels.filter((l) => l === 1)).toHaveLength(1)
    levels.slice(1).forEach((level, i) => expect(level - levels[i]!, `heading ${i + 2}`).toBeLessThanOrEqual(1))
  })

  it('hydrates the prerendered HTML without a mismatch, keeping what only the prerender built', async () => {
    const tree = (content: ContentMap) => (
      <TenantProvider tenant={testTenants.haven}>
        <ContentProvider content={content}>
          <RouteIdProvider id={routeId}>
            <Page />
          </RouteIdProvider>
        </ContentProvider>
      </TenantProvider>
    )
    const html = renderToString(tree(routeContent(routeId)))
    vi.stubEnv('SSR', false)
    const container = document.body.appendChild(document.createElement('div'))
    container.innerHTML = html
    const errors: unknown[] = []
    const root = await act(async () => hydrateRoot(container, tree(readPageContent()), { onRecoverableError: (e) => errors.push(e) }))
    expect(errors).toEqual([])
    const count = (doc: ParentNode) => doc.querySelectorAll('a, button, h1, h2, h3, li, input').length
    expect(count(container)).toBe(count(new DOMParser().parseFromString(html, 'text/html')))
    act(() => root.unmount())
    container.remove()
  })
})

describe('/direct2seller', () => {
  it('has the spec’s hero with the sign-up form in it, and the partner button further down', () => {
    renderPage('direct2seller', Direct2Seller)
    const h1 = heading('Direct Mandates. Commission Guaranteed. No Stories.', 1)
    const hero = h1.closest('section')!
    expect(within(hero).getByRole('form', { name: 'Direct2Seller sign-up' })).toBeTruthy()
    const partner = screen.getByRole('button', { name: 'Become a partner realtor' })
    expect(hero.contains(partner)).toBe(false)
  })

  it('states the programme’s facts and links its terms', () => {
    renderPage('direct2seller', Direct2Seller)
    for (const fact of ['30% of the net sell-side fee', 'Over 1,500', 'direct mandates', 'programme is free', '9am to 5pm, Monday to Friday', '12 months', '15 days’ written notice']) expect(text()).toContain(fact)
    const terms = screen.getAllByRole('link', { name: /Partner Realtor Agreement/ })
    expect(terms.some((a) => a.getAttribute('href') === '/legal/partner-realtor-agreement')).toBe(true)
  })

  it('paints the sections below the hero only as they near the screen', () => {
    renderPage('direct2seller', Direct2Seller)
    const sections = [...document.querySelectorAll('main section, section')].slice(1)
    expect(sections.length).toBeGreaterThanOrEqual(4)
    for (const s of sections) expect(s.className).toContain('pt-lazy')
  })

  it('‘See how it works’ leads to the steps without JavaScript; the walk-through ends in the hero’s form', async () => {
    renderPage('direct2seller', Direct2Seller)
    const see = link('See how it works')
    expect(document.getElementById(see.getAttribute('href')!.slice(1))?.querySelector('h2')?.textContent).toBe('How it works')
    fireEvent.click(see)
    const dialog = await screen.findByRole('dialog', { name: 'How a direct mandate becomes your commission' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Step 6: You are paid' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign up free' }))
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('form', { name: 'Direct2Seller sign-up' }).querySelector('input')))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

describe('/referral-program', () => {
  it('‘Start Referring’ opens the marketplace in a new tab with source=website and page=referrals', () => {
    const { tenant } = renderPage('referral-program', ReferralProgram)
    const start = screen.getAllByRole('link', { name: /^Start Referring/ })
    expect(start.length).toBeGreaterThan(0)
    for (const a of start) expectNewTab(a, `${tenant.external.marketplace}?source=website&page=referrals`)
  })

  it('shows the two rewards and the FAQ as native disclosures', () => {
    renderPage('referral-program', ReferralProgram)
    const rewards = heading('Two ways to earn', 2).parentElement!
    expect(rewards.querySelectorAll(':scope > ul > li')).toHaveLength(2)
    expect(rewards.textContent).toContain('5% fee when someone you refer orders a title search or a home inspection report')
    expect(rewards.textContent).toContain('30% of the success fee when someone you refer buys a property')
    expect(document.querySelectorAll('details > summary').length).toBeGreaterThanOrEqual(4)
  })
})

describe('/verify-title', () => {
  it('has the six sections', () => {
    renderPage('verify-title', VerifyTitle)
    for (const h of ['Why verify first', 'What the search looks at', 'How it works', 'What you receive', 'How long it takes', 'What it costs']) expect(heading(h, 2)).toBeTruthy()
    expect(text()).toContain('Typically 1 business day. Some take longer: allow up to 3–5 business days.')
    for (const price of ['₦100,000', 'From ₦455,000', 'By quote']) expect(text()).toContain(price)
  })

  it('sends a tenant that verifies to its verification site, in a new tab', () => {
    const { tenant } = renderPage('verify-title', VerifyTitle)
    const verify = screen.getAllByRole('link', { name: /^Verify a Property/ })
    expect(verify).toHaveLength(2)
    for (const a of verify) expectNewTab(a, tenant.external.verify)
    expect(screen.queryByRole('button', { name: 'Request report' })).toBeNull()
  })

  it('offers the request-report form where the tenant does not verify', () => {
    renderPage('verify-title', VerifyTitle, 'capital-keys')
    expect(screen.getAllByRole('button', { name: 'Request report' })).toHaveLength(2)
    expect(screen.queryByRole('link', { name: /Verify/ })).toBeNull()
  })

  it('links to pricing and to the seller’s mandate', () => {
    renderPage('verify-title', VerifyTitle)
    expect(link('Compare plans').getAttribute('href')).toBe('/pricing')
    expect(link('Start a seller’s mandate').getAttribute('href')).toBe('/sellers-mandate')
  })
})

describe('/pricing', () => {
  const card = (name: string) => heading(name, 2).closest('article')!

  it('shows the three plans with every field', () => {
    renderPage('pricing', Pricing)
    const title = card('Title Search Report')
    for (const field of ['Start here', '₦100,000', 'per search', 'Delivered within 48 hours', 'Know who owns it before you pay', 'The title searched by a partner law firm']) expect(title.textContent).toContain(field)
    expect(card('Complete Property Due Diligence').textContent).toContain('From ₦455,000')
    expect(card('Complete Property Due Diligence').textContent).toContain('3–5 days')
    expect(card('Legal Advisory').textContent).toContain('By quote')
  })

  it('APP opens the verification site in a new tab; FORM is ‘Request report’', () => {
    const { tenant } = renderPage('pricing', Pricing)
    expectNewTab(within(card('Title Search Report')).getByRole('link', { name: /^Order a title search/ }), tenant.external.verify)
    for (const name of ['Complete Property Due Diligence', 'Legal Advisory']) expect(within(card(name)).getByRole('button', { name: 'Request report' }).getAttribute('aria-haspopup')).toBe('dialog')
  })

  it('falls back to the form for the APP plan where the tenant does not verify', () => {
    renderPage('pricing', Pricing, 'capital-keys')
    expect(screen.getAllByRole('button', { name: 'Request report' })).toHaveLength(3)
    expect(screen.queryByRole('link', { name: /title search/ })).toBeNull()
  })

  it('leads sellers to the mandate', () => {
    renderPage('pricing', Pricing)
    expect(link('Start a seller’s mandate').getAttribute('href')).toBe('/sellers-mandate')
  })
})

describe('/join-realtor-network', () => {
  it('has the pitch and the form', () => {
    renderPage('join-realtor-network', JoinRealtorNetwork, 'capital-keys')
    expect(heading('Join the Capital Keys Realty realtor network', 1)).toBeTruthy()
    expect(screen.getByRole('form', { name: 'Join the realtor network' })).toBeTruthy()
  })

  it('opens the terms of use in a dialog, read from their page, and the agreement likewise', async () => {
    vi.stubGlobal('CSS', { escape: (s: string) => s })
    const fetched: string[] = []
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url)
      const key = url.replace('/legal/', 'legal/')
      return new Response(`<main><div data-content-key="${key}"><h1>Title</h1><h2>Text of ${url}</h2></div></main>`, { status: 200 })
    })
    renderPage('join-realtor-network', JoinRealtorNetwork)
    const note = screen.getByText(/Before you join/)
    const terms = within(note).getByRole('link', { name: 'terms of use' })
    expect(terms.getAttribute('href')).toBe('/legal/terms-of-use')
    fireEvent.click(terms)
    const dialog = await screen.findByRole('dialog', { name: 'Terms of Service' })
    await waitFor(() => expect(dialog.textContent).toContain('Text of /legal/terms-of-use'))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()

    const agreement = within(note).getByRole('link', { name: 'Partner Realtor Agreement' })
    expect(agreement.getAttribute('href')).toBe('/legal/partner-realtor-agreement')
    fireEvent.click(agreement)
    const second = await screen.findByRole('dialog', { name: 'Partner Realtor Agreement' })
    await waitFor(() => expect(second.textContent).toContain('Text of /legal/partner-realtor-agreement'))
    expect(fetched).toEqual(['/legal/terms-of-use', '/legal/partner-realtor-agreement'])
  })
})

describe('/sellers-mandate', () => {
  it('says who it is for, what happens next and the fee as the mandate terms put it', () => {
    renderPage('sellers-mandate', SellersMandate)
    for (const h of ['Who it is for', 'What happens next', 'What it costs']) expect(heading(h, 2)).toBeTruthy()
    expect(text()).toContain('between 2% and 5% of the gross sale price')
    expect(link('Seller’s Mandate Terms of Service').getAttribute('href')).toBe('/legal/sellers-mandate-terms-of-service')
    expect(screen.getByRole('form')).toBeTruthy()
  })
})
