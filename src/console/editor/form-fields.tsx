import type { ReactNode } from 'react'

const INPUT = 'rounded border border-gray-400 px-3 py-2 text-base font-normal focus:outline-2 focus:outline-blue-700 aria-[invalid=true]:border-red-700'

/** A labelled control whose error, when it has one, is read with it (aria-describedby). */
function Labelled(props: { label: string; name: string; error?: string; hint?: string; children: (a11y: Record<string, string | boolean>) => ReactNode; wide?: boolean }) {
  const described = [props.hint && `${props.name}-hint`, props.error && `${props.name}-error`].filter(Boolean).join(' ')
  return (
    <div className={`flex flex-col gap-1 text-sm font-medium ${props.wide ? 'md:col-span-2' : ''}`}>
      <label htmlFor={`f-${props.name}`}>{props.label}</label>
      {props.children({ id: `f-${props.name}`, 'aria-invalid': !!props.error, ...(described ? { 'aria-describedby': described } : {}) })}
      {props.hint && (
        <span id={`${props.name}-hint`} className="font-normal text-gray-700">
          {props.hint}
        </span>
      )}
      {props.error && (
        <span id={`${props.name}-error`} className="font-normal text-red-800">
          {props.error}
        </span>
      )}
    </div>
  )
}

export interface FieldProps {
  label: string
  name: string
  value: unknown
  error?: string
  hint?: string
}

export function TextInput(props: FieldProps & { type?: string; inputMode?: 'numeric' | 'text'; wide?: boolean }) {
  return (
    <Labelled {...props}>
      {(a11y) => <input {...a11y} name={props.name} type={props.type ?? 'text'} inputMode={props.inputMode} defaultValue={props.value == null ? '' : String(props.value)} className={INPUT} />}
    </Labelled>
  )
}

export function TextArea(props: FieldProps) {
  return (
    <Labelled {...props} wide>
      {(a11y) => <textarea {...a11y} name={props.name} rows={6} defaultValue={props.value == null ? '' : String(props.value)} className={INPUT} />}
    </Labelled>
  )
}

export function Select(props: FieldProps & { options: readonly (string | { value: string | number; label: string })[]; onChange?: (value: string) => void; blank?: string }) {
  return (
    <Labelled {...props}>
      {(a11y) => (
        <select {...a11y} name={props.name} defaultValue={props.value == null ? '' : String(props.value)} onChange={(e) => props.onChange?.(e.target.value)} className={INPUT}>
          {props.blank !== undefined && <option value="">{props.blank}</option>}
          {props.options.map((o) => {
            const { value, label } = typeof o === 'string' ? { value: o, label: o } : o
            return (
              <option key={value} value={value}>
                {label}
              </option>
            )
          })}
        </select>
      )}
    </Labelled>
  )
}

export function Check(props: { label: string; name: string; checked: boolean }) {
  return (
    <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
      <input type="checkbox" name={props.name} defaultChecked={props.checked} className="h-5 w-5 focus:outline-2 focus:outline-blue-700" />
      {props.label}
    </label>
  )
}
