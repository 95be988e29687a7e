import { createContext, useContext, type ReactNode } from 'react'
import type { PublicTenant } from '~/shared/tenant/tenant-schema'

import { TENANT_SCRIPT_ID } from '~/shared/tenant/constants'

const TenantContext = createContext<PublicTenant | null>(null)

/** Provides the tenant inlined into the page (browser) or passed by the prerenderer (build). */
export function TenantProvider({ tenant, children }: { tenant: PublicTenant; children: ReactNode }) {
  return <TenantContext.Provider value={tenant}>{children}</TenantContext.Provider>
}

export function useTenant(): PublicTenant {
  const tenant = useContext(TenantContext)
  if (!tenant) throw new Error('useTenant outside TenantProvider')
  return tenant
}

/** Reads the brand JSON the build inlined into the page. */
export function readInlinedTenant(doc: Document = document): PublicTenant {
  const el = doc.getElementById(TENANT_SCRIPT_ID)
  if (!el?.textContent) throw new Error('No tenant in the page')
  return JSON.parse(el.textContent) as PublicTenant
}
