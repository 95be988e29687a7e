import { vi } from 'vitest'

/**
 * What a hydration test stubs of the browser: the app's revalidations stay pending (the test is
 * about the first render only), and what the carousels and near-screen sections ask of a browser
 * and jsdom lacks. Undone by `vi.unstubAllGlobals()`.
 */
export function stubBrowserForHydration() {
  vi.stubGlobal('fetch', () => new Promise(() => {}))
  vi.stubGlobal('scrollTo', () => {})
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} }))
  class Observer {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  vi.stubGlobal('ResizeObserver', Observer)
  vi.stubGlobal('IntersectionObserver', Observer)
}
