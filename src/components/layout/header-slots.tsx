import { createContext, useContext, type ReactNode } from 'react'
import { useHydrated } from '~/lib/use-hydrated'
import { SIGN_IN_NEEDS_JS } from '../ui/needs-javascript'
import { preloadAuth, requestAuth } from './auth-events'

/** Where the account area is drawn: the desktop bar or the foot of the mobile drawer. */
export type AccountPlacement = 'header' | 'drawer'

/** Areas of the header that features fill in (the app composes them, see src/app/root-layout.tsx). */
export interface HeaderSlots {
  /** The signed-in account area: user menu (later the counts). Absent: a Sign in button. */
  accountArea?: (placement: AccountPlacement, onNavigate?: () => void) => ReactNode
}

/** Provided above SiteLayout; without it (signed out, prerender) the header shows Sign in. */
export const HeaderSlotsContext = createContext<HeaderSlots>({})

export interface HeaderAccountSlotProps {
  placement: AccountPlacement
  /** Classes for the Sign in button, which depend on the header's variant. */
  buttonClassName?: string
  /** Runs before the auth request or a navigation (the drawer closes itself). */
  onSignIn?: () => void
}

/** The account area, or a Sign in button that asks the accounts feature to open its modal. */
export function HeaderAccountSlot({ placement, buttonClassName = '', onSignIn }: HeaderAccountSlotProps) {
  const { accountArea } = useContext(HeaderSlotsContext)
  const hydrated = useHydrated()
  if (accountArea) return <>{accountArea(placement, onSignIn)}</>
  const signIn = () => {
    onSignIn?.()
    requestAuth('signin')
  }
  // Without JavaScript the same-looking control opens a note saying what signing in needs (decision
  // 056); a browser that runs scripts never paints the note, and a click React replays once it has
  // hydrated opens the sign-in dialog instead.
  if (!hydrated)
    return (
      <details className="relative">
        <summary
          onPointerEnter={preloadAuth}
          onClick={(e) => {
            e.preventDefault()
            signIn()
          }}
          className={`cursor-pointer list-none rounded-lg px-4 py-2 text-sm font-semibold [&::-webkit-details-marker]:hidden ${buttonClassName}`}
        >
          Sign in
        </summary>
        <p role="note" className="nojs-only absolute right-0 z-50 mt-2 w-72 rounded-lg border border-gray-200 bg-white p-3 text-sm font-normal text-gray-800 shadow-lg">
          {SIGN_IN_NEEDS_JS}
        </p>
      </details>
    )
  return (
    <button
      type="button"
      className={`rounded-lg px-4 py-2 text-sm font-semibold ${buttonClassName}`}
      onPointerEnter={preloadAuth}
      onFocus={preloadAuth}
      onClick={signIn}
    >
      Sign in
    </button>
  )
}
