/** How long a painted page waits for its largest photo before it starts its app anyway. */
export const PAINT_FIRST_LIMIT_MS = 2500

/**
 * Resolves once a painted page has shown what it was painted with (decision 059): after the
 * window's load event (the stylesheet, the HTML and its eager photos, the largest paint among
 * them) and the frame after it, or after `limit` ms when a photo is slow, so a buyer on a weak
 * network never waits long for the page to respond.
 */
export function afterFirstPaint(win: Window = window, limit = PAINT_FIRST_LIMIT_MS): Promise<void> {
  return new Promise((resolve) => {
    let done = false
    const go = () => {
      if (done) return
      done = true
      // The frame after the load event is the one that paints the photo; start after it.
      win.requestAnimationFrame(() => win.setTimeout(resolve, 0))
    }
    if (win.document.readyState === 'complete') go()
    else win.addEventListener('load', go, { once: true })
    win.setTimeout(go, limit)
  })
}
