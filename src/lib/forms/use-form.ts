import { useCallback, useId, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import * as v from 'valibot'

type Values = Record<string, string | boolean>

/** The first message for each field path ('confirm_password', 'phone', ...). */
export function fieldMessages(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of issues) {
    const key = issue.path?.map((p) => String(p.key)).join('.') ?? ''
    if (key && !(key in out)) out[key] = issue.message
  }
  return out
}

export interface FieldProps {
  id: string
  name: string
  value: string
  onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void
  onBlur: () => void
  'aria-invalid': boolean
  'aria-describedby': string | undefined
}

/**
 * A form checked by the same valibot schema the server uses (000 §4): messages appear once an
 * edited field has been left or the form submitted, and submit stays disabled until the form is edited, valid
 * and not submitting.
 */
export type FormValues<S extends v.GenericSchema> = Record<keyof v.InferInput<S> & string, string | boolean>

/**
 * `initial` is the baseline edits are measured against; `prefill` puts values in the fields
 * without counting as the baseline (an e-mail carried over from another view).
 */
export function useForm<S extends v.GenericSchema>(schema: S, initial: FormValues<S>, prefill?: Partial<FormValues<S>>) {
  const formId = useId()
  const [start, setStart] = useState<Values>(initial)
  const [values, setValues] = useState<Values>(() => ({ ...initial, ...prefill }) as Values)
  const [touched, setTouched] = useState<Record<string, boolean>>({})
  const [submitted, setSubmitted] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const busy = useRef(false)

  const result = useMemo(() => v.safeParse(schema, values), [schema, values])
  const messages = useMemo(() => (result.success ? {} : fieldMessages(result.issues)), [result])
  const dirty = Object.keys(values).some((k) => values[k] !== start[k])

  const error = (name: string) => (touched[name] || submitted ? messages[name] : undefined)
  const set = useCallback((name: string, value: string | boolean) => setValues((prev) => ({ ...prev, [name]: value })), [])

  const field = (name: keyof v.InferInput<S> & string): FieldProps => {
    const id = `${formId}-${name}`
    const message = error(name)
    return {
      id,
      name,
      value: String(values[name] ?? ''),
      onChange: (e) => set(name, e.target.value),
      // Leaving a field the visitor has not typed in says nothing: a 'required' message appearing
      // on the way to another control would shift the layout under the pointer.
      onBlur: () => values[name] !== start[name] && setTouched((t) => (t[name] ? t : { ...t, [name]: true })),
      'aria-invalid': Boolean(message),
      'aria-describedby': message ? `${id}-error` : undefined,
    }
  }

  /** Shows these fields' messages now, as if each had been left (a step's Next button). */
  const touch = (names: readonly string[]) => setTouched((t) => ({ ...t, ...Object.fromEntries(names.map((n) => [n, true])) }))

  const reset = (next: Values = start) => {
    setStart(next)
    setValues(next)
    setTouched({})
    setSubmitted(false)
  }

  /** onSubmit handler: runs `action` with the parsed output; re-entry is ignored while it runs. */
  const handleSubmit = (action: (output: v.InferOutput<S>) => Promise<unknown> | void) => async (e?: FormEvent) => {
    e?.preventDefault()
    setSubmitted(true)
    if (!result.success || busy.current) return
    busy.current = true
    setSubmitting(true)
    try {
      await action(result.output)
    } finally {
      busy.current = false
      setSubmitting(false)
    }
  }

  return {
    values,
    set,
    field,
    error,
    dirty,
    valid: result.success,
    submitting,
    canSubmit: dirty && result.success && !submitting,
    touch,
    reset,
    handleSubmit,
  }
}

export type Form = ReturnType<typeof useForm>
