import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import { onceAuthClosed } from '~/components/layout/auth-closed'
import { requestAuth, type AuthMode } from '~/components/layout/auth-events'
import { session } from '~/lib/session'

export interface SignInNoticeProps {
  open: boolean
  onClose: () => void
  title: string
  text: string
  /** Runs once the visitor has signed in from here (the modal names no redirect: same page). */
  then?: () => void
}

/** Opens the auth modal; `then` runs if it closes with someone signed in. */
function signInThen(mode: AuthMode, then?: () => void) {
  requestAuth(mode)
  if (!then) return
  // Signed in in another tab meanwhile: the modal does not open.
  if (session.get()) return then()
  onceAuthClosed(() => {
    if (session.get()) then()
  })
}

/** The notices of 000 §4 ('Let’s Connect You', 'Let’s Get You In', 'Save Your Favorites'). */
export function SignInNotice({ open, onClose, title, text, then }: SignInNoticeProps) {
  const go = (mode: AuthMode) => {
    onClose()
    signInThen(mode, then)
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
