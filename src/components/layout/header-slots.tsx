import { createContext, useContext, type ReactNode } from 'react'
import { requestAuth } from './auth-events'

/** Areas of the header that later features fill in. */
export interface HeaderSlots {
  /** Right side of the header (and foot of the mobile drawer): user menu and the counts 'Favourite properties (n)', 'Saved searches (n)'. Absent: a Sign in button. */
  accountArea?: ReactNode
}

/** Provide it above SiteLayout; the static pages provide nothing and show Sign in. */
export const HeaderSlotsContext = createContext<HeaderSlots>({})

export interface HeaderAccountSlotProps {
  /** Classes for the Sign in button, which depend on the header's variant. */
  buttonClassName?: string
  /** Runs before the auth request (the drawer closes itself). */
  onSignIn?: () => void
}

/** The account area, or a Sign in button that asks the accounts feature to open its modal. */
export function HeaderAccountSlot({ buttonClassName = '', onSignIn }: HeaderAccountSlotProps) {
  const { accountArea } = useContext(HeaderSlotsContext)
  if (accountArea) return <>{accountArea}</>
  return (
    <button
      type="button"
      className={`rounded-lg px-4 py-2 text-sm font-semibold ${buttonClassName}`}
      onClick={() => {
        onSignIn?.()
        requestAuth('signin')
      }}
    >
      Sign in
    </button>
  )
}
