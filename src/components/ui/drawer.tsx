import { useEffect, useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'

/*
 * A small modal drawer instead of @headlessui/react's Dialog, which would cost the static pages
 * ~40 KB gzip. It does what the dialog pattern requires: focus moves in and is trapped, Escape and
 * the backdrop close it, focus returns to the opener, and the page behind does not scroll.
 */

const FOCUSABLE = 'a[href],button:not([disabled]),input:not([disabled]),select,textarea,[tabindex]:not([tabindex="-1"])'

export interface DrawerProps {
  open: boolean
  onClose: () => void
  /** Accessible name of the dialog. */
  label: string
  children: ReactNode
}

/** A modal panel sliding in from the right; renders nothing while closed (so never on the server). */
export function Drawer({ open, onClose, label, children }: DrawerProps) {
  const panel = useRef<HTMLDivElement>(null)
  // The latest onClose without re-running the focus effect when the parent re-renders.
  const close = useRef(onClose)
  close.current = onClose

  useEffect(() => {
    if (!open) return
    const opener = document.activeElement as HTMLElement | null
    const el = panel.current!
    ;(el.querySelector<HTMLElement>(FOCUSABLE) ?? el).focus()

    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault()
        close.current()
      } else if (e.key === 'Tab') {
        const items = [...el.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((x) => !x.closest('[hidden]'))
        const first = items[0]
        const last = items[items.length - 1]
        if (!first || !last) return e.preventDefault()
        if (e.shiftKey && (document.activeElement === first || !el.contains(document.activeElement))) {
          e.preventDefault()
          last.focus()
        } else if (!e.shiftKey && document.activeElement === last) {
          e.preventDefault()
          first.focus()
        }
      }
    }
    document.addEventListener('keydown', onKey)
    const overflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    return () => {
      document.removeEventListener('keydown', onKey)
      document.body.style.overflow = overflow
      // Back to the opener, unless what closed the drawer has put focus somewhere on purpose (the
      // Sign in button opens the auth modal, which focuses its first field).
      const active = document.activeElement
      if (!active || active === document.body || el.contains(active)) opener?.focus()
    }
  }, [open])

  if (!open) return null
  // Portalled to <body>: the sticky header's transform would otherwise become the drawer's frame.
  return createPortal(
    <div className="fixed inset-0 z-50">
      <div className="absolute inset-0 bg-gray-950/50" aria-hidden="true" onClick={onClose} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
        className="absolute inset-y-0 right-0 flex w-80 max-w-[85vw] flex-col overflow-y-auto bg-white text-gray-900 shadow-xl focus:outline-none"
      >
        {children}
      </div>
    </div>,
    document.body,
  )
}
