/**
 * Runs `start` once the browser is idle after load — or at once on the first interaction, so a
 * visitor who taps early is not kept waiting. The page is fully painted from its HTML before:
 * hydration no longer competes with the first paint (decision 017).
 */
export function hydrateWhenIdle(start: () => void, timeoutMs = 2000) {
  let started = false
  const events = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const
  const run = () => {
    if (started) return
    started = true
    for (const e of events) window.removeEventListener(e, run, true)
    start()
  }
  for (const e of events) window.addEventListener(e, run, { capture: true, passive: true })
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(run, { timeout: timeoutMs })
      : setTimeout(run, 200)
  if (document.readyState === 'complete') whenIdle()
  else window.addEventListener('load', whenIdle, { once: true })
}

/** Applies the full stylesheet that the page loaded as media="print" (see html-document.ts). */
export function applyFullStylesheet() {
  const link = document.getElementById('haven-full-css') as HTMLLinkElement | null
  if (link) link.media = 'all'
}
