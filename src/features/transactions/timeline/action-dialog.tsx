import { useEffect, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react'
import type * as v from 'valibot'
import { SubmitButton } from '~/components/forms/form-fields'
import { ModalDialog } from '~/components/ui/modal-dialog'
import { useForm, type FormValues } from '~/lib/forms/use-form'
import { toast } from '~/lib/toast-store'
import type { Envelope } from '~/shared/envelope'
import type { TransactionDetail } from '~/shared/types/buyer-tools'

/** What the page hands each move's dialog. */
export interface TransactionActionProps {
  /** The transaction (the viewing's id). */
  id: number
  /** The transaction as the page shows it: what the dialog names (the property, the amount). */
  detail: TransactionDetail
  /** After a success: re-reads the page (starting from the answer's detail, when there is one) and the /transactions list. */
  onDone: (detail?: TransactionDetail) => Promise<unknown>
  onClose: () => void
}

type Answer = Pick<Envelope<TransactionDetail>, 'data' | 'message'>

/** What the dialog needs of its move's form. */
interface MoveState {
  formRef: RefObject<HTMLFormElement | null>
  failure: string | null
  submitting: boolean
  onSubmit: (e?: FormEvent) => Promise<void>
  onClose: () => void
}

/**
 * One of the buyer's moves as a form checked by the schema the server uses. On success the page is
 * re-read, a toast says what happened and the dialog closes; on a refusal (409) or any error the
 * server's words stay in the dialog, with what was typed.
 */
export function useMoveForm<S extends v.GenericSchema>(
  schema: S,
  initial: FormValues<S>,
  send: (body: v.InferOutput<S>) => Promise<Answer>,
  { onDone, onClose }: TransactionActionProps,
  successTitle: string,
) {
  const form = useForm(schema, initial)
  const formRef = useRef<HTMLFormElement>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null)
    let answer: Answer
    try {
      answer = await send(body)
    } catch (err) {
      setFailure((err as Error).message || 'Something went wrong. Try again later.')
      return
    }
    await onDone(answer.data)
    toast.success(successTitle, answer.message)
    formRef.current?.closest('dialog')?.close()
  })
  const dialog: MoveState = { formRef, failure, submitting: form.submitting, onSubmit, onClose }
  return { form, dialog }
}

interface ActionDialogProps extends MoveState {
  title: string
  intro: ReactNode
  testId: string
  /** The submit button's label, and its label while the call runs. */
  submit: string
  pending: string
  children: ReactNode
}

/**
 * The modal both moves use: the explanation, the form, the server's refusal, the submit and a way
 * out. Submit stays enabled: pressing it with a wrong field shows the schema's message under it.
 */
export function ActionDialog({ title, intro, testId, submit, pending, submitting, failure, formRef, onSubmit, onClose, children }: ActionDialogProps) {
  // After ModalDialog's showModal() (a child's effect runs first): start in the text field.
  useEffect(() => formRef.current?.querySelector<HTMLElement>('input, textarea')?.focus(), [formRef])
  return (
    <ModalDialog title={title} intro={intro} testId={testId} onClose={onClose} className="max-w-lg">
      <form ref={formRef} noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
        {children}
        {failure && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-900">
            {failure}
          </p>
        )}
        <SubmitButton pending={submitting} pendingLabel={pending}>
          {submit}
        </SubmitButton>
        <button type="button" onClick={(e) => e.currentTarget.closest('dialog')?.close()} className="w-full text-sm font-medium text-gray-700 hover:underline">
          Not now
        </button>
      </form>
    </ModalDialog>
  )
}
