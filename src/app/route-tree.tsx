import { Outlet, ScrollRestoration, useMatches, useNavigate, type RouteObject } from 'react-router-dom'
import { NavigateProvider } from '~/components/ui/app-link'
import { allRoutes } from '~/config/paths'
import { RouteIdProvider } from '~/lib/route-context'
import { noJsSignIn } from '~/features/auth/no-js-sign-in'
import { SiteLayout } from './root-layout'
import { useRouteFocus } from './use-route-focus'
import type { PageModule } from './pages'

function RouterRoot() {
  const matches = useMatches()
  const navigate = useNavigate()
  useRouteFocus()
  return (
    <RouteIdProvider id={matches[matches.length - 1]?.id ?? ''}>
      <NavigateProvider value={(to) => void navigate(to)}>
        <SiteLayout signedOutArea={noJsSignIn}>
          <Outlet />
        </SiteLayout>
        {/* Back returns to the same place in the results (the loaded pages stay in SWR's cache). */}
        <ScrollRestoration />
      </NavigateProvider>
    </RouteIdProvider>
  )
}

/**
 * Every route of src/config/paths.ts, in the order listed there (the catch-all is last), each
 * loading its page module through `load`. One tree for the browser's router and the page
 * function's painter, so the painted HTML is exactly what the app hydrates.
 */
export function routeTree(load: (routeId: string) => (() => Promise<PageModule>) | undefined): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RouterRoot,
      children: allRoutes.map((r) => ({ id: r.id, path: r.path, lazy: load(r.id) })),
    },
  ]
}
