import { Dialog, DialogBackdrop, DialogPanel } from '@headlessui/react'
import { useEffect, useRef, useState } from 'react'
import { announceAuthClosed } from '~/components/layout/auth-closed'
import { CloseIcon } from '~/components/ui/close-icon'
import { useNavigateTo } from '~/components/ui/app-link'
import type { AuthRequest, AuthView } from './auth-request'
import { ConditionsView } from './conditions-view'
import { ForgotPasswordView } from './forgot-password/forgot-password-view'
import { SignInView } from './sign-in-view'
import { SignUpView, type Conditions } from './sign-up-view'

export interface AuthModalProps {
  request: AuthRequest
  onClose: () => void
}

/**
 * The auth modal of 000 §4: sign in, sign up, forgot password and the conditions (terms or
 * privacy, Back returns to sign-up with what was typed). A Headless UI dialog: focus is trapped,
 * Escape and the backdrop close it, focus returns to the opener.
 */
export function AuthModal({ request, onClose: close }: AuthModalProps) {
  // Whoever asked for the modal learns it has gone, signed in or not (a sign-in gate's `then`).
  const onClose = () => {
    close()
    announceAuthClosed()
  }
  const [view, setView] = useState<AuthView>(request.mode)
  const [conditions, setConditions] = useState<Conditions>('terms')
  const [email, setEmail] = useState('')
  // Forms remount (empty) when their view is left, except sign-up, which the conditions view keeps.
  const [signUpOpened, setSignUpOpened] = useState(request.mode === 'signup')
  const navigateTo = useNavigateTo()
  const panel = useRef<HTMLDivElement>(null)

  // Each view starts at its first field: on opening (also when the drawer that asked for the modal
  // hands focus back as it closes) and after a switch, whose button has gone with the old view.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const first = [...(panel.current?.querySelectorAll<HTMLElement>('[data-autofocus]') ?? [])].find((el) => el.offsetParent !== null)
      const active = document.activeElement
      if (first && !(active instanceof HTMLInputElement && panel.current?.contains(active))) first.focus()
    })
    return () => cancelAnimationFrame(frame)
  }, [view])

  const succeeded = () => {
    onClose()
    if (request.redirectTo && window.location.pathname !== request.redirectTo) navigateTo(request.redirectTo)
  }
  const show = (next: AuthView) => {
    if (next === 'signup') setSignUpOpened(true)
    setView(next)
  }

  return (
    <Dialog open onClose={onClose} className="fixed inset-0 z-50 overflow-y-auto">
      <DialogBackdrop className="fixed inset-0 bg-black/50" />
      <div className="relative min-h-full">
        <div className="flex min-h-screen items-end justify-center sm:items-center sm:p-4">
          <DialogPanel ref={panel} data-view={view} className="relative w-full rounded-t-2xl bg-white px-5 pb-8 pt-6 shadow-xl sm:max-w-md sm:rounded-2xl sm:px-8">
            <button type="button" onClick={onClose} aria-label="Close" className="absolute right-3 top-3 rounded-md p-2 text-gray-600 hover:bg-gray-100">
              <CloseIcon />
            </button>
            {view === 'signin' && (
              <SignInView
                email={email}
                redirectTo={request.redirectTo}
                referralCode={request.referralCode}
                onSignedIn={succeeded}
                onSignUp={() => show('signup')}
                onForgot={(typed) => {
                  setEmail(typed)
                  show('forgot-password')
                }}
              />
            )}
            {signUpOpened && (
              <div hidden={view !== 'signup'}>
                <SignUpView
                  referralCode={request.referralCode}
                  redirectTo={request.redirectTo}
                  onSignedUp={succeeded}
                  onSignIn={() => show('signin')}
                  onConditions={(which) => {
                    setConditions(which)
                    show('conditions')
                  }}
                />
              </div>
            )}
            {view === 'conditions' && <ConditionsView which={conditions} onBack={() => show('signup')} />}
            {view === 'forgot-password' && (
              <ForgotPasswordView
                email={email}
                onBackToSignIn={(typed) => {
                  setEmail(typed)
                  show('signin')
                }}
              />
            )}
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  )
}
