import type { ComponentType } from 'react'
import type { ContentMap } from '~/lib/content'
import { RouteIdProvider } from '~/lib/route-context'
import type { PublicTenant } from '~/shared/tenant/tenant-schema'
import { DocumentProviders } from './document-providers'
import { SiteLayout } from './root-layout'

export interface StaticTreeProps {
  tenant: PublicTenant
  content: ContentMap
  routeId: string
  Page: ComponentType
}

/**
 * A prerendered marketing or legal page, exactly as the build renders it and the browser hydrates
 * it (entry-server.tsx, hydrate-static.tsx): one tree on both sides, so every useId and every
 * node matches and React keeps the HTML the visitor already sees.
 */
export function StaticTree({ tenant, content, routeId, Page }: StaticTreeProps) {
  return (
    <DocumentProviders tenant={tenant} content={content}>
      <RouteIdProvider id={routeId}>
        <SiteLayout>
          <Page />
        </SiteLayout>
      </RouteIdProvider>
    </DocumentProviders>
  )
}
