import { toast } from '../toast-store'
import { session } from '../session'
import { isUserCache } from '~/sw/routing'
import { NOTICE_ID, NOTICE_STYLE, OFFLINE_SENT, offlineNoticeText, type PageMessage, type WorkerMessage } from './offline-words'

/** The page's side of the service worker (decision 054): the entries import it when the page is idle, and it starts itself. */

function tell(message: PageMessage) {
  void navigator.serviceWorker.ready.then((reg) => reg.active?.postMessage(message))
}

/** The notice as a first child of <body>, outside React's root; the worker writes the same one into cached pages. */
function showNotice(at: Date | null) {
  let el = document.getElementById(NOTICE_ID)
  if (!el) {
    el = document.createElement('p')
    el.id = NOTICE_ID
    el.setAttribute('role', 'status')
    el.setAttribute('style', NOTICE_STYLE)
    document.body.prepend(el)
  }
  el.textContent = offlineNoticeText(at)
}

/** A buyer's cached answers and kept writes go at sign-out (and whenever a page loads signed out). */
async function forgetPersonal() {
  tell({ type: 'sign-out' })
  if (!('caches' in window)) return
  for (const name of await caches.keys()) if (isUserCache(name)) await caches.delete(name)
}

/**
 * Registers the worker and wires the page to it. Not in `npm run dev` (a worker would serve stale
 * modules under HMR), nor where the browser has no service workers.
 */
async function startOffline() {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return
  if (!session.get()) void forgetPersonal()
  session.subscribe((s) => {
    if (!s) void forgetPersonal()
  })

  navigator.serviceWorker.addEventListener('message', (e: MessageEvent<WorkerMessage>) => {
    if (e.data?.type === 'sent') toast.success(...OFFLINE_SENT)
    // API answers read from the cache: the notice is dated by the oldest (the worker keeps count).
    if (e.data?.type === 'cached') showNotice(new Date(e.data.at))
  })
  // Answers served before this module listened.
  tell({ type: 'cached?' })
  window.addEventListener('online', () => {
    tell({ type: 'flush' })
    document.getElementById(NOTICE_ID)?.remove()
  })

  const reg = await navigator.serviceWorker.register('/sw.js', { scope: '/' })
  // Writes kept while offline go at the next page load too (where Background Sync is missing).
  if (navigator.onLine) tell({ type: 'flush' })
  // The first visit: this page loaded before the worker, which now keeps it and what it loaded.
  if (!navigator.serviceWorker.controller) {
    await navigator.serviceWorker.ready
    const script = document.querySelector<HTMLScriptElement>('script[type="module"][src^="/assets/"]')?.getAttribute('src') ?? ''
    const urls = performance.getEntriesByType('resource').map((r) => r.name)
    reg.active?.postMessage({ type: 'seen', page: location.href, script, urls } satisfies PageMessage)
  }
}

// A browser that refuses the worker (private modes, policies) simply has none.
startOffline().catch(() => {})
