import { useEffect, useRef } from 'react'

/** Calls onVisible when it comes within 200 px of the viewport (000 §4 infinite scroll). */
export function InfiniteSentinel({ onVisible, disabled }: { onVisible: () => void; disabled: boolean }) {
  const ref = useRef<HTMLDivElement>(null)
  const latest = useRef(onVisible)
  latest.current = onVisible
  useEffect(() => {
    if (disabled || !ref.current || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && latest.current(), { rootMargin: '200px' })
    observer.observe(ref.current)
    return () => observer.disconnect()
  }, [disabled])
  return <div ref={ref} aria-hidden="true" className="h-px" />
}
