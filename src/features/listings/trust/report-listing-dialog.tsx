import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { SubmitButton, TextAreaField, TextField } from '~/components/forms/form-fields'
import { choicesOf, ChoiceGroup } from '~/components/ui/choice-group'
import { ModalDialog } from '~/components/ui/modal-dialog'
import { ApiError } from '~/lib/api-client'
import { useForm } from '~/lib/forms/use-form'
import { useSession } from '~/lib/session'
import { toast } from '~/lib/toast-store'
import { DEFAULT_ERROR_MESSAGE } from '~/shared/envelope'
import { REPORT_DETAILS_MIN, REPORT_REASON_LABELS, REPORT_REASONS } from '~/shared/schemas/trust'
import { reportListing } from '../api/report-listing'
import { EMPTY_REPORT, reportFormSchema } from './report-form'

const REASONS = choicesOf(REPORT_REASONS, REPORT_REASON_LABELS)

/**
 * Under the reasons when none is chosen: the schema's own message lists the API's codes
 * ('reason must be one of ASKED_FOR_PAYMENT_OUTSIDE_ESCROW, …'), which is for API callers.
 */
export const REASON_REQUIRED = 'Please choose what is wrong'

/** When no answer came at all (offline, a dropped connection) or it said nothing a reader can use. */
export const REPORT_NOT_SENT = 'Your report could not be sent. Check your connection and try again.'

const failureText = (err: unknown) => (err instanceof ApiError && err.statusCode !== 0 && err.message && err.message !== DEFAULT_ERROR_MESSAGE ? err.message : REPORT_NOT_SENT)

export interface ReportListingDialogProps {
  listingId: number
  listingTitle: string
}

/**
 * 'Report this listing' (decision 035): a reason, what happened and, for a visitor, an address for
 * the reply — checked by the route's own schema. Send report shows what is missing and moves to
 * it; success closes the dialog with the server's thanks; a failure says the server's words
 * inside the dialog and keeps what was typed. Fetched on demand.
 */
export default function ReportListingDialog({ listingId, listingTitle, onClose }: ReportListingDialogProps & { onClose: () => void }) {
  const account = useSession()?.user.email
  const schema = useMemo(() => reportFormSchema(listingId), [listingId])
  const form = useForm(schema, EMPTY_REPORT)
  const [failure, setFailure] = useState<string>()
  const formRef = useRef<HTMLFormElement>(null)
  // After ModalDialog's showModal() (a child's effect runs first), which focuses its close button.
  useEffect(() => formRef.current?.querySelector<HTMLElement>('input')?.focus(), [])

  const submit = form.handleSubmit(async (body) => {
    setFailure(undefined)
    try {
      const answer = await reportListing(body)
      toast.success('Report sent', answer.message)
      formRef.current?.closest('dialog')?.close()
    } catch (err) {
      const text = failureText(err)
      setFailure(text)
      toast.error('Report not sent', text)
    }
  })
  const onSubmit = (e: FormEvent) => {
    // The messages appear with this render; then the first field at fault gets focus.
    if (!form.valid) setTimeout(() => formRef.current?.querySelector<HTMLElement>('[data-invalid] input, [aria-invalid="true"]')?.focus())
    void submit(e)
  }

  return (
    <ModalDialog title="Report this listing" intro={<>Tell our team what is wrong with “{listingTitle}”. We read every report.</>} onClose={onClose} className="max-w-lg" testId="report-listing-dialog">
      <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
        <ChoiceGroup legend="What is wrong?" name="reason" choices={REASONS} value={String(form.values.reason)} onChange={(r) => form.set('reason', r)} layout="grid gap-2" error={form.error('reason') && REASON_REQUIRED} />
        <TextAreaField
          label="What happened?"
          field={form.field('details')}
          error={form.error('details')}
          hint={`At least ${REPORT_DETAILS_MIN} characters. Say who asked for what, and when, if you can.`}
          rows={4}
        />
        {account ? (
          <p className="text-sm text-gray-600">
            We will reply to <span className="font-medium text-gray-900">{account}</span>, the address of your account.
          </p>
        ) : (
          <TextField label="Your email (optional)" type="email" autoComplete="email" field={form.field('email')} error={form.error('email')} hint="Only if you would like a reply." />
        )}
        {failure && (
          <p role="alert" className="text-sm text-red-700">
            {failure}
          </p>
        )}
        {/* Never disabled for a missing answer: pressed early, it says what is missing (three fields, no guessing). */}
        <SubmitButton pending={form.submitting} pendingLabel="Sending...">
          Send report
        </SubmitButton>
      </form>
    </ModalDialog>
  )
}
