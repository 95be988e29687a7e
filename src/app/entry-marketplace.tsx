import './styles/load-styles'
import { forwardRef } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, Link, RouterProvider } from 'react-router-dom'
import { readInlinedTenant } from '~/lib/tenant'
import { readPageContent } from '~/lib/content'
import { clearUserQueries, SWRConfig, swrConfig } from '~/lib/swr'
import { readSwrFallback } from '~/lib/swr-fallback'
import { isUserKey, session } from '~/lib/session'
import { LinkComponentProvider, type LinkProps } from '~/components/ui/app-link'
import { allRoutes } from '~/config/paths'
import { DocumentProviders } from './document-providers'
import { routes } from './routes'

const staticPaths = new Set(allRoutes.filter((r) => r.render === 'static').map((r) => r.path))

/** Marketplace routes navigate inside the app; static pages are whole documents. */
const RouterLink = forwardRef<HTMLAnchorElement, LinkProps>(function RouterLink({ href, ...rest }, ref) {
  const pathname = href.split(/[?#]/)[0] ?? ''
  if (/^[a-z]+:/i.test(href) || staticPaths.has(pathname) || rest.target) return <a ref={ref} href={href} {...rest} />
  return <Link ref={ref} to={href} {...rest} />
})

const router = createBrowserRouter(routes)

// Signing out forgets every cached answer about the user (000 §6 'Logout clears every cached user query').
session.subscribe((s) => {
  if (!s) void clearUserQueries(isUserKey)
})

// The page arrives painted (or with the shell's placeholder): it stays on screen until the route's
// page module has loaded, so the app replaces it in one step, never with an empty page between.
function render() {
  createRoot(document.getElementById('root')!).render(
    <DocumentProviders tenant={readInlinedTenant()} content={readPageContent()}>
      {/* The inlined data is a visitor's view (no is_favorite): a signed-in buyer asks for their own. */}
      <SWRConfig value={{ ...swrConfig, fallback: session.get() ? {} : readSwrFallback() }}>
        <LinkComponentProvider value={RouterLink}>
          <RouterProvider router={router} />
        </LinkComponentProvider>
      </SWRConfig>
    </DocumentProviders>,
  )
}

if (router.state.initialized) render()
else {
  const stop = router.subscribe((state) => {
    if (!state.initialized) return
    stop()
    render()
  })
}
