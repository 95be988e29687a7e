import { useEffect, useRef, type ReactNode } from 'react'
import { ModalDialog } from '~/components/ui/modal-dialog'

/** Closes the <dialog> an element is in, as its close button does: focus goes back to the opener. */
export const closeDialogOf = (el: Element | null | undefined) => el?.closest('dialog')?.close()

export interface FormDialogProps {
  title: string
  /** A line under the title. */
  intro?: ReactNode
  /** Fired once the dialog has closed (Escape, the backdrop, the close button, closeDialogOf). */
  onClose: () => void
  children: ReactNode
}

/**
 * The marketing forms' modal: the site's native <dialog> (ModalDialog), a few hundred bytes where
 * Headless UI's dialog would add ≈ 15 KB to the click that opens it (decision 034). It opens on
 * its close button, the first control; a form starts on its first field instead.
 */
export function FormDialog({ title, intro, onClose, children }: FormDialogProps) {
  const body = useRef<HTMLDivElement>(null)
  // After ModalDialog's showModal(), which runs first (a child's effect).
  useEffect(() => body.current?.querySelector<HTMLElement>('input, textarea, select')?.focus(), [])
  return (
    <ModalDialog title={title} intro={intro} onClose={onClose} className="max-w-lg">
      <div ref={body}>{children}</div>
    </ModalDialog>
  )
}

/** A success message in a modal of its own (the Direct2Seller and mandate forms, 001 §2, §4). */
export function SuccessDialog({ title, message, onClose, children }: { title: string; message: string; onClose: () => void; children?: ReactNode }) {
  return (
    <FormDialog title={title} onClose={onClose}>
      <p className="text-gray-800">{message}</p>
      {children}
      <button type="button" onClick={(e) => closeDialogOf(e.currentTarget)} className="mt-6 w-full rounded-lg bg-brand px-4 py-3 font-semibold text-brand-ink hover:opacity-90">
        Done
      </button>
    </FormDialog>
  )
}
