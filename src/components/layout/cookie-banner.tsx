import { AppLink } from '~/components/ui/app-link'
import type { CookieConsentValue } from './cookie-consent'

/** The consent banner's UI; loaded only for visitors who have not chosen yet. */
export function CookieBanner({ onDecide }: { onDecide: (value: CookieConsentValue) => void }) {
  return (
    <section aria-label="Cookie consent" className="fixed inset-x-0 bottom-0 z-40 p-4">
      <div className="mx-auto flex max-w-4xl flex-col gap-4 rounded-xl border border-gray-200 bg-white p-5 text-gray-800 shadow-2xl sm:flex-row sm:items-center">
        <p className="flex-1 text-sm">
          We use cookies to keep you signed in and, with your consent, to understand how the site is used. Read our{' '}
          <AppLink href="/legal/privacy-policy" className="font-medium text-brand-dark underline">
            Privacy Policy
          </AppLink>
          .
        </p>
        <div className="flex shrink-0 gap-2">
          <button type="button" onClick={() => onDecide('denied')} className="rounded-lg border border-gray-300 px-4 py-2 text-sm font-semibold hover:bg-gray-50">
            Reject
          </button>
          <button type="button" onClick={() => onDecide('granted')} className="rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-brand-ink hover:opacity-90">
            Accept
          </button>
        </div>
      </div>
    </section>
  )
}
