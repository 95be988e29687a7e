import { createContext, useContext, type ChangeEvent, type FormEvent, type InputHTMLAttributes, type ReactNode, type RefObject } from 'react'

/**
 * The marketing forms' markup. The inline forms' markup is built by the prerender only and
 * hydrated by their live part when a visitor starts using them (deferred-form.tsx); the dialogs
 * render it live. Fields are uncontrolled: the text typed before the form's code arrived stays in
 * the very same DOM node, and the live form only listens (decision 034).
 */

export interface FieldHandlers {
  onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void
  onBlur: () => void
}

/** What a live form gives its fields; null while the form is static (the prerender, and hydration). */
export interface FormControl {
  bind(name: string): FieldHandlers
  /** The message shown under a field (a rule's, or the server's for that field). */
  error(name: string): string | undefined
  value(name: string): string | boolean | undefined
  canSubmit: boolean
  submitting: boolean
  submit(e?: FormEvent): void
  /** The last failure, repeated inside the form: an open dialog makes the toasts outside it inert. */
  failure?: string
  formRef: RefObject<HTMLFormElement | null>
}

// Pure: the pages import the markup modules for their prerender only (`import.meta.env.SSR &&`),
// and a module-level call the bundler cannot prove pure would keep this module in their bundle.
export const ControlContext = /* @__PURE__ */ createContext<FormControl | null>(null)
const IdContext = /* @__PURE__ */ createContext('form')

/** The live form's control with a form's own extras (the mandate's steps), or null while static. */
export const useFormControl = <X extends object = object>() => useContext(ControlContext) as (FormControl & Partial<X>) | null

export interface FormFrameProps {
  /** Prefix of the fields' ids ('d2s' → 'd2s-email'): fixed, so the prerender and the browser agree. */
  id: string
  /** The form's accessible name, where no dialog title names it. */
  label?: string
  className?: string
  children: ReactNode
}

/** The `<form>` of every marketing form. */
export function FormFrame({ id, label, className, children }: FormFrameProps) {
  const c = useFormControl()
  return (
    <form ref={c?.formRef} aria-label={label} noValidate onSubmit={c?.submit} className={className}>
      <IdContext.Provider value={id}>{children}</IdContext.Provider>
    </form>
  )
}

/** An inline form's card: it reads on any section's background. */
export const CARD = 'space-y-4 rounded-2xl bg-white p-6 text-left text-gray-900 shadow-xl ring-1 ring-black/5'

function useField(name: string, hint?: unknown) {
  const control = useFormControl()
  const fieldId = `${useContext(IdContext)}-${name}`
  const error = control?.error(name)
  const describedBy = [hint && `${fieldId}-hint`, error && `${fieldId}-error`].filter(Boolean).join(' ') || undefined
  const props = { id: fieldId, name, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, ...control?.bind(name) }
  return { fieldId, error, props }
}

const FieldMessage = ({ id, message }: { id: string; message?: string }) =>
  message ? (
    <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  ) : null

const INPUT =
  'block w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-base text-gray-900 placeholder:text-gray-500 focus:outline-none focus:ring-2 focus:ring-brand aria-[invalid=true]:border-red-600'

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'children'> {
  name: string
  label: ReactNode
  /** A textarea or a select (with its options as children) instead of an input. */
  as?: 'textarea' | 'select'
  hint?: ReactNode
  /** A textarea's height. */
  rows?: number
  children?: ReactNode
}

/** A labelled input, textarea or select, its hint and message tied to it for screen readers. */
export function Field({ name, label, as, hint, className, children, ...rest }: FieldProps) {
  const { fieldId, error, props } = useField(name, hint)
  const Tag = (as ?? 'input') as 'input'
  return (
    <div className={className}>
      <label htmlFor={fieldId} className="mb-1 block text-sm font-medium text-gray-800">
        {label}
      </label>
      <Tag {...rest} {...props} className={INPUT}>
        {children}
      </Tag>
      {hint && (
        <p id={`${fieldId}-hint`} className="mt-1 text-xs text-gray-600">
          {hint}
        </p>
      )}
      <FieldMessage id={fieldId} message={error} />
    </div>
  )
}

/** Phone numbers are read as Nigerian unless they start with + (001 §5, §9). */
export const PhoneField = () => (
  <Field name="phone" label="Phone number" type="tel" autoComplete="tel" inputMode="tel" placeholder="0803 123 4567" hint="A Nigerian number, or + and the country code" />
)

/** A checkbox whose label may hold a link (the terms). */
export function CheckField({ name, children }: { name: string; children: ReactNode }) {
  const { fieldId, error, props } = useField(name)
  return (
    <div>
      <div className="flex items-start gap-3">
        <input type="checkbox" {...props} className="mt-1 h-4 w-4 shrink-0 accent-brand-dark" />
        <label htmlFor={fieldId} className="text-sm text-gray-800">
          {children}
        </label>
      </div>
      <FieldMessage id={fieldId} message={error} />
    </div>
  )
}

export const BUTTON = 'inline-flex w-full items-center justify-center rounded-lg px-4 py-3 font-semibold disabled:cursor-not-allowed disabled:opacity-50'
export const PRIMARY = 'inline-flex w-full items-center justify-center rounded-lg px-4 py-3 font-semibold disabled:cursor-not-allowed disabled:opacity-50 bg-brand text-brand-ink hover:opacity-90'

/** Submit: disabled until the form is edited, valid and not sending (001 §4); a failure is repeated above it. */
export function Submit({ children, pending = 'Sending...', className = '' }: { children: ReactNode; pending?: string; className?: string }) {
  const c = useFormControl()
  return (
    <div className={className}>
      {c?.failure && (
        <p role="alert" className="mb-3 text-sm text-red-700">
          {c.failure}
        </p>
      )}
      <button type="submit" disabled={!c?.canSubmit} aria-busy={c?.submitting || undefined} className={PRIMARY}>
        {c?.submitting ? pending : children}
      </button>
    </div>
  )
}

/** A form whose code is already here (a dialog's, the feedback pop-up's): live from its first render. */
export const LiveForm = ({ control, ...frame }: FormFrameProps & { control: FormControl }) => (
  <ControlContext.Provider value={control}>
    <FormFrame {...frame} />
  </ControlContext.Provider>
)
