import './styles/load-styles'
import { applyFullStylesheet, hydrateWhenIdle } from './hydrate-when-idle'

/**
 * The static pages' entry is a few hundred bytes: React and the page's code are fetched only when
 * the page is idle after load (or at the first interaction), so nothing competes with the first
 * paint (decision 017). hydrate-static.tsx does the work.
 */
hydrateWhenIdle(() => {
  applyFullStylesheet()
  void import('./hydrate-static').then((m) => m.hydrateStatic())
  // The service worker (decision 054): registered when idle, none of it up front (offline-client
  // catches its own failures; a chunk that fails to load fails like hydrate-static's).
  void import('~/lib/offline/offline-client')
})
