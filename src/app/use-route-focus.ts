import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'

/**
 * After a navigation inside the app, focus goes to the new page's heading (or its main region
 * while the page's data is still on its way), as a page load would put a screen-reader or keyboard
 * user at the start of the new content, not at the top of the header. Only a new path counts: a
 * filter changing the query string keeps focus on the filter. Scrolling is left to
 * useScrollRestoration (decision 058).
 */
export function useRouteFocus() {
  const { pathname } = useLocation()
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    const main = document.getElementById('main')
    if (!main) return
    const target = main.querySelector<HTMLElement>('h1') ?? main
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
    target.focus({ preventScroll: true })
  }, [pathname])
}
