import { useState, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react'
import type { FieldProps } from '~/lib/forms/use-form'

const inputClass =
  'block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-gray-900 placeholder:text-gray-500 focus:outline-none focus:ring-2 focus:ring-brand aria-[invalid=true]:border-red-600 border-gray-300'

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null
  return (
    <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  )
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, keyof FieldProps> {
  label: ReactNode
  field: FieldProps
  error?: string
  hint?: ReactNode
}

/** A labelled input with its error message tied to it for screen readers. */
export function TextField({ label, field, error, hint, className = '', ...rest }: TextFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={field.id} className="mb-1 block text-sm font-medium text-gray-800">
        {label}
      </label>
      <input {...rest} {...field} className={inputClass} />
      {hint && !error && <p className="mt-1 text-xs text-gray-600">{hint}</p>}
      <FieldError id={field.id} message={error} />
    </div>
  )
}

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, keyof FieldProps> {
  label: ReactNode
  field: FieldProps
  error?: string
  hint?: ReactNode
}

/** A labelled multi-line input. */
export function TextAreaField({ label, field, error, hint, className = '', rows = 4, ...rest }: TextAreaFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={field.id} className="mb-1 block text-sm font-medium text-gray-800">
        {label}
      </label>
      <textarea {...rest} {...field} rows={rows} className={`${inputClass} resize-y`} />
      {hint && !error && <p className="mt-1 text-xs text-gray-600">{hint}</p>}
      <FieldError id={field.id} message={error} />
    </div>
  )
}

/** A password input with a Show/Hide toggle. */
export function PasswordField({ label, field, error, className = '', ...rest }: TextFieldProps) {
  const [shown, setShown] = useState(false)
  return (
    <div className={className}>
      <label htmlFor={field.id} className="mb-1 block text-sm font-medium text-gray-800">
        {label}
      </label>
      <div className="relative">
        <input {...rest} {...field} type={shown ? 'text' : 'password'} className={`${inputClass} pr-16`} />
        <button
          type="button"
          onClick={() => setShown((s) => !s)}
          aria-pressed={shown}
          aria-label={shown ? 'Hide password' : 'Show password'}
          className="absolute inset-y-0 right-0 px-3 text-sm font-medium text-brand-dark hover:underline"
        >
          {shown ? 'Hide' : 'Show'}
        </button>
      </div>
      <FieldError id={field.id} message={error} />
    </div>
  )
}

export interface SubmitButtonProps {
  children: ReactNode
  disabled?: boolean
  /** Shows a spinner and this label while the request runs. */
  pending?: boolean
  pendingLabel?: ReactNode
  className?: string
}

export function SubmitButton({ children, disabled, pending, pendingLabel, className = '' }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      className={`inline-flex w-full items-center justify-center gap-2 rounded-lg bg-brand px-4 py-3 font-semibold text-brand-ink hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-50 ${className}`}
    >
      {pending && (
        <svg viewBox="0 0 24 24" aria-hidden="true" className="h-4 w-4 animate-spin" fill="none" stroke="currentColor" strokeWidth="3">
          <path d="M12 3a9 9 0 1 0 9 9" strokeLinecap="round" />
        </svg>
      )}
      {pending ? (pendingLabel ?? children) : children}
    </button>
  )
}
