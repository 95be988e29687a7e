import type { ReactNode } from 'react'
import { SiteHeader } from '~/components/layout/site-header'
import { SiteFooter } from '~/components/layout/site-footer'
import { CookieConsent } from '~/components/layout/cookie-consent'
import { Toaster } from '~/components/ui/toaster'
import { ApiErrorToasts } from '~/lib/api-error-toasts'
import { useHydratedMarker } from '~/lib/use-hydrated-marker'

/** The shell every page shares. No router here: static pages hydrate without one. */
export function SiteLayout({ children }: { children: ReactNode }) {
  useHydratedMarker()
  return (
    <div className="min-h-screen flex flex-col bg-white text-gray-900">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:px-3 focus:py-2">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
      <CookieConsent />
      <Toaster />
      <ApiErrorToasts />
    </div>
  )
}
