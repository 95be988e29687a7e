import { act } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ReactNode } from 'react'
import { Component as Home } from '~/app/routes/home'
import { Component as LegalTabs } from '~/app/routes/legal-tabs'
import { Component as NotFound } from '~/app/routes/not-found'
import { ContentProvider } from '~/lib/content'
import { RouteIdProvider } from '~/lib/route-context'
import { TenantProvider } from '~/lib/tenant'
import { Toaster } from '~/components/ui/toaster'
import { testTenants } from '~/testing/render-with-tenant'
import { CookieConsent } from '~/components/layout/cookie-consent'
import { SiteFooter } from '~/components/layout/site-footer'
import { SiteHeader } from '~/components/layout/site-header'

// Static pages hydrate without the router: the browser's first render must equal the prerender,
// even for a visitor in Lagos with ?tab=privacy, no cookie choice yet and the page scrolled.
function Page({ routeId, children }: { routeId: string; children: ReactNode }) {
  return (
    <TenantProvider tenant={testTenants.haven}>
      <ContentProvider content={{ 'legal/privacy-policy': '<p>Privacy</p>', 'legal/terms-of-use': '<p>Terms</p>' }}>
        <RouteIdProvider id={routeId}>
          <SiteHeader />
          <main>{children}</main>
          <SiteFooter />
          <CookieConsent />
          <Toaster />
        </RouteIdProvider>
      </ContentProvider>
    </TenantProvider>
  )
}

describe('prerendered pages hydrate without mismatches', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    window.localStorage.clear()
    window.scrollY = 0
  })

  it.each([
    ['home', <Home key="home" />],
    ['legal', <LegalTabs key="legal" />],
    ['not-found', <NotFound key="404" />],
  ])('%s', async (routeId, page) => {
    const html = renderToString(<Page routeId={routeId}>{page}</Page>)
    expect(html).not.toContain('Cookie consent')

    window.history.replaceState(null, '', '/legal?tab=privacy')
    window.scrollY = 500
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-NG'])
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const errors: unknown[] = []
    const root = await act(async () => hydrateRoot(container, <Page routeId={routeId}>{page}</Page>, { onRecoverableError: (e) => errors.push(e) }))
    expect(errors).toEqual([])
    await vi.waitFor(() => expect(container.querySelector('[aria-label="Cookie consent"]')).not.toBeNull())
    act(() => root.unmount())
    container.remove()
  })
})
