import './styles/load-styles'
import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { readInlinedTenant } from '~/lib/tenant'
import { readPageContent } from '~/lib/content'
import { clearUserQueries, swrConfig } from '~/lib/swr'
import { readSwrFallback } from '~/lib/swr-fallback'
import { watchPageSession } from '~/lib/page-session'
import { isUserKey, PaintedSession, session } from '~/lib/session'
import { AppRouter } from './app-router'
import { MarketplaceProviders } from './marketplace-providers'
import { MarketplaceRoutes, matchPage } from './route-tree'
import { pages } from './routes'

// Signing out forgets every cached answer about the user (000 §6 'Logout clears every cached user query').
session.subscribe((s) => {
  if (!s) void clearUserQueries(isUserKey)
})
// And ends the page session on the server, as on every entry (a page painted for a session this
// tab no longer holds ends it now).
watchPageSession(readInlinedTenant(), document.getElementById('root')!.dataset.paintedFor)

/**
 * A page the function painted (decision 028 addendum) is hydrated in slices that yield to input,
 * keeping every painted element (the page's largest paint among them): a visitor's page when no
 * one is signed in, and a signed-in page painted for this very session (decision 053), with that
 * session as the one rendered while hydrating. Any other combination renders in its place: a
 * visitor's page for a signed-in buyer (whose view differs), a page painted for another session,
 * and every page served as the bare shell.
 */
function render() {
  const root = document.getElementById('root')!
  const current = session.get()
  const { painted, paintedFor } = root.dataset
  const mine = current && paintedFor === `${current.user.id}:${current.expiresAt}` ? current : null
  const hydrate = painted !== undefined && (paintedFor === undefined ? !current : Boolean(mine))
  const router = (
    <AppRouter>
      <MarketplaceRoutes pages={pages} />
    </AppRouter>
  )
  const app = (
    <MarketplaceProviders
      tenant={readInlinedTenant()}
      content={readPageContent()}
      // A visitor's inlined data has no is_favorite: a signed-in buyer asks for their own, unless
      // the page was painted from their own answers.
      swr={{ ...swrConfig, fallback: hydrate || (!current && paintedFor === undefined) ? readSwrFallback() : {} }}
    >
      {mine ? <PaintedSession.Provider value={mine}>{router}</PaintedSession.Provider> : router}
    </MarketplaceProviders>
  )
  if (hydrate) startTransition(() => void hydrateRoot(root, app))
  else createRoot(root).render(app)
}

// The page stays on screen until the route's module has loaded, so the app takes over in one step
// (a module that fails to load is drawn as the page's error, on the same terms).
const first = matchPage(location.pathname)
const loading = first && pages.preload(first.id)
if (loading) void loading.catch(() => {}).then(() => render())
else render()

// The service worker (decision 054): registered when idle, none of it up front (where there is no
// requestIdleCallback, at once: still a chunk of its own, after the page's).
;(window.requestIdleCallback ?? setTimeout)(() => import('~/lib/offline/offline-client').catch(() => {}))
