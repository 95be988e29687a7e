import { useEffect, useRef } from 'react'
import { useDataSaver } from '~/lib/data-saver'

/**
 * Calls onVisible when it comes within 200 px of the viewport (000 §4 infinite scroll); with data
 * saver (decision 055), only once it is on screen: the next page is fetched when asked for.
 */
export function InfiniteSentinel({ onVisible, disabled }: { onVisible: () => void; disabled: boolean }) {
  const ref = useRef<HTMLDivElement>(null)
  const latest = useRef(onVisible)
  latest.current = onVisible
  const margin = useDataSaver() ? '0px' : '200px'
  useEffect(() => {
    if (disabled || !ref.current || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && latest.current(), { rootMargin: margin })
    observer.observe(ref.current)
    return () => observer.disconnect()
  }, [disabled, margin])
  return <div ref={ref} aria-hidden="true" className="h-px" />
}
