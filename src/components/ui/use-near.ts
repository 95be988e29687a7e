import { useEffect, useState, type RefObject } from 'react'

/**
 * True once `ref`'s element comes within `margin` (above and below) of the screen, and from then
 * on; at once where IntersectionObserver is missing. An element clipped by a scroller (a card far
 * along a carousel row) is not near until it is scrolled towards. `enabled: false`: near at once.
 */
export function useNear(ref: RefObject<Element | null>, margin: string, enabled = true): boolean {
  const [near, setNear] = useState(!enabled)
  useEffect(() => {
    const el = ref.current
    if (near || !el) return
    if (typeof IntersectionObserver === 'undefined') return setNear(true)
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        io.disconnect()
        setNear(true)
      }
    }, { rootMargin: `${margin} 0px` })
    io.observe(el)
    return () => io.disconnect()
  }, [ref, margin, near])
  return near
}
