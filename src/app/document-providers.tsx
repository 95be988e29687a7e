import { StrictMode, type ReactNode } from 'react'
import type { PublicTenant } from '~/shared/tenant/tenant-schema'
import { TenantProvider } from '~/lib/tenant'
import { ContentProvider, type ContentMap } from '~/lib/content'
import { configureApi } from '~/lib/api-client'
import { readToken } from '~/lib/auth-token'
import { session } from '~/lib/session'

/** What every page tree has, on the server and in both browser entries. */
export function DocumentProviders({ tenant, content, children }: { tenant: PublicTenant; content: ContentMap; children: ReactNode }) {
  configureApi({ baseUrl: tenant.api_base_url, tenantId: tenant.domain, getToken: readToken, onUnauthorized: session.end })
  return (
    <StrictMode>
      <TenantProvider tenant={tenant}>
        <ContentProvider content={content}>{children}</ContentProvider>
      </TenantProvider>
    </StrictMode>
  )
}
