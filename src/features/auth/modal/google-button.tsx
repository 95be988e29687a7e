import { useEffect, useState } from 'react'
import { toast } from '~/lib/toast-store'
import { googleAuthRequest, providersRequest } from '../api/session-api'
import { newGoogleNonce } from './auth-request'

/** Leaving the site for Google's page (a seam for tests: jsdom cannot navigate). */
export const browser = { assign: (url: string) => window.location.assign(url) }

let providers: Promise<{ google: boolean }> | null = null
const loadProviders = () => {
  providers ??= providersRequest().then(
    (r) => r.data,
    () => {
      providers = null
      return { google: false }
    },
  )
  return providers
}

export interface GoogleButtonProps {
  referralCode?: string
  /** Page to land on after Google (default: this page). */
  redirectTo?: string
}

/**
 * 'Continue with Google': hidden unless the server has Google credentials. The server sends the
 * browser back to callback_url (this site's own origin only) with the token in the fragment.
 */
export function GoogleButton({ referralCode, redirectTo }: GoogleButtonProps) {
  const [enabled, setEnabled] = useState(false)
  const [pending, setPending] = useState(false)
  useEffect(() => {
    let live = true
    void loadProviders().then((p) => live && setEnabled(p.google))
    return () => {
      live = false
    }
  }, [])
  if (!enabled) return null

  const start = async () => {
    setPending(true)
    const back = new URL(redirectTo ?? window.location.pathname + window.location.search, window.location.origin)
    try {
      const { data } = await googleAuthRequest(back.href, newGoogleNonce(), referralCode || undefined)
      browser.assign(data.url)
    } catch (err) {
      setPending(false)
      toast.error('Google sign-in failed', (err as Error).message)
    }
  }

  return (
    <>
      <div className="my-4 flex items-center gap-3 text-sm text-gray-600" aria-hidden="true">
        <span className="h-px flex-1 bg-gray-200" />
        or
        <span className="h-px flex-1 bg-gray-200" />
      </div>
      <button
        type="button"
        onClick={start}
        disabled={pending}
        className="inline-flex w-full items-center justify-center gap-3 rounded-lg border border-gray-300 bg-white px-4 py-3 font-semibold text-gray-800 hover:bg-gray-50 disabled:opacity-60"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5">
          <path fill="#4285F4" d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.3-2.1 3.5-5.2 3.5-8.8z" />
          <path fill="#34A853" d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z" />
          <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1z" />
          <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9z" />
        </svg>
        {pending ? 'Opening Google…' : 'Continue with Google'}
      </button>
    </>
  )
}
