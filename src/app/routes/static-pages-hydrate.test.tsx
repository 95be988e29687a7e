import { act } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ReactNode } from 'react'
import { Component as AboutUs } from '~/app/routes/about-us'
import { Component as Diasporans } from '~/app/routes/diasporans'
import { Component as Home } from '~/app/routes/home'
import { Component as HomeInspection } from '~/app/routes/home-inspection'
import { Component as Media } from '~/app/routes/media'
import { Component as LegalTabs } from '~/app/routes/legal-tabs'
import { Component as NotFound } from '~/app/routes/not-found'
import { ContentProvider, readPageContent, type ContentMap } from '~/lib/content'
import { RouteIdProvider } from '~/lib/route-context'
import { TenantProvider } from '~/lib/tenant'
import { Toaster } from '~/components/ui/toaster'
import { routeContent } from '~/testing/marketing-content'
import { testTenants } from '~/testing/render-with-tenant'
import { CookieConsent } from '~/components/layout/cookie-consent'
import { SiteFooter } from '~/components/layout/site-footer'
import { SiteHeader } from '~/components/layout/site-header'

// Static pages hydrate without the router: the browser's first render must equal the prerender,
// even for a visitor in Lagos with ?tab=privacy, no cookie choice yet and the page scrolled. The
// browser gets the content blocks it reads back from the page, as hydrate-static.tsx does.
function Page({ routeId, content, children }: { routeId: string; content: ContentMap; children: ReactNode }) {
  return (
    <TenantProvider tenant={testTenants.haven}>
      <ContentProvider content={content}>
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
    vi.unstubAllEnvs()
    vi.restoreAllMocks()
    window.localStorage.clear()
    window.scrollY = 0
  })

  it.each([
    ['home', <Home key="home" />],
    ['legal', <LegalTabs key="legal" />],
    ['not-found', <NotFound key="404" />],
    ['about-us', <AboutUs key="about-us" />],
    ['diasporans', <Diasporans key="diasporans" />],
    ['home-inspection', <HomeInspection key="home-inspection" />],
    ['media', <Media key="media" />],
  ])('%s', async (routeId, page) => {
    // The prerender (import.meta.env.SSR) builds the blocks the browser only keeps (decision 031).
    vi.stubEnv('SSR', true)
    const built = { 'legal/privacy-policy': '<p>Privacy</p>', 'legal/terms-of-use': '<p>Terms</p>', ...routeContent(routeId) }
    const html = renderToString(<Page routeId={routeId} content={built}>{page}</Page>)
    vi.stubEnv('SSR', false)
    expect(html).not.toContain('Cookie consent')

    window.history.replaceState(null, '', '/legal?tab=privacy')
    window.scrollY = 500
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-NG'])
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const errors: unknown[] = []
    const root = await act(async () => hydrateRoot(container, <Page routeId={routeId} content={readPageContent()}>{page}</Page>, { onRecoverableError: (e) => errors.push(e) }))
    expect(errors).toEqual([])
    // What only the prerender builds is still there once the browser has taken over.
    expect(container.querySelectorAll('main a, main h1, main h2')).toHaveLength(new DOMParser().parseFromString(html, 'text/html').querySelectorAll('main a, main h1, main h2').length)
    await vi.waitFor(() => expect(container.querySelector('[aria-label="Cookie consent"]')).not.toBeNull())
    act(() => root.unmount())
    container.remove()
  })
})
