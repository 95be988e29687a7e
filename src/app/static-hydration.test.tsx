import { act } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { paths, prerenderRoutes, type AppRoute } from '~/config/paths'
import { readPageContent } from '~/lib/content'
import { routeContent } from '~/testing/marketing-content'
import { testTenants } from '~/testing/render-with-tenant'
import { renderPage } from './entry-server'
import { staticPageModule } from './static-pages'
import { StaticTree } from './static-tree'

/**
 * Every prerendered page hydrates exactly as the build rendered it: the prerender and the browser
 * share one tree (static-tree.tsx), so React keeps the HTML — typed text, focus, the LCP image —
 * instead of drawing the page again. React's development build reports any mismatch.
 */
async function prerenderThenHydrate(route: AppRoute, tenant: 'haven' | 'capital-keys', hydrateAs = route) {
  vi.stubEnv('SSR', true)
  const html = await renderPage(route.path === '*' ? '/404' : route.path, testTenants[tenant], routeContent(route.id, tenant))
  vi.unstubAllEnvs()
  const container = document.createElement('div')
  container.id = 'root'
  container.innerHTML = html
  document.body.append(container)
  const { Component } = await staticPageModule(hydrateAs.page)!()
  const errors: unknown[] = []
  vi.mocked(console.error).mockImplementation((...args: unknown[]) => void errors.push(args.map(String).join(' ')))
  await act(async () => {
    hydrateRoot(container, <StaticTree tenant={testTenants[tenant]} content={readPageContent()} routeId={hydrateAs.id} Page={Component} />, {
      onRecoverableError: (err) => void errors.push(err),
    })
  })
  return errors
}

describe('prerendered pages hydrate without a mismatch', () => {
  beforeEach(() => {
    vi.stubGlobal('scrollTo', () => {})
    class Observer {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', Observer)
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }))
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    document.body.innerHTML = ''
  })

  it.each([...prerenderRoutes, paths.notFound].map((r) => [r.id, r] as const))('%s', async (_id, route) => {
    expect(await prerenderThenHydrate(route, 'haven')).toEqual([])
  })

  it('for another tenant too', async () => {
    expect(await prerenderThenHydrate(paths.direct2seller, 'capital-keys')).toEqual([])
  })

  it('sees a mismatch when the browser hydrates another page (the check can fail)', async () => {
    expect((await prerenderThenHydrate(paths.aboutUs, 'haven', paths.diasporans)).length).toBeGreaterThan(0)
  })
})
