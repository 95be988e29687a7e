import { useId, useState, type ReactNode } from 'react'
import { ChevronIcon } from './chevron-icon'

export interface DisclosureProps {
  /** The toggle's visible text. */
  label: ReactNode
  children: ReactNode
  /** Classes for the toggle button. */
  buttonClassName?: string
}

/** A button that shows and hides the region under it (WAI-ARIA disclosure pattern). */
export function Disclosure({ label, children, buttonClassName = '' }: DisclosureProps) {
  const [open, setOpen] = useState(false)
  const id = useId()
  return (
    <div>
      <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)} className={`flex w-full items-center justify-between ${buttonClassName}`}>
        {label}
        <ChevronIcon open={open} className="h-5 w-5" />
      </button>
      <div id={id} hidden={!open}>
        {children}
      </div>
    </div>
  )
}
