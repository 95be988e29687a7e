import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react'
import { toast } from '~/lib/toast-store'

export interface OpenerProps {
  className?: string
  children: ReactNode
}

type DialogModule = { default: ComponentType<{ onClose: () => void }> }

/**
 * A button that opens a form dialog whose code is fetched on demand (decision 034): prefetched when
 * the button is pointed at or focused, so it is usually there by the click. Closing unmounts the
 * dialog, which resets its form (001 §4).
 */
export function dialogOpener(load: () => Promise<DialogModule>) {
  // A failed fetch (offline) says so and closes; the next click tries again.
  const Failed = ({ onClose }: { onClose: () => void }) => {
    useEffect(() => {
      Dialog = lazy(attempt)
      toast.error('Failed request', 'This form could not be loaded. Check your connection and try again.')
      onClose()
    }, [onClose])
    return null
  }
  const attempt = () => load().catch((): DialogModule => ({ default: Failed }))
  let Dialog = lazy(attempt)
  const prefetch = () => void load().catch(() => {})

  return function Opener({ className, children }: OpenerProps) {
    const [open, setOpen] = useState(false)
    return (
      <>
        <button type="button" aria-haspopup="dialog" className={className} onPointerEnter={prefetch} onFocus={prefetch} onClick={() => setOpen(true)}>
          {children}
        </button>
        {open && (
          <Suspense fallback={null}>
            <Dialog onClose={() => setOpen(false)} />
          </Suspense>
        )}
      </>
    )
  }
}
