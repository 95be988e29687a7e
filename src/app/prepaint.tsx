import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { Route, Routes, StaticRouter } from 'react-router-dom'
import { paths, type AppRoute } from '~/config/paths'
import { RouteIdProvider } from '~/lib/route-context'
import { SWRConfig, swrConfig } from '~/lib/swr'
import type { PublicTenant } from '~/shared/tenant/tenant-schema'
import { DocumentProviders } from './document-providers'
import { SiteLayout } from './root-layout'
import * as listingDetail from './routes/listing-detail'
import * as listings from './routes/listings'
import * as marketplace from './routes/marketplace'
import * as realtorProfile from './routes/realtor-profile'

/** The marketplace pages the page function paints (decision 028 addendum), with their page modules. */
const PAINTED: [AppRoute, ComponentType][] = [
  [paths.marketplace, marketplace.Component],
  [paths.listings, listings.Component],
  [paths.listingDetail, listingDetail.Component],
  [paths.listingBySlug, listingDetail.Component],
  [paths.realtorProfile, realtorProfile.Component],
]

/**
 * The HTML of a marketplace page as a visitor first sees it, from the data the page function
 * inlines (the SWR fallback): the browser paints the cards, photos and text before any script
 * runs, and the app then renders the same page in its place. Signed out, like every server render;
 * a fresh SWR cache per page, so no request ever sees another's data.
 */
export function prepaintPage(tenant: PublicTenant, url: string, fallback: Record<string, unknown>): string {
  return renderToString(
    <DocumentProviders tenant={tenant} content={{}}>
      <SWRConfig value={{ ...swrConfig, fallback, provider: () => new Map() }}>
        <StaticRouter location={url}>
          <Routes>
            {PAINTED.map(([route, Page]) => (
              <Route
                key={route.id}
                path={route.path}
                element={
                  <RouteIdProvider id={route.id}>
                    <SiteLayout>
                      <Page />
                    </SiteLayout>
                  </RouteIdProvider>
                }
              />
            ))}
          </Routes>
        </StaticRouter>
      </SWRConfig>
    </DocumentProviders>,
  )
}
