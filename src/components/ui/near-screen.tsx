import { Suspense, useRef, type ReactNode } from 'react'
import { useNear } from './use-near'

/**
 * Renders `children` (typically a lazy component) once this spot comes within `margin` of the
 * screen: below-the-fold features cost nothing on first load. `minHeight` holds the space.
 */
export function NearScreen({ children, minHeight, margin = '600px' }: { children: ReactNode; minHeight: number; margin?: string }) {
  const spot = useRef<HTMLDivElement>(null)
  const near = useNear(spot, margin)
  return (
    <div ref={spot} style={near ? undefined : { minHeight }}>
      {near && <Suspense fallback={<div style={{ minHeight }} />}>{children}</Suspense>}
    </div>
  )
}
