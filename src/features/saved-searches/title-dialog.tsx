import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import type { ReactNode } from 'react'
import { SubmitButton, TextField } from '~/components/forms/form-fields'
import { useForm } from '~/lib/forms/use-form'
import { SaveSearchFormSchema } from '~/shared/schemas/buyer-tools'

export interface TitleDialogProps {
  heading: string
  children?: ReactNode
  /** The title the field starts with. */
  initial: string
  submitLabel: string
  /** Renaming: submit only once the title differs from `initial`. */
  requireChange?: boolean
  /** Resolves when the change is done (the dialog closes itself through onClose). */
  onSubmit: (title: string) => Promise<unknown>
  onClose: () => void
}

/** A dialog asking for a saved search's title (000 §5: minimum 2, 'Title is required'). */
export function TitleDialog({ heading, children, initial, submitLabel, requireChange = false, onSubmit, onClose }: TitleDialogProps) {
  const form = useForm(SaveSearchFormSchema, { title: initial })
  const changed = String(form.values.title).trim() !== initial
  const submit = form.handleSubmit(({ title }) => onSubmit(title))
  return (
    <Dialog open onClose={onClose} className="fixed inset-0 z-50 flex items-end justify-center bg-black/50 sm:items-center sm:p-4">
      <DialogPanel className="w-full rounded-t-2xl bg-white p-6 shadow-xl sm:max-w-md sm:rounded-2xl">
        <DialogTitle className="text-xl font-bold">{heading}</DialogTitle>
        {children}
        <form noValidate onSubmit={submit} className="mt-4 space-y-4">
          <TextField label="Title" field={form.field('title')} error={form.error('title')} autoComplete="off" data-autofocus />
          <SubmitButton disabled={!form.valid || (requireChange && !changed)} pending={form.submitting} pendingLabel="Saving...">
            {submitLabel}
          </SubmitButton>
        </form>
        <button type="button" onClick={onClose} className="mt-3 w-full text-sm font-medium text-gray-700 hover:underline">
          Cancel
        </button>
      </DialogPanel>
    </Dialog>
  )
}
