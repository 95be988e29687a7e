import { renderToString } from 'react-dom/server'
import { paths, prerenderRoutes } from '~/config/paths'
import { PAGE_NEEDS_JS } from '~/components/ui/needs-javascript'
import type { PublicTenant } from '~/shared/tenant/tenant-schema'
import type { ContentMap } from '~/lib/content'
import { registerFormMarkups } from '~/features/marketing-forms/form-markups'
import { DocumentProviders } from './document-providers'
import { noJsSignIn } from '~/features/auth/no-js-sign-in'
import { SiteLayout } from './root-layout'
import { staticPageModule } from './static-pages'
import { StaticTree } from './static-tree'

registerFormMarkups()

/**
 * Renders one static route of one tenant to HTML (build time only), with the very tree the
 * browser hydrates (static-tree.tsx): no router, the route's id and page module. A path that is
 * no prerendered route renders the 404 page.
 */
export async function renderPage(url: string, tenant: PublicTenant, content: ContentMap): Promise<string> {
  const route = prerenderRoutes.find((r) => r.path === url) ?? paths.notFound
  const load = staticPageModule(route.page)
  if (!load) throw new Error(`Route ${route.id}: src/app/routes/${route.page}.tsx is not a static page (src/app/static-pages.ts)`)
  const { Component } = await load()
  return renderToString(<StaticTree tenant={tenant} content={content} routeId={route.id} Page={Component} />)
}

/** The marketplace app shell: header, footer and a loading state; the browser renders the route. */
export function renderAppShell(tenant: PublicTenant): string {
  return renderToString(
    <DocumentProviders tenant={tenant} content={{}}>
      <SiteLayout signedOutArea={noJsSignIn}>
        <div className="mx-auto max-w-7xl px-4 py-16" aria-busy="true">
          <div className="js-only h-8 w-64 rounded bg-gray-100 animate-pulse" />
          {/* The app replaces this placeholder; a browser that runs no script reads why not (decision 056). */}
          <p className="nojs-only mt-6 max-w-2xl text-gray-800">
            {PAGE_NEEDS_JS}{' '}
            <a href="/listings" className="font-semibold text-brand-dark underline">
              Browse the listings
            </a>
          </p>
        </div>
      </SiteLayout>
    </DocumentProviders>,
  )
}
