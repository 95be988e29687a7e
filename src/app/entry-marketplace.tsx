import './styles/load-styles'
import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import { readInlinedTenant } from '~/lib/tenant'
import { readPageContent } from '~/lib/content'
import { clearUserQueries, swrConfig } from '~/lib/swr'
import { readSwrFallback } from '~/lib/swr-fallback'
import { isUserKey, session } from '~/lib/session'
import { MarketplaceProviders } from './marketplace-providers'
import { routes } from './routes'

const router = createBrowserRouter(routes)

// Signing out forgets every cached answer about the user (000 §6 'Logout clears every cached user query').
session.subscribe((s) => {
  if (!s) void clearUserQueries(isUserKey)
})

/**
 * A page the function painted (decision 028 addendum) is a visitor's view of the same tree: a
 * visitor's browser hydrates it in slices that yield to input, keeping every painted element (the
 * photo that is the page's largest paint among them). A signed-in buyer sees their own data, so
 * their app renders in its place; so does every page served as the bare shell.
 */
function render() {
  const root = document.getElementById('root')!
  const signedIn = Boolean(session.get())
  const app = (
    <MarketplaceProviders
      tenant={readInlinedTenant()}
      content={readPageContent()}
      // The inlined data is a visitor's view (no is_favorite): a signed-in buyer asks for their own.
      swr={{ ...swrConfig, fallback: signedIn ? {} : readSwrFallback() }}
    >
      <RouterProvider router={router} />
    </MarketplaceProviders>
  )
  if (root.dataset.painted !== undefined && !signedIn) startTransition(() => void hydrateRoot(root, app))
  else createRoot(root).render(app)
}

// The page stays on screen until the route's module has loaded, so the app takes over in one step.
if (router.state.initialized) render()
else {
  const stop = router.subscribe((state) => {
    if (!state.initialized) return
    stop()
    render()
  })
}

// The service worker (decision 054): registered when idle, none of it up front (where there is no
// requestIdleCallback, at once: still a chunk of its own, after the page's).
;(window.requestIdleCallback ?? setTimeout)(() => import('~/lib/offline/offline-client').catch(() => {}))
