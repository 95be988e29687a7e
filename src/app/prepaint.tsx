import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import { loadDeferredSections } from '~/components/ui/deferred-section'
import { paths } from '~/config/paths'
import { paintDataSaver } from '~/lib/data-saver'
import { swrConfig } from '~/lib/swr'
import type { PublicTenant } from '~/shared/tenant/tenant-schema'
import type { PageModule } from './pages'
import { MarketplaceProviders } from './marketplace-providers'
import { createPageLoader } from './page-loader'
import { MarketplaceRoutes, matchPage } from './route-tree'
import * as listingDetail from './routes/listing-detail'
import * as listings from './routes/listings'
import * as marketplace from './routes/marketplace'
import * as realtorProfile from './routes/realtor-profile'
import * as realtors from './routes/realtors'

/** The marketplace pages the page function paints (decision 028 addendum), with their page modules. */
export const PAINTED: Record<string, PageModule> = {
  [paths.marketplace.id]: marketplace,
  [paths.listings.id]: listings,
  [paths.listingDetail.id]: listingDetail,
  [paths.listingBySlug.id]: listingDetail,
  [paths.realtors.id]: realtors,
  [paths.realtorProfile.id]: realtorProfile,
}

/** A page the painter draws: its route, its params and the address (path and query) drawn. */
export interface PaintedMatch {
  id: string
  params: Record<string, string | undefined>
  location: string
}

/**
 * A painter for some pages of the browser's route tree, with only their modules loadable
 * (statically: the function is one bundle). `match` finds the page a URL names (null for one it
 * does not paint); `render` draws it inside the same providers as entry-marketplace.tsx, with a
 * fresh SWR cache per page, so no request ever sees another's data.
 */
export function createPainter(modules: Record<string, PageModule>) {
  const pages = createPageLoader(() => undefined, modules)
  return {
    match(url: URL): PaintedMatch | null {
      const page = matchPage(url.pathname)
      return page && modules[page.id] ? { ...page, location: url.pathname + url.search } : null
    },
    render(tenant: PublicTenant, page: PaintedMatch, fallback: Record<string, unknown>, wrap: (page: ReactNode) => ReactNode = (app) => app) {
      return renderToString(
        <MarketplaceProviders tenant={tenant} content={{}} swr={{ ...swrConfig, fallback, provider: () => new Map() }}>
          {wrap(
            <StaticRouter location={page.location}>
              <MarketplaceRoutes pages={pages} />
            </StaticRouter>,
          )}
        </MarketplaceProviders>,
      )
    },
  }
}

const painter = createPainter(PAINTED)

/**
 * The HTML of a marketplace page as a visitor first sees it, from the data the page function
 * inlines (the SWR fallback): the browser paints the cards, photos and text before any script
 * runs, and the app then hydrates the same tree (entry-marketplace.tsx). Signed out, like every
 * server render. Null for a path this painter does not know (the app renders it).
 */
export async function prepaintPage(tenant: PublicTenant, url: string, fallback: Record<string, unknown>, dataSaver = false): Promise<string | null> {
  const page = painter.match(new URL(url, `https://${tenant.domain}`))
  if (!page) return null
  // Sections the browser hydrates later (decision 052) are painted in place: their code first.
  await loadDeferredSections()
  // Synchronous from here: no other page's render can see this page's data saver.
  paintDataSaver(dataSaver)
  try {
    return painter.render(tenant, page, fallback)
  } finally {
    paintDataSaver(false)
  }
}
