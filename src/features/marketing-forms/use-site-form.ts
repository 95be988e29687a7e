import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import type * as v from 'valibot'
import { ApiError } from '~/lib/api-client'
import { useForm, type FormValues } from '~/lib/forms/use-form'
import { newIdempotencyKey } from '~/lib/idempotency-key'
import { OFFLINE_SAVED, QUEUED_STATUS } from '~/lib/offline/offline-words'
import { toast } from '~/lib/toast-store'
import { DEFAULT_ERROR_MESSAGE, type Envelope } from '~/shared/envelope'
import type { PhoneCheck } from '~/shared/schemas/enquiry'
import { markFormSent } from './form-sent'
import type { FieldHandlers, FormControl } from './form-parts'

const unavailable: PhoneCheck = () => null
let phoneRule: Promise<PhoneCheck> | undefined
let loadedRule: PhoneCheck | undefined

/**
 * The phone rule (libphonenumber-js, ≈ 49 KB gzip), fetched once, when the first live form mounts.
 * Until it has arrived — or if it fails — a number counts as invalid, as on the enquiry form.
 */
function usePhoneRule(): PhoneCheck {
  const [check, setCheck] = useState<PhoneCheck>(() => loadedRule ?? unavailable)
  useEffect(() => {
    let live = true
    phoneRule ??= import('~/shared/phone').then(
      (m) => (loadedRule = m.normalisePhone),
      () => {
        phoneRule = undefined
        return unavailable
      },
    )
    void phoneRule.then((rule) => live && setCheck(() => rule))
    return () => {
      live = false
    }
  }, [])
  return check
}

/** 001 §8's default when the server said nothing a visitor can use. */
export const FAILED = 'Failed to submit'

/** The server's text; `noAnswer` when no answer came at all (offline, a dropped connection). */
export function failureText(err: unknown, noAnswer = FAILED): string {
  if (!(err instanceof ApiError) || err.statusCode === 0) return noAnswer
  return err.message && err.message !== DEFAULT_ERROR_MESSAGE ? err.message : FAILED
}

/** A refused body (400) names each field at fault in `data.fields` (decision 031). */
function serverFieldErrors(err: unknown, fieldOf: (name: string) => string, known: object): Record<string, string> {
  const fields = err instanceof ApiError && err.statusCode === 400 ? (err.data as { fields?: unknown } | null)?.fields : null
  if (!fields || typeof fields !== 'object') return {}
  const out: Record<string, string> = {}
  for (const [name, message] of Object.entries(fields)) if (typeof message === 'string' && fieldOf(name) in known) out[fieldOf(name)] ??= message
  return out
}

export interface SiteFormOptions {
  /** The form's field that shows a server message about `name` (agent/register's first_name → full_name). */
  fieldOf?: (name: string) => string
}

export interface Submission<O> {
  /** The body of a new attempt, built once: a retry sends it again as it was (its date included). */
  payload: (output: O) => unknown
  send: (payload: unknown, idempotencyKey: string) => Promise<Pick<Envelope, 'message'> & { status?: string }>
  onSuccess: (answer: Pick<Envelope, 'message'>, payload: unknown, idempotencyKey: string) => void
  /** The failure toast's title, and its text when no answer came (001 §8). */
  failure: readonly [title: string, noAnswer?: string]
}

/**
 * A marketing form's live state: the shared schema with the phone rule, 000 §4's submit rule
 * (edited, valid, not sending), a server 400's messages under their fields, and one
 * Idempotency-Key per attempt.
 */
export function useSiteForm<S extends v.GenericSchema>(makeSchema: (check: PhoneCheck) => S, initial: FormValues<S>, options: SiteFormOptions = {}) {
  const check = usePhoneRule()
  const schema = useMemo(() => makeSchema(check), [makeSchema, check])
  const form = useForm(schema, initial)
  const formRef = useRef<HTMLFormElement>(null)
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<string>()
  const attempt = useRef<{ answers: string; key: string; payload: unknown } | null>(null)

  const bind = (name: string): FieldHandlers => ({
    onChange: (e) => {
      const t = e.target
      const box = t instanceof HTMLInputElement && t.type === 'checkbox'
      form.set(name, box ? t.checked : t.value)
      // A box ticked and unticked is back to its start, yet it was answered: say it is required.
      if (box) form.touch([name])
      setServerErrors((s) => (name in s ? Object.fromEntries(Object.entries(s).filter(([k]) => k !== name)) : s))
    },
    onBlur: form.field(name as keyof v.InferInput<S> & string).onBlur,
  })

  // The fields are uncontrolled, and a DOM form.reset() would leave React's idea of their values
  // behind (the next tick of a box it thinks ticked fires no change): a reset remounts them, as
  // the markup is rendered with key={generation}.
  const [generation, setGeneration] = useState(0)
  const reset = () => {
    form.reset()
    setGeneration((g) => g + 1)
    setServerErrors({})
    setFailure(undefined)
  }

  const submit = <O = v.InferOutput<S>>(s: Submission<O>) =>
    form.handleSubmit(async (output) => {
      const answers = JSON.stringify(output)
      // Sending the same answers again after a failure is the same attempt, under the same key;
      // changed answers are a new attempt (the server refuses a key reused for another body).
      if (attempt.current?.answers !== answers) attempt.current = { answers, key: newIdempotencyKey(), payload: s.payload(output as O) }
      const { key, payload } = attempt.current
      setFailure(undefined)
      try {
        const answer = await s.send(payload, key)
        attempt.current = null
        if (answer.status === QUEUED_STATUS) {
          // Kept with its key by the worker (decision 054): the fields empty, so the same answers
          // are not sent twice, and the toast says when they will go.
          reset()
          toast.info(OFFLINE_SAVED)
          return
        }
        markFormSent(formRef.current)
        s.onSuccess(answer, payload, key)
      } catch (err) {
        const text = failureText(err, s.failure[1])
        setServerErrors(serverFieldErrors(err, options.fieldOf ?? String, form.values))
        setFailure(text)
        toast.error(s.failure[0], text)
      }
    })

  /** What the fields read (form-parts), with `onSubmit` as the form's submit. */
  const control = (onSubmit: (e?: FormEvent) => unknown): FormControl => ({
    bind,
    error: (name) => serverErrors[name] ?? form.error(name),
    value: (name) => form.values[name],
    canSubmit: form.canSubmit,
    submitting: form.submitting,
    submit: (e) => void onSubmit(e),
    failure,
    formRef,
  })

  return { form, check, formRef, generation, serverErrors, reset, submit, control }
}
