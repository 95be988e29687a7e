import { DialogTitle } from '@headlessui/react'

/** The dialog's title for the current view (its accessible name) and a line under it. */
export function ViewHeading({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <div className="mb-5 pr-8">
      <DialogTitle className="text-xl font-bold text-gray-900">{title}</DialogTitle>
      {subtitle && <p className="mt-1 text-sm text-gray-600">{subtitle}</p>}
    </div>
  )
}

/** 'New here? Create an account' and the like, under a form. */
export function SwitchPrompt({ question, action, onClick }: { question: string; action: string; onClick: () => void }) {
  return (
    <p className="mt-5 text-center text-sm text-gray-700">
      {question}{' '}
      <button type="button" onClick={onClick} className="font-semibold text-brand-dark hover:underline">
        {action}
      </button>
    </p>
  )
}

/** A text button back to the previous view. */
export function BackButton({ onClick, label = 'Back' }: { onClick: () => void; label?: string }) {
  return (
    <button type="button" onClick={onClick} className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-brand-dark hover:underline">
      <svg viewBox="0 0 24 24" aria-hidden="true" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <path d="M15 18l-6-6 6-6" />
      </svg>
      {label}
    </button>
  )
}
