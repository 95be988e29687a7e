import { useEffect, useState } from 'react'
import { AppLink } from '~/components/ui/app-link'

export const COOKIE_CONSENT_KEY = 'haven.cookie-consent'

export type CookieConsentValue = 'granted' | 'denied'

/** The visitor's stored choice, or null when undecided or storage is unavailable. */
export function readCookieConsent(): CookieConsentValue | null {
  try {
    const v = window.localStorage.getItem(COOKIE_CONSENT_KEY)
    return v === 'granted' || v === 'denied' ? v : null
  } catch {
    return null
  }
}

/** Fired on window after a choice, so analytics can start (or not) without a reload. */
export const COOKIE_CONSENT_EVENT = 'haven:cookie-consent'

/**
 * The consent banner. It is never part of the prerendered HTML: the choice lives in the browser,
 * so the banner appears only after mount, when no choice is stored.
 */
export function CookieConsent() {
  const [visible, setVisible] = useState(false)
  useEffect(() => setVisible(readCookieConsent() === null), [])

  const decide = (value: CookieConsentValue) => {
    try {
      window.localStorage.setItem(COOKIE_CONSENT_KEY, value)
    } catch {
      // Storage disabled: honour the choice for this page view only.
    }
    setVisible(false)
    window.dispatchEvent(new CustomEvent<CookieConsentValue>(COOKIE_CONSENT_EVENT, { detail: value }))
  }

  if (!visible) return null
  return (
    <section aria-label="Cookie consent" className="fixed inset-x-0 bottom-0 z-50 p-4">
      <div className="mx-auto flex max-w-4xl flex-col gap-4 rounded-xl border border-gray-200 bg-white p-5 text-gray-800 shadow-2xl sm:flex-row sm:items-center">
        <p className="flex-1 text-sm">
          We use cookies to keep you signed in and, with your consent, to understand how the site is used. Read our{' '}
          <AppLink href="/legal/privacy-policy" className="font-medium text-brand-dark underline">
            Privacy Policy
          </AppLink>
          .
        </p>
        <div className="flex shrink-0 gap-2">
          <button type="button" onClick={() => decide('denied')} className="rounded-lg border border-gray-300 px-4 py-2 text-sm font-semibold hover:bg-gray-50">
            Reject
          </button>
          <button type="button" onClick={() => decide('granted')} className="rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-brand-ink hover:opacity-90">
            Accept
          </button>
        </div>
      </div>
    </section>
  )
}
