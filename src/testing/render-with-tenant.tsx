import { render, type RenderOptions } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import havenJson from '../../tenants/haven.json'
import capitalKeysJson from '../../tenants/capital-keys.json'
import { ContentProvider, type ContentMap } from '~/lib/content'
import { RouteIdProvider } from '~/lib/route-context'
import { TenantProvider } from '~/lib/tenant'
import { parseTenant, type PublicTenant } from '~/shared/tenant/tenant-schema'

function load(json: unknown, file: string): PublicTenant {
  const parsed = parseTenant(json)
  if (!parsed.ok) throw new Error(`${file}: ${parsed.problems.join('; ')}`)
  return parsed.tenant
}

/** The real tenant files: haven has property verification on, capital-keys has it off. */
export const testTenants = {
  haven: load(havenJson, 'tenants/haven.json'),
  'capital-keys': load(capitalKeysJson, 'tenants/capital-keys.json'),
} as const

export interface TenantRenderOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Which tenant file to provide; default haven. */
  tenant?: keyof typeof testTenants
  /** Route id for useRouteId(); default 'home'. */
  routeId?: string
  /** Build-time content blocks by key. */
  content?: ContentMap
  /** Extra providers inside the tenant ones (e.g. HeaderSlotsContext). */
  wrapper?: (props: { children: ReactNode }) => ReactElement
}

/** Renders UI inside the providers every page has, as the prerender and the entries do. */
export function renderWithTenant(
  ui: ReactElement,
  {
    tenant = 'haven',
    routeId = 'home',
    content = {},
    wrapper: Inner,
    ...options
  }: TenantRenderOptions = {},
) {
  const t = testTenants[tenant]
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <TenantProvider tenant={t}>
        <ContentProvider content={content}>
          <RouteIdProvider id={routeId}>
            {Inner ? <Inner>{children}</Inner> : children}
          </RouteIdProvider>
        </ContentProvider>
      </TenantProvider>
    )
  }
  return { tenant: t, ...render(ui, { wrapper: Wrapper, ...options }) }
}
