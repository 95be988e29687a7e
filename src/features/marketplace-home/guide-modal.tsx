import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import { SubmitButton, TextField } from '~/components/forms/form-fields'
import { ApiError } from '~/lib/api-client'
import { useForm } from '~/lib/forms/use-form'
import { useSession } from '~/lib/session'
import { toast } from '~/lib/toast-store'
import { GuideRequestSchema } from '~/shared/schemas/enquiry'
import { sendGuide } from './send-guide'

const EMPTY = { first_name: '', last_name: '', email: '' }

/** 'Download your copy of the guide' (001 §2, 000 §5 Guide rules). Fetched when first opened. */
export default function GuideModal({ onClose }: { onClose: () => void }) {
  const user = useSession()?.user
  const form = useForm(GuideRequestSchema, EMPTY, user ? { first_name: user.first_name, last_name: user.last_name, email: user.email } : undefined)
  const submit = form.handleSubmit(async (values) => {
    try {
      const res = await sendGuide(values)
      toast.success('Successful request', res.message || 'The guide is on its way to your inbox.')
      onClose()
    } catch (err) {
      toast.error('Failed request', err instanceof ApiError ? err.message : 'Failed to submit')
    }
  })
  return (
    <Dialog open onClose={onClose} className="fixed inset-0 z-50 flex items-end justify-center bg-black/50 sm:items-center sm:p-4">
      <DialogPanel className="w-full rounded-t-2xl bg-white p-6 shadow-xl sm:max-w-md sm:rounded-2xl">
        <DialogTitle className="text-xl font-bold">Download your copy of the guide</DialogTitle>
        <p className="mt-1 text-sm text-gray-700">We will e-mail you the PDF: how to check a title, spot a fake listing and pay safely from abroad.</p>
        <form noValidate onSubmit={submit} className="mt-4 space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="First name" field={form.field('first_name')} error={form.error('first_name')} autoComplete="given-name" data-autofocus />
            <TextField label="Last name" field={form.field('last_name')} error={form.error('last_name')} autoComplete="family-name" />
          </div>
          <TextField label="Email" type="email" field={form.field('email')} error={form.error('email')} autoComplete="email" />
          <SubmitButton disabled={!form.canSubmit} pending={form.submitting} pendingLabel="Sending...">
            Send me the guide
          </SubmitButton>
        </form>
        <button type="button" onClick={onClose} className="mt-3 w-full text-sm font-medium text-gray-700 hover:underline">
          Not now
        </button>
      </DialogPanel>
    </Dialog>
  )
}
