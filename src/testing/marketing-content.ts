import { compileContent, contentForTenant } from '../../scripts/build-lib/content'
import { allRoutes } from '~/config/paths'
import type { ContentMap } from '~/lib/content'
import { testTenants } from './render-with-tenant'

const compiled = compileContent('content')

/** The build-time content one route embeds for one test tenant, exactly as the prerender gives it. */
export function routeContent(routeId: string, tenant: keyof typeof testTenants = 'haven'): ContentMap {
  const all = contentForTenant(compiled, testTenants[tenant])
  const keys = allRoutes.find((r) => r.id === routeId)?.content ?? []
  return Object.fromEntries(keys.map((k) => [k, all[k] ?? '']))
}
