/**
 * Loads the offline module (decision 054) once the page is idle: none of it is in a page's
 * up-front JavaScript. Not in `npm run dev` (a worker would serve stale modules under HMR), nor
 * where the browser has no service workers.
 */
export function loadOffline() {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return
  // A browser that refuses the worker (private modes, policies) simply has none.
  import('./offline-client')
    .then((m) => m.startOffline())
    .catch(() => {})
}

/** loadOffline once the browser is idle after load (the static entry calls loadOffline from its own idle start). */
export function loadOfflineWhenIdle() {
  const idle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(loadOffline, { timeout: 4000 }) : setTimeout(loadOffline, 2000))
  if (document.readyState === 'complete') idle()
  else window.addEventListener('load', idle, { once: true })
}
