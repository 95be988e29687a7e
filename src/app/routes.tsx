import { Outlet, useMatches, type RouteObject } from 'react-router-dom'
import { allRoutes } from '~/config/paths'
import { RouteIdProvider } from '~/lib/route-context'
import { SiteLayout } from './root-layout'
import { pageModules } from './pages'

function RouterRoot() {
  const matches = useMatches()
  return (
    <RouteIdProvider id={matches[matches.length - 1]?.id ?? ''}>
      <SiteLayout>
        <Outlet />
      </SiteLayout>
    </RouteIdProvider>
  )
}

/** Every route of src/config/paths.ts, in the order listed there (the catch-all is last). */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RouterRoot,
    children: allRoutes.map((r) => ({
      id: r.id,
      path: r.path,
      lazy: pageModules[r.id],
    })),
  },
]
