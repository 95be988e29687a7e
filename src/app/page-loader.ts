import type { PageModule } from './pages'

type Load = () => Promise<PageModule>

export interface PageLoader {
  /** The page module of a route, if it has loaded. */
  get(routeId: string): PageModule | undefined
  /** Starts loading a route's module (once) and resolves when it is there; null for a route without one. */
  preload(routeId: string): Promise<PageModule> | null
}

/**
 * The page modules of one route tree: those in `loaded` are there from the start (the page
 * function's painter imports its pages statically), the others load through `load` on first use
 * (the browser, one chunk per page). A failed load is forgotten, so the next visit tries again.
 */
export function createPageLoader(
  load: (routeId: string) => Load | undefined,
  loaded: Record<string, PageModule> = {},
): PageLoader {
  const modules = new Map(Object.entries(loaded))
  const pending = new Map<string, Promise<PageModule>>()
  return {
    get: (id) => modules.get(id),
    preload(id) {
      const ready = modules.get(id)
      if (ready) return Promise.resolve(ready)
      const loading = pending.get(id)
      if (loading) return loading
      const start = load(id)
      if (!start) return null
      const promise = start().then(
        (m) => {
          modules.set(id, m)
          pending.delete(id)
          return m
        },
        (err: unknown) => {
          pending.delete(id)
          throw err
        },
      )
      pending.set(id, promise)
      return promise
    },
  }
}
