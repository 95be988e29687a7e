import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import { requestAuth } from '~/components/layout/auth-events'

export interface SignInNoticeProps {
  open: boolean
  onClose: () => void
  title: string
  text: string
}

/** The notices of 000 §4 ('Let’s Connect You', 'Let’s Get You In', 'Save Your Favorites'). */
export function SignInNotice({ open, onClose, title, text }: SignInNoticeProps) {
  const go = (mode: 'signin' | 'signup') => {
    onClose()
    requestAuth(mode)
  }
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50 flex items-end justify-center bg-black/50 sm:items-center sm:p-4">
      <DialogPanel className="w-full rounded-t-2xl bg-white p-6 text-center shadow-xl sm:max-w-sm sm:rounded-2xl">
        <DialogTitle className="text-xl font-bold">{title}</DialogTitle>
        <p className="mt-2 text-gray-700">{text}</p>
        <div className="mt-5 grid gap-2 sm:grid-cols-2">
          <button type="button" onClick={() => go('signin')} className="rounded-lg bg-brand px-4 py-2.5 font-semibold text-brand-ink hover:opacity-90">
            Log in
          </button>
          <button type="button" onClick={() => go('signup')} className="rounded-lg border border-gray-300 px-4 py-2.5 font-semibold text-gray-800 hover:bg-gray-50">
            Sign up
          </button>
        </div>
        <button type="button" onClick={onClose} className="mt-3 text-sm font-medium text-gray-700 hover:underline">
          Not now
        </button>
      </DialogPanel>
    </Dialog>
  )
}
