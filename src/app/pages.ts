import type { ComponentType } from 'react'
import { allRoutes } from '~/config/paths'

export interface PageModule {
  Component: ComponentType
}

const modules = import.meta.glob<PageModule>(['./routes/*.tsx', '!./routes/*.test.tsx'])

/**
 * Route id → page module loader, from the `page` of each route in src/config/paths.ts. Both the
 * router (marketplace entry) and the router-free static entry load pages from here.
 */
export const pageModules: Record<string, () => Promise<PageModule>> = Object.fromEntries(
  allRoutes.map((r) => {
    const load = modules[`./routes/${r.page}.tsx`]
    if (!load) throw new Error(`Route ${r.id}: src/app/routes/${r.page}.tsx does not exist`)
    return [r.id, load]
  }),
)
