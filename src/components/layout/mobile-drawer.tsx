import type { MouseEvent } from 'react'
import { AppLink } from '~/components/ui/app-link'
import { Disclosure } from '~/components/ui/disclosure'
import { Drawer } from '~/components/ui/drawer'
import { HeaderAccountSlot } from './header-slots'
import type { NavEntry } from './nav-items'
import { CloseIcon } from '~/components/ui/close-icon'

export interface MobileDrawerProps {
  open: boolean
  onClose: () => void
  entries: readonly NavEntry[]
  /** Shown at the top of the drawer. */
  title: string
}

const row = 'block w-full rounded-md px-3 py-3 text-left text-base font-medium text-gray-800 hover:bg-gray-50'

/** The navigation under 768 px: every group as an expandable section, then the login control. */
export function MobileDrawer({ open, onClose, entries, title }: MobileDrawerProps) {
  // Following any link closes the drawer (on marketplace routes the page does not reload).
  const onNavClick = (e: MouseEvent) => {
    if ((e.target as HTMLElement).closest('a')) onClose()
  }
  return (
    <Drawer open={open} onClose={onClose} label="Menu">
      <div className="flex items-center justify-between border-b border-gray-100 px-4 py-3">
        <span className="font-semibold">{title}</span>
        <button type="button" onClick={onClose} aria-label="Close menu" className="rounded-md p-2 text-gray-600 hover:bg-gray-100">
          <CloseIcon />
        </button>
      </div>
      <nav aria-label="Main" className="flex-1 px-2 py-3" onClick={onNavClick}>
        <ul>
          {entries.map((entry) => (
            <li key={entry.label}>
              {entry.kind === 'group' ? (
                <Disclosure label={entry.label} buttonClassName={row}>
                  <ul className="mb-2 ml-3 border-l border-gray-100 pl-2">
                    {entry.items.map((item) => (
                      <li key={item.href}>
                        <AppLink href={item.href} external={item.external} className="block rounded-md px-3 py-2 text-gray-700 hover:bg-gray-50">
                          {item.label}
                        </AppLink>
                      </li>
                    ))}
                  </ul>
                </Disclosure>
              ) : (
                <AppLink href={entry.href} className={row}>
                  {entry.label}
                </AppLink>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <div className="border-t border-gray-100 p-4">
        <HeaderAccountSlot placement="drawer" onSignIn={onClose} buttonClassName="w-full bg-brand text-brand-ink hover:opacity-90" />
      </div>
    </Drawer>
  )
}
