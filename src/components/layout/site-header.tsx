import { lazy, Suspense, useCallback, useState } from 'react'
import { AppLink } from '~/components/ui/app-link'
import { useRouteId } from '~/lib/route-context'
import { useTenant } from '~/lib/tenant'
import { DesktopNav } from './desktop-nav'
import { HERO_STYLE_ROUTE_IDS, NIGERIA_ONLY_HERO_ROUTE_ID, TINTED_ROUTE_IDS } from './header-constants'
import { HeaderAccountSlot } from './header-slots'
import { navEntries } from './nav-items'
import { useHeaderScroll } from './use-header-scroll'
import { useInNigeria } from './use-in-nigeria'

// The drawer is only ever needed after a tap on the menu button, so it stays out of the static
// pages' initial JavaScript; pointing at or focusing the button starts the download early.
const loadDrawer = () => import('./mobile-drawer')
const MobileDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.MobileDrawer })))

/**
 * The sticky top bar (001 §2 "Header navigation"). Tests and styles read its state from
 * data-variant (hero | tinted | light), data-scrolled and data-hidden.
 */
export function SiteHeader() {
  const tenant = useTenant()
  const routeId = useRouteId()
  const { scrolled, heroInView, hidden } = useHeaderScroll(routeId)
  const inNigeria = useInNigeria(routeId === NIGERIA_ONLY_HERO_ROUTE_ID)
  const [drawerOpen, setDrawerOpen] = useState(false)
  const closeDrawer = useCallback(() => setDrawerOpen(false), [])

  const heroStyle = HERO_STYLE_ROUTE_IDS.has(routeId) && heroInView && (routeId !== NIGERIA_ONLY_HERO_ROUTE_ID || inNigeria)
  const variant = heroStyle ? 'hero' : TINTED_ROUTE_IDS.has(routeId) ? 'tinted' : 'light'
  const entries = navEntries(tenant)

  const surface = heroStyle
    ? 'bg-brand text-brand-ink'
    : scrolled
      ? 'bg-white text-gray-900'
      : `${variant === 'tinted' ? 'bg-brand-light/90' : 'bg-white/90'} text-gray-900 backdrop-blur`
  const edge = scrolled ? 'shadow-md' : variant === 'light' ? 'border-b border-gray-100' : ''

  return (
    <header
      data-variant={variant}
      data-scrolled={scrolled ? 'true' : undefined}
      data-hidden={hidden ? 'true' : undefined}
      className={`sticky top-0 z-40 transition duration-200 ${surface} ${edge} ${hidden ? '-translate-y-full focus-within:translate-y-0' : ''}`}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <AppLink href="/" className="flex shrink-0 items-center gap-2 text-lg font-semibold">
          <img src={tenant.logo} alt="" width={32} height={32} className="h-8 w-8" />
          <span>{tenant.display_name}</span>
        </AppLink>
        <DesktopNav entries={entries} itemClassName={heroStyle ? 'hover:bg-black/10' : 'text-gray-700 hover:bg-gray-50 hover:text-brand-dark'} />
        <div className="hidden items-center gap-3 md:flex">
          <HeaderAccountSlot placement="header" buttonClassName={heroStyle ? 'bg-brand-ink text-brand hover:opacity-90' : 'bg-brand text-brand-ink hover:opacity-90'} />
        </div>
        <button
          type="button"
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen(true)}
          onPointerEnter={loadDrawer}
          onFocus={loadDrawer}
          className="-mr-2 rounded-md p-2 md:hidden"
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M4 7h16M4 12h16M4 17h16" />
          </svg>
        </button>
      </div>
      {drawerOpen && (
        <Suspense fallback={null}>
          <MobileDrawer open onClose={closeDrawer} entries={entries} title={tenant.display_name} />
        </Suspense>
      )}
    </header>
  )
}
