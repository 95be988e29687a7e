import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react'

/**
 * Renders `children` (typically a lazy component) once this spot comes within `margin` of the
 * screen: below-the-fold features cost nothing on first load. `minHeight` holds the space.
 */
export function NearScreen({ children, minHeight, margin = '600px' }: { children: ReactNode; minHeight: number; margin?: string }) {
  const spot = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(false)
  // The observer is written out here and in photo.tsx's useNear, not shared: a shared module is a
  // chunk of its own, ~180 bytes more on every static page, which sit at their 80 KB budget.
  useEffect(() => {
    const el = spot.current
    if (!el) return
    if (typeof IntersectionObserver === 'undefined') return setNear(true)
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        io.disconnect()
        setNear(true)
      }
    }, { rootMargin: `${margin} 0px` })
    io.observe(el)
    return () => io.disconnect()
  }, [margin])
  return (
    <div ref={spot} style={near ? undefined : { minHeight }}>
      {near && <Suspense fallback={<div style={{ minHeight }} />}>{children}</Suspense>}
    </div>
  )
}

