import { StrictMode, type ReactNode } from 'react'
import type { PublicTenant } from '~/shared/tenant/tenant-schema'
import { TenantProvider } from '~/lib/tenant'
import { ContentProvider, type ContentMap } from '~/lib/content'
import { configureApiFor } from '~/lib/api-setup'

/** What every page tree has, on the server and in both browser entries. */
export function DocumentProviders({ tenant, content, children }: { tenant: PublicTenant; content: ContentMap; children: ReactNode }) {
  configureApiFor(tenant)
  return (
    <StrictMode>
      <TenantProvider tenant={tenant}>
        <ContentProvider content={content}>{children}</ContentProvider>
      </TenantProvider>
    </StrictMode>
  )
}
