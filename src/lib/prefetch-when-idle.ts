import { isDataSaverOn } from './data-saver'

/**
 * Fetches an on-demand chunk once the browser is idle after load, so the first tap finds its code
 * already here (issue 23: the full-screen gallery took 1.4 s from tap to visible on a mid-range
 * phone). The page's first load does not wait for it, and a failure is left to the tap, which
 * imports again. Not with data saver (decision 055): then the tap fetches it.
 */
export function prefetchWhenIdle(load: () => Promise<unknown>, timeoutMs = 5000) {
  if (typeof window === 'undefined' || isDataSaverOn()) return
  const run = () => void load().catch(() => {})
  const idle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: timeoutMs }) : setTimeout(run, 1500))
  if (document.readyState === 'complete') idle()
  else window.addEventListener('load', idle, { once: true })
}
