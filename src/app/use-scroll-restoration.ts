import { useEffect, useLayoutEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'

const STORAGE_KEY = 'haven-scroll-positions'

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>
  } catch {
    return {}
  }
}

/**
 * Where each history entry was scrolled to, as React Router's data routers keep it (decision 058):
 * Back and Forward return to the saved position, a link to `#id` scrolls to that element, any
 * other new page starts at its top. Positions are recorded as the buyer scrolls, under the entry
 * on screen (a page's height changes as the next one renders, so reading it at navigation time is
 * too late), and kept in sessionStorage for a reload. The first render leaves the page where the browser put it, unless
 * this entry has a saved position (a reload).
 */
export function useScrollRestoration() {
  const location = useLocation()
  const positions = useRef<Record<string, number> | null>(null)
  const first = useRef(true)
  // The entry whose page is on screen: scrolling between a link's pushState and the next page's
  // commit (a phone's momentum, a tap that scrolled) belongs to the page still shown, not the new entry.
  const shown = useRef(location.key)

  useEffect(() => {
    history.scrollRestoration = 'manual'
    // An assignment per scroll event: cheap enough not to wait for a frame, and never late.
    const record = () => {
      ;(positions.current ??= readPositions())[shown.current] = window.scrollY
    }
    const persist = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current ?? {}))
      } catch {
        // Storage full or blocked: Back within the page still works.
      }
    }
    addEventListener('scroll', record, { passive: true })
    addEventListener('pagehide', persist)
    return () => {
      removeEventListener('scroll', record)
      removeEventListener('pagehide', persist)
    }
  }, [])

  useLayoutEffect(() => {
    shown.current = location.key
    const saved = (positions.current ??= readPositions())[location.key]
    const isFirst = first.current
    first.current = false
    if (saved !== undefined) window.scrollTo(0, saved)
    else if (isFirst) return
    else if (location.hash)
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView()
    else window.scrollTo(0, 0)
  }, [location.key, location.hash])
}
