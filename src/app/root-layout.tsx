import { lazy, Suspense, useMemo, type ReactNode } from 'react'
import { SiteHeader } from '~/components/layout/site-header'
import { SiteFooter } from '~/components/layout/site-footer'
import { CookieConsent } from '~/components/layout/cookie-consent'
import { PageMain } from '~/components/layout/page-main'
import { HeaderSlotsContext, type HeaderSlots } from '~/components/layout/header-slots'
import { TINTED_ROUTE_IDS } from '~/components/layout/header-constants'
import { Toaster } from '~/components/ui/toaster'
import { AuthModalHost } from '~/features/auth/modal/auth-modal-host'
import { ApiErrorToasts } from '~/lib/api-error-toasts'
import { useRouteId } from '~/lib/route-context'
import { useSession } from '~/lib/session'
import { useHydratedMarker } from '~/lib/use-hydrated-marker'

// Only a signed-in visitor needs the user menu, so a first visit never downloads it (decision 022).
const AccountArea = lazy(() => import('~/features/auth/account/account-area').then((m) => ({ default: m.AccountArea })))
const accountPlaceholder = <span aria-hidden="true" className="block h-8 w-24 rounded-lg bg-black/5" />

/**
 * The shell every page shares, composing the layout with the accounts feature. No router here:
 * static pages hydrate without one. Signed-in state only exists in the browser, so the prerender
 * and the first client render are signed out and hydration matches.
 */
export function SiteLayout({ children, signedOutArea }: { children: ReactNode; signedOutArea?: HeaderSlots['signedOutArea'] }) {
  useHydratedMarker()
  const tinted = TINTED_ROUTE_IDS.has(useRouteId())
  const current = useSession()
  const user = current?.user
  const slots = useMemo<HeaderSlots>(
    () =>
      user
        ? {
            accountArea: (placement, onNavigate) => (
              <Suspense fallback={accountPlaceholder}>
                <AccountArea user={user} placement={placement} onNavigate={onNavigate} />
              </Suspense>
            ),
          }
        : { signedOutArea },
    [user, signedOutArea],
  )
  return (
    <div data-session={user ? 'signed-in' : 'signed-out'} className={`min-h-screen flex flex-col text-gray-900 ${tinted ? 'page-tinted' : 'bg-white'}`}>
      {/* First in the focus order: a keyboard user meets the banner at once, not after the page (issue 23). */}
      <CookieConsent />
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:px-3 focus:py-2">
        Skip to content
      </a>
      <HeaderSlotsContext.Provider value={slots}>
        <SiteHeader />
      </HeaderSlotsContext.Provider>
      {/* 000 §6: the signed-in layout gives the page more room under the account bar. */}
      <PageMain className={`flex-1 ${user ? 'pb-8 md:pt-2' : ''}`}>{children}</PageMain>
      <SiteFooter />
      <Toaster />
      <ApiErrorToasts />
      <AuthModalHost />
    </div>
  )
}
