import * as v from 'valibot'
import { SubmitButton, TextField } from '~/components/forms/form-fields'
import { useForm } from '~/lib/forms/use-form'
import { toast } from '~/lib/toast-store'
import { emailField } from '~/shared/schemas/auth'
import { requestResetCode } from '../../api/password-api'
import { BackButton, FailureMessage, useFailure, ViewHeading } from '../view-parts'

const EmailSchema = v.object({ email: emailField })

/** Sends the code and reports it the way 000 §8 names it. */
export async function sendCode(email: string, onFailure: (title: string, message: string) => void): Promise<boolean> {
  try {
    const res = await requestResetCode(email)
    toast.success('Sent OTP', res.message)
    return true
  } catch (err) {
    onFailure('Failed to send OTP', (err as Error).message || 'Unable to send OTP at the moment!')
    return false
  }
}

/** Step 1 (reset-password): the e-mail to send a 6-digit code to. */
export function RequestCodeStep({ email, onSent, onBack }: { email: string; onSent: (email: string) => void; onBack: () => void }) {
  // The address typed on the sign-in form comes along.
  const form = useForm(EmailSchema, { email: '' }, { email })
  const failure = useFailure()
  const submit = form.handleSubmit(async ({ email: to }) => {
    failure.clear()
    if (await sendCode(to, failure.report)) onSent(to)
  })
  return (
    <>
      <BackButton onClick={onBack} label="Back to sign in" />
      <ViewHeading title="Reset your password" subtitle="Enter the e-mail address of your account. We will send it a 6-digit code." />
      <form onSubmit={submit} noValidate className="space-y-4">
        <FailureMessage message={failure.message} />
        <TextField data-autofocus label="Email address" type="email" autoComplete="email" field={form.field('email')} error={form.error('email')} />
        <SubmitButton disabled={!form.canSubmit} pending={form.submitting} pendingLabel="Sending…">
          Send code
        </SubmitButton>
      </form>
    </>
  )
}
