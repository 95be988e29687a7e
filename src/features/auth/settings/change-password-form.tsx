import { PasswordField, SubmitButton } from '~/components/forms/form-fields'
import { useId, useState } from 'react'
import { ChevronIcon } from '~/components/ui/chevron-icon'
import { useForm } from '~/lib/forms/use-form'
import { session } from '~/lib/session'
import { toast } from '~/lib/toast-store'
import { ChangePasswordFormSchema } from '~/shared/schemas/account-settings'
import { changePassword } from '../api/password-api'

const EMPTY = { current_password: '', new_password: '', confirm_password: '' }

function ChangePasswordBody() {
  const form = useForm(ChangePasswordFormSchema, EMPTY)
  const submit = form.handleSubmit(async ({ current_password, new_password }) => {
    try {
      const { data } = await changePassword(current_password, new_password)
      // The server ends every older session; this browser carries on with the fresh token.
      session.start(data.accessToken)
      toast.success('Password changed', 'Password changed successfully!')
      form.reset(EMPTY)
    } catch (err) {
      toast.error('Failed to change password', (err as Error).message || 'Unable to change password at the moment!')
    }
  })
  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-4 sm:max-w-md">
      <PasswordField label="Current password" autoComplete="current-password" field={form.field('current_password')} error={form.error('current_password')} />
      <PasswordField label="New password" autoComplete="new-password" field={form.field('new_password')} error={form.error('new_password')} />
      <PasswordField label="Confirm new password" autoComplete="new-password" field={form.field('confirm_password')} error={form.error('confirm_password')} />
      <SubmitButton disabled={!form.canSubmit} pending={form.submitting} pendingLabel="Changing password…" className="sm:w-auto sm:px-8">
        Change password
      </SubmitButton>
    </form>
  )
}

/** The collapsible Change password section (000 §2): current, new (8+) and confirmation. */
export function ChangePasswordSection() {
  const [open, setOpen] = useState(false)
  const id = useId()
  return (
    <>
      <h2 className="text-lg font-semibold">
        <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)} className="flex w-full items-center justify-between text-left">
          Change password
          <ChevronIcon open={open} className="h-5 w-5" />
        </button>
      </h2>
      <div id={id} hidden={!open}>
        <ChangePasswordBody />
      </div>
    </>
  )
}
