import { lazy, Suspense, useState, type ComponentType, type MouseEvent, type ReactNode } from 'react'
import { createPortal } from 'react-dom'

export interface DialogLinkProps {
  /** Where the link leads without JavaScript, before hydration, or when the dialog cannot load. */
  href: string
  className?: string
  children: ReactNode
}

type DialogModule<P> = { default: ComponentType<P & { onClose: () => void }> }

const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey

/**
 * A link that opens a dialog whose code is fetched on demand: prefetched when the link is pointed
 * at or focused, awaited on the click. A modified click (new tab) and a failed fetch (offline)
 * simply follow the link. `P` are the dialog's own props, passed through.
 */
export function lazyDialogLink<P extends object = object>(load: () => Promise<DialogModule<P>>) {
  const Dialog = lazy(load)
  const prefetch = () => void load().catch(() => {})

  return function DialogLink({ href, className, children, ...dialogProps }: DialogLinkProps & P) {
    const [open, setOpen] = useState(false)
    const onClick = (e: MouseEvent) => {
      if (!plainClick(e)) return
      e.preventDefault()
      load().then(
        () => setOpen(true),
        () => window.location.assign(href),
      )
    }
    return (
      <>
        <a href={href} aria-haspopup="dialog" className={className} onClick={onClick} onPointerEnter={prefetch} onFocus={prefetch}>
          {children}
        </a>
        {/* In <body>: a link may sit inside a paragraph, where a <dialog> may not. */}
        {open &&
          createPortal(
            <Suspense fallback={null}>
              <Dialog {...(dialogProps as P)} onClose={() => setOpen(false)} />
            </Suspense>,
            document.body,
          )}
      </>
    )
  }
}
