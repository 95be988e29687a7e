import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom'
import type { PublicTenant } from '~/shared/tenant/tenant-schema'
import type { ContentMap } from '~/lib/content'
import { DocumentProviders } from './document-providers'
import { SiteLayout } from './root-layout'
import { routes } from './routes'

const handler = createStaticHandler(routes)

/** Renders one static route of one tenant to HTML (build time only). */
export async function renderPage(url: string, tenant: PublicTenant, content: ContentMap): Promise<string> {
  const context = await handler.query(new Request(new URL(url, `https://${tenant.domain}`)))
  if (context instanceof Response) throw new Error(`Unexpected redirect while prerendering ${url}`)
  const router = createStaticRouter(handler.dataRoutes, context)
  return renderToString(
    <DocumentProviders tenant={tenant} content={content}>
      {/* hydrate={false}: no inline script, so the CSP needs no 'unsafe-inline' */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </DocumentProviders>,
  )
}

/** The marketplace app shell: header, footer and a loading state; the browser renders the route. */
export function renderAppShell(tenant: PublicTenant): string {
  return renderToString(
    <DocumentProviders tenant={tenant} content={{}}>
      <SiteLayout>
        <div className="mx-auto max-w-7xl px-4 py-16" aria-busy="true">
          <div className="h-8 w-64 rounded bg-gray-100 animate-pulse" />
        </div>
      </SiteLayout>
    </DocumentProviders>,
  )
}
