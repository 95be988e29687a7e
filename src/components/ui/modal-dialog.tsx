import { useId, useRef, type ReactNode } from 'react'
import { CloseIcon } from './close-icon'
import { useModalDialog } from './use-modal-dialog'

export interface ModalDialogProps {
  title: string
  /** A line under the title. */
  intro?: ReactNode
  /** Fired once the dialog has closed: Escape, the backdrop or the close button. */
  onClose: () => void
  /** Width and any other classes of the dialog box. */
  className?: string
  /** For end-to-end tests: set on the <dialog>. */
  testId?: string
  children: ReactNode
}

/**
 * A titled modal on the native <dialog> (useModalDialog): the page behind is inert, focus stays
 * inside, Escape and the backdrop close it. The body scrolls under a fixed title bar.
 */
export function ModalDialog({ title, intro, onClose, className = 'max-w-2xl', testId, children }: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useModalDialog(dialog)
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      data-testid={testId}
      onClose={onClose}
      onClick={(e) => e.target === e.currentTarget && e.currentTarget.close()}
      className={`m-auto w-[calc(100%-2rem)] rounded-2xl bg-white p-0 text-left text-gray-900 shadow-2xl backdrop:bg-black/60 ${className}`}
    >
      <header className="flex items-start justify-between gap-4 border-b border-gray-100 px-6 py-4">
        <div>
          <h2 id={titleId} className="text-xl font-bold">
            {title}
          </h2>
          {intro && <p className="mt-1 text-sm text-gray-600">{intro}</p>}
        </div>
        <button type="button" aria-label="Close" onClick={() => dialog.current!.close()} className="-mr-2 rounded-lg p-1.5 text-gray-500 hover:bg-gray-100 hover:text-gray-900">
          <CloseIcon className="h-5 w-5" />
        </button>
      </header>
      <div className="max-h-[calc(100dvh-9rem)] overflow-y-auto px-6 py-5">{children}</div>
    </dialog>
  )
}
