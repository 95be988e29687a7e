import { createContext, useContext, type ReactNode } from 'react'

/** Which route is on screen, without depending on the router (static pages hydrate without it). */
const RouteIdContext = createContext<string>('')

export function RouteIdProvider({ id, children }: { id: string; children: ReactNode }) {
  return <RouteIdContext.Provider value={id}>{children}</RouteIdContext.Provider>
}

export function useRouteId(): string {
  return useContext(RouteIdContext)
}
