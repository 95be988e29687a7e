import { DialogTitle } from '@headlessui/react'
import { useState } from 'react'
import { toast } from '~/lib/toast-store'

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

/**
 * A failed request inside the modal: the toast of 000 §8, and the same words inline, because the
 * open dialog hides everything outside it (toasts included) from assistive technology.
 */
export function useFailure() {
  const [message, setMessage] = useState<string | null>(null)
  return {
    message,
    clear: () => setMessage(null),
    report(title: string, description?: string) {
      toast.error(title, description)
      setMessage(description ? `${title}. ${description}` : title)
    },
  }
}

export function FailureMessage({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {message}
    </p>
  )
}
