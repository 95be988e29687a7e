import { useLayoutEffect, useState, useTransition, type ReactNode } from 'react'
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom'
import { NavigationPending } from '~/lib/navigation-pending'

/**
 * React Router's BrowserRouter, told whether a navigation is still waiting. Like it, every
 * navigation is a transition, so the page on screen stays until the next one's module has loaded
 * (decision 058); unlike it, the transition is this component's own, whose isPending the layout
 * shows as loading (page-main.tsx).
 */
export function AppRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }))
  const [state, setState] = useState({ action: history.action, location: history.location })
  const [pending, startTransition] = useTransition()
  useLayoutEffect(() => history.listen((next) => startTransition(() => setState(next))), [history])
  return (
    <NavigationPending.Provider value={pending}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </NavigationPending.Provider>
  )
}
