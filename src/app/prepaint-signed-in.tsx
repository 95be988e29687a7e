import { paths } from '~/config/paths'
import { decodeSession, PaintedSession } from '~/lib/session'
import { SiteOrigin } from '~/lib/site-origin'
import type { PublicTenant } from '~/shared/tenant/tenant-schema'
import type { SignedInGet, SignedInPaint } from '~/shared/types/signed-in-paint'
import type { PageModule } from './pages'
import { createPainter } from './prepaint'
import { signedInFallback } from './signed-in-data'
import * as favorites from './routes/favorites'
import * as referrals from './routes/referrals'
import * as saved from './routes/saved'
import * as settings from './routes/settings'
import * as transactionTimeline from './routes/transaction-timeline'
import * as transactions from './routes/transactions'

/** The signed-in pages the page function paints from the page cookie (decision 053). */
const SIGNED_IN: Record<string, PageModule> = {
  [paths.favorites.id]: favorites,
  [paths.favourites.id]: favorites,
  [paths.saved.id]: saved,
  [paths.transactions.id]: transactions,
  [paths.transaction.id]: transactionTimeline,
  [paths.settings.id]: settings,
  [paths.referrals.id]: referrals,
}

const painter = createPainter(SIGNED_IN)

/** React's mark for a Suspense boundary rendered as its fallback, left for the browser to fill. */
const CLIENT_RENDERED = '<!--$!-->'

/**
 * A buyer's signed-in page (`url`: the whole address asked for) as the app would draw it for them,
 * from their own first answers (asked through `get`, with their token): the page function inlines
 * both, and the browser hydrates it with the same session (entry-marketplace.tsx). Null for a path
 * that is not one of these pages. `get` throwing (a revoked token, the API down) is the caller's.
 */
export async function prepaintSignedIn(tenant: PublicTenant, url: string, token: string, get: SignedInGet): Promise<SignedInPaint | null> {
  // The caller verified the token; this reads what it says, exactly as the browser does.
  const session = decodeSession(token)
  if (!session) return null
  const full = new URL(url, `https://${tenant.domain}`)
  const page = painter.match(full)
  if (!page) return null
  const fallback = await signedInFallback(page.id, page.params, full.searchParams, session, get)
  if (!fallback) return null
  const paintedFor = `${session.user.id}:${session.expiresAt}`
  const render = () =>
    painter.render(tenant, page, fallback, (app) => (
      <PaintedSession.Provider value={session}>
        <SiteOrigin.Provider value={full.origin}>{app}</SiteOrigin.Provider>
      </PaintedSession.Provider>
    ))
  try {
    // Its code first (a cold instance may take longer than the ticks below to load it): a boundary
    // left to the browser would be reported by React as it hydrates (error 419).
    await import('~/features/auth/account/account-area')
    let html = render()
    // The account menu is a lazy module: the first page an instance paints starts loading it and
    // gets its placeholder (a boundary the browser would draw itself); once loaded it is painted.
    for (let i = 0; i < 3 && html.includes(CLIENT_RENDERED); i++) {
      await new Promise((resolve) => setTimeout(resolve, 0))
      html = render()
    }
    return { fallback, html, paintedFor }
  } catch (err) {
    console.error('signed-in page: painting failed:', err)
    return { fallback, html: null, paintedFor }
  }
}
