import { createContext, useContext, type ReactNode } from 'react'
import { preloadAuth, requestAuth } from './auth-events'

/** Where the account area is drawn: the desktop bar or the foot of the mobile drawer. */
export type AccountPlacement = 'header' | 'drawer'

/** Areas of the header that features fill in (the app composes them, see src/app/root-layout.tsx). */
export interface HeaderSlots {
  /** The signed-in account area: user menu (later the counts). Absent: a Sign in button. */
  accountArea?: (placement: AccountPlacement, onNavigate?: () => void) => ReactNode
  /**
   * Signed out: what stands for the Sign in button (the marketplace's, before hydration, says what
   * signing in needs without JavaScript, decision 056). Absent: the button.
   */
  signedOutArea?: (button: ReactNode, buttonClassName: string) => ReactNode
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
  const { accountArea, signedOutArea } = useContext(HeaderSlotsContext)
  if (accountArea) return <>{accountArea(placement, onSignIn)}</>
  const button = (
    <button
      type="button"
      className={`rounded-lg px-4 py-2 text-sm font-semibold ${buttonClassName}`}
      onPointerEnter={preloadAuth}
      onFocus={preloadAuth}
      onClick={() => {
        onSignIn?.()
        requestAuth('signin')
      }}
    >
      Sign in
    </button>
  )
  return signedOutArea ? signedOutArea(button, buttonClassName) : button
}
