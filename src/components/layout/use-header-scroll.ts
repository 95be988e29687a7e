import { useEffect, useState } from 'react'
import { HEADER_SCROLL_THRESHOLD_PX, HERO_IN_VIEW_THRESHOLD_PX } from './header-constants'

/** What the header needs to know about the page's scroll position. */
export interface HeaderScroll {
  /** Scrolled past HEADER_SCROLL_THRESHOLD_PX. */
  scrolled: boolean
  /** The page's [data-hero] element's bottom is more than HERO_IN_VIEW_THRESHOLD_PX below the top. */
  heroInView: boolean
  /** The hero opts in with data-hide-header-after-hero and has scrolled out. */
  hidden: boolean
}

const same = (a: HeaderScroll, b: HeaderScroll) => a.scrolled === b.scrolled && a.heroInView === b.heroInView && a.hidden === b.hidden

/**
 * One passive, frame-throttled scroll listener for all three flags. The first render assumes the
 * top of the page (as the prerender does); `routeKey` re-measures when the page changes.
 */
export function useHeaderScroll(routeKey: string): HeaderScroll {
  const [state, setState] = useState<HeaderScroll>({ scrolled: false, heroInView: true, hidden: false })

  useEffect(() => {
    let frame = 0
    const measure = () => {
      frame = 0
      const hero = document.querySelector<HTMLElement>('[data-hero]')
      const heroInView = !!hero && hero.getBoundingClientRect().bottom > HERO_IN_VIEW_THRESHOLD_PX
      const next = {
        scrolled: window.scrollY > HEADER_SCROLL_THRESHOLD_PX,
        heroInView,
        hidden: !!hero && hero.hasAttribute('data-hide-header-after-hero') && !heroInView,
      }
      setState((prev) => (same(prev, next) ? prev : next))
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure)
    }
    measure()
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('resize', onScroll, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('resize', onScroll)
    }
  }, [routeKey])

  return state
}
