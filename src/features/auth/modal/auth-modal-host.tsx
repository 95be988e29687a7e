import { lazy, Suspense, useEffect, useState } from 'react'
import { OPEN_AUTH_EVENT, PRELOAD_AUTH_EVENT, type OpenAuthDetail } from '~/components/layout/auth-events'
import { useNavigateTo } from '~/components/ui/app-link'
import { session } from '~/lib/session'
import { toast } from '~/lib/toast-store'
import { readArrival, readGoogleReturn, rememberedReferralCode, withoutArrival, type AuthRequest } from './auth-request'

// The modal (Headless UI, the forms, phone rules) is fetched only when someone asks to sign in, so
// static pages keep their JavaScript budget (decision 022).
const loadModal = () => import('./auth-modal')
const AuthModal = lazy(() => loadModal().then((m) => ({ default: m.AuthModal })))

/**
 * Lives in the shell of every page: opens the auth modal on request (Sign in buttons, Refer, save
 * prompts), by itself for referred arrivals, and finishes a Google sign-in from the URL fragment.
 */
export function AuthModalHost() {
  const [request, setRequest] = useState<AuthRequest | null>(null)
  const navigateTo = useNavigateTo()

  useEffect(() => {
    const onOpen = (e: Event) => {
      const { mode, redirectTo } = (e as CustomEvent<OpenAuthDetail>).detail
      if (session.get()) {
        if (redirectTo) navigateTo(redirectTo)
        return
      }
      setRequest({ mode, redirectTo, referralCode: rememberedReferralCode() })
    }
    const onPreload = () => void loadModal()
    window.addEventListener(OPEN_AUTH_EVENT, onOpen)
    window.addEventListener(PRELOAD_AUTH_EVENT, onPreload)
    return () => {
      window.removeEventListener(OPEN_AUTH_EVENT, onOpen)
      window.removeEventListener(PRELOAD_AUTH_EVENT, onPreload)
    }
  }, [navigateTo])

  // Arrivals: back from Google, or referred / sent by the website.
  useEffect(() => {
    const url = new URL(window.location.href)
    // Back from the link in the verification e-mail (decision 040).
    const emailLink = new URLSearchParams(url.hash.slice(1))
    if (emailLink.has('email_verified') || emailLink.has('email_error')) {
      window.history.replaceState(window.history.state, '', url.pathname + url.search)
      const error = emailLink.get('email_error')
      if (error) toast.error('Email not verified', error)
      else toast.success('Email verified', 'Thank you. Your viewing and transaction updates will come to this address.')
      return
    }
    const google = readGoogleReturn(url.hash)
    if (google) {
      window.history.replaceState(window.history.state, '', url.pathname + url.search)
      if ('token' in google) {
        session.start(google.token)
        toast.success('Sign In Successful')
      } else toast.error('Google sign-in failed', google.error)
      return
    }
    const arrival = readArrival(url)
    if (!arrival) return
    window.history.replaceState(window.history.state, '', withoutArrival(url))
    if (!session.get()) setRequest(arrival)
    else if (arrival.redirectTo) navigateTo(arrival.redirectTo)
    // Once, on the page the visitor arrived on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  if (!request) return null
  return (
    <Suspense fallback={null}>
      <AuthModal request={request} onClose={() => setRequest(null)} />
    </Suspense>
  )
}
