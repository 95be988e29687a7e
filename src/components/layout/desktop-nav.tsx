import { AppLink } from '~/components/ui/app-link'
import { DropdownMenu } from '~/components/ui/dropdown-menu'
import { DROPDOWN_CLOSE_DELAY_MS } from './header-constants'
import type { NavEntry } from './nav-items'

export interface DesktopNavProps {
  entries: readonly NavEntry[]
  /** Link colours for the header's current variant. */
  itemClassName: string
}

/** The header's navigation from the md breakpoint up: links and hover/focus dropdowns. */
export function DesktopNav({ entries, itemClassName }: DesktopNavProps) {
  const item = `rounded-md px-3 py-2 text-sm font-medium ${itemClassName}`
  return (
    <nav aria-label="Main" className="hidden md:block">
      <ul className="flex items-center gap-1">
        {entries.map((entry) => (
          <li key={entry.label}>
            {entry.kind === 'group' ? (
              <DropdownMenu label={entry.label} items={entry.items} closeDelayMs={DROPDOWN_CLOSE_DELAY_MS} buttonClassName={item} />
            ) : (
              <AppLink href={entry.href} className={`block ${item}`}>
                {entry.label}
              </AppLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}
