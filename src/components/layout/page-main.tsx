import { useEffect, useState, type ReactNode } from 'react'
import { useNavigationPending } from '~/lib/navigation-pending'

/** How long a navigation waits before it says it is loading: a fast one shows nothing at all. */
export const SLOW_NAVIGATION_MS = 100

/** Whether a navigation has been waiting for its page for SLOW_NAVIGATION_MS or more. */
function useSlowNavigation(): boolean {
  const pending = useNavigationPending()
  const [slow, setSlow] = useState(false)
  // Over once the page is there, without waiting for an effect (the next navigation starts fast).
  if (slow && !pending) setSlow(false)
  useEffect(() => {
    if (!pending) return
    const timer = setTimeout(() => setSlow(true), SLOW_NAVIGATION_MS)
    return () => clearTimeout(timer)
  }, [pending])
  return slow && pending
}

/**
 * The page's main region. While a navigation waits for the next page (the old one stays on screen,
 * decision 058), a bar runs along the top of the window (still, for those who ask for less
 * motion), the region is aria-busy and a polite status says so once.
 */
export function PageMain({ className, children }: { className: string; children: ReactNode }) {
  const slow = useSlowNavigation()
  return (
    <>
      <p role="status" className="sr-only">
        {slow ? 'Loading the page…' : ''}
      </p>
      {slow && <div aria-hidden="true" className="page-progress" />}
      <main id="main" aria-busy={slow || undefined} className={className}>
        {children}
      </main>
    </>
  )
}
