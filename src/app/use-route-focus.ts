import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'

/** What a person opens and works in: a menu, a list of options, a dialog (native or not). */
const POPUP = '[role=menu],[role=listbox],[role$=dialog],dialog[open]'

/**
 * Whether focus is somewhere the person put it and is still using: the button of something they
 * opened (aria-expanded), or inside an open menu or dialog. Moving focus away from there would
 * close a menu they opened while the page was on its way (issue 33).
 */
function inUse(el: Element | null): boolean {
  if (!el || el === document.body) return false
  if (el.getAttribute('aria-expanded') === 'true') return true
  const popup = el.closest(POPUP)
  return popup !== null && popup.closest('[hidden]') === null
}

/**
 * After a navigation inside the app, focus goes to the new page's heading (or its main region
 * while the page's data is still on its way), as a page load would put a screen-reader or keyboard
 * user at the start of the new content, not at the top of the header — unless the person is in a
 * menu or dialog they opened while the page was loading: that keeps focus, and stays open. Only a
 * new path counts: a filter changing the query string keeps focus on the filter. Scrolling is left
 * to useScrollRestoration (decision 058).
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
    if (!main || inUse(document.activeElement)) return
    const target = main.querySelector<HTMLElement>('h1') ?? main
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
    target.focus({ preventScroll: true })
  }, [pathname])
}
