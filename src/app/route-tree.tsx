import { Component, Suspense, use, useMemo, type ReactNode } from 'react'
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom'
import { NavigateProvider } from '~/components/ui/app-link'
import { allRoutes } from '~/config/paths'
import { RouteIdProvider } from '~/lib/route-context'
import { noJsSignIn } from '~/features/auth/no-js-sign-in'
import type { PageLoader } from './page-loader'
import { SiteLayout } from './root-layout'
import { useRouteFocus } from './use-route-focus'
import { matchPage } from './match-page'
import { useScrollRestoration } from './use-scroll-restoration'

export { matchPage } from './match-page'

/** A page's module, drawn at once once loaded; otherwise it suspends until it is. */
function Page({ pages, id }: { pages: PageLoader; id: string }) {
  const ready = pages.get(id)
  const loading = ready ? null : pages.preload(id)
  const page = ready ?? (loading ? use(loading) : null)
  return page ? <page.Component /> : null
}

/** A page that throws shows a way on instead of a blank screen; the next page starts afresh. */
class PageErrorBoundary extends Component<
  { children: ReactNode; path: string },
  { failed: boolean; path: string }
> {
  override state = { failed: false, path: this.props.path }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  static getDerivedStateFromProps(
    props: { path: string },
    state: { failed: boolean; path: string },
  ) {
    return props.path === state.path ? null : { failed: false, path: props.path }
  }
  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">This page could not be shown</h1>
        <p className="mt-2 text-gray-700">Check your connection and reload the page.</p>
      </div>
    )
  }
}

/**
 * Every route of src/config/paths.ts inside the site's layout, each page loaded through `pages`
 * (decision 058: React Router's declarative mode, without its data router). One tree for the
 * browser's router and the page function's painter, so the painted HTML is exactly what the app
 * hydrates. Navigations are transitions, so the page on screen stays until the next one's module
 * has loaded.
 */
export function MarketplaceRoutes({ pages }: { pages: PageLoader }) {
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const id = useMemo(() => matchPage(pathname)?.id ?? '', [pathname])
  useRouteFocus()
  useScrollRestoration()
  return (
    <RouteIdProvider id={id}>
      <NavigateProvider value={(to) => void navigate(to)}>
        <SiteLayout signedOutArea={noJsSignIn}>
          <PageErrorBoundary path={pathname}>
            <Suspense fallback={null}>
              <Routes>
                {allRoutes.map((r) => (
                  <Route key={r.id} path={r.path} element={<Page pages={pages} id={r.id} />} />
                ))}
              </Routes>
            </Suspense>
          </PageErrorBoundary>
        </SiteLayout>
      </NavigateProvider>
    </RouteIdProvider>
  )
}
