import { lazy, Suspense, useState, type ComponentType, type MouseEvent, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { toast } from '~/lib/toast-store'

export interface DialogTriggerProps {
  /**
   * With it, the trigger is a link, followed without JavaScript, before hydration, on a modified
   * click (new tab) or when the dialog cannot load. Without it, a button, and a failed load says so.
   */
  href?: string
  className?: string
  /** For end-to-end tests: set on the link or button. */
  'data-testid'?: string
  children: ReactNode
}

type DialogModule<P> = { default: ComponentType<P & { onClose: () => void }> }

const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey

/**
 * A link or button that opens a dialog whose code is fetched on demand: prefetched when it is
 * pointed at or focused, awaited on the click. Closing unmounts the dialog, which resets any form
 * in it (001 §4). `P` are the dialog's own props, passed through.
 */
export function lazyDialog<P extends object = object>(load: () => Promise<DialogModule<P>>) {
  const Dialog = lazy(load)
  const prefetch = () => void load().catch(() => {})

  return function DialogTrigger({ href, className, children, 'data-testid': testId, ...dialogProps }: DialogTriggerProps & P) {
    const [open, setOpen] = useState(false)
    const onClick = (e: MouseEvent) => {
      if (href && !plainClick(e)) return
      e.preventDefault()
      load().then(
        () => setOpen(true),
        () => (href ? window.location.assign(href) : toast.error('Failed request', 'This form could not be loaded. Check your connection and try again.')),
      )
    }
    const trigger = { 'aria-haspopup': 'dialog' as const, 'data-testid': testId, className, onClick, onPointerEnter: prefetch, onFocus: prefetch, children }
    const dialog = open && (
      <Suspense fallback={null}>
        <Dialog {...(dialogProps as P)} onClose={() => setOpen(false)} />
      </Suspense>
    )
    // A link may sit inside a paragraph, where a <dialog> may not: its dialog goes to <body>.
    return href ? (
      <>
        <a href={href} {...trigger} />
        {dialog && createPortal(dialog, document.body)}
      </>
    ) : (
      <>
        <button type="button" {...trigger} />
        {dialog}
      </>
    )
  }
}
