import { PasswordField, SubmitButton } from '~/components/forms/form-fields'
import { useForm } from '~/lib/forms/use-form'
import { toast } from '~/lib/toast-store'
import { ResetPasswordFormSchema } from '~/shared/schemas/auth'
import { resetPassword } from '../../api/password-api'
import { FailureMessage, useFailure, ViewHeading } from '../view-parts'

const MISMATCH = 'Passwords do not match. Please check and try again.'

/** Step 3 (new-password): at least 6 characters, typed twice (000 §5). */
export function NewPasswordStep({ email, resetToken, onReset }: { email: string; resetToken: string; onReset: () => void }) {
  const form = useForm(ResetPasswordFormSchema, { new_password: '', confirm_password: '' })
  const failure = useFailure()
  const submit = form.handleSubmit(async ({ new_password }) => {
    failure.clear()
    try {
      await resetPassword(email, new_password, resetToken)
      toast.success('Password Reset Successful')
      onReset()
    } catch (err) {
      const message = (err as Error).message
      failure.report('Password Reset Failed', message || 'Unable to reset password. Please try again.')
    }
  })
  return (
    <>
      <ViewHeading title="Choose a new password" subtitle="Use at least 6 characters. Signing in elsewhere with the old password stops working." />
      <form
        onSubmit={(e) => {
          // Both boxes filled but different: say so as 000 §8 does, not only under the field.
          if (!form.valid && form.values.new_password && form.values.confirm_password && form.values.new_password !== form.values.confirm_password) {
            e.preventDefault()
            failure.report('Password Mismatch', MISMATCH)
          }
          return submit(e)
        }}
        noValidate
        className="space-y-4"
      >
        <FailureMessage message={failure.message} />
        <PasswordField data-autofocus label="New password" autoComplete="new-password" field={form.field('new_password')} error={form.error('new_password')} />
        <PasswordField label="Confirm new password" autoComplete="new-password" field={form.field('confirm_password')} error={form.error('confirm_password')} />
        <SubmitButton disabled={!form.dirty} pending={form.submitting} pendingLabel="Saving…">
          Reset password
        </SubmitButton>
      </form>
    </>
  )
}

/** Step 4 (success): proceed to login. */
export function ResetDoneStep({ onProceed }: { onProceed: () => void }) {
  return (
    <>
      <ViewHeading title="Password reset" subtitle="Your password has been changed. Sign in with the new one." />
      <button type="button" onClick={onProceed} className="w-full rounded-lg bg-brand px-4 py-3 font-semibold text-brand-ink hover:opacity-90">
        Proceed to login
      </button>
    </>
  )
}
