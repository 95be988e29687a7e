import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { AppLink } from './app-link'
import { ChevronIcon } from './chevron-icon'

/*
 * Hand-written instead of @headlessui/react's Menu: Headless UI adds ~40 KB gzip to the static
 * pages, whose whole budget is 80 KB. This covers the menu-button pattern the header needs.
 */

/** One entry of a dropdown: an internal path or an external URL opened in a new tab. */
export interface MenuLinkItem {
  label: string
  href: string
  /** Opens in a new tab with rel="noopener noreferrer". */
  external?: boolean
}

/** An entry that runs an action instead of following a link (Logout). */
export interface MenuActionItem {
  label: string
  onSelect: () => void
}

export type MenuItem = MenuLinkItem | MenuActionItem

export interface DropdownMenuProps {
  /** The button's visible text. */
  label: ReactNode
  items: readonly MenuItem[]
  /** Accessible name of the button when its text alone is not enough. */
  buttonLabel?: string
  /** Open the menu from the right edge of the button (for the last item of a bar). */
  alignEnd?: boolean
  /** How long the menu stays open after the pointer leaves. */
  closeDelayMs: number
  /** Classes for the trigger button (the header varies its colours). */
  buttonClassName?: string
}

type Reason = 'hover' | 'focus' | 'click'

const ITEM = 'block px-4 py-2 text-sm hover:bg-brand-light hover:text-brand-dark focus:bg-brand-light focus:text-brand-dark focus:outline-none'

const focusItem = (menu: HTMLElement | null, index: number) => {
  const items = menu ? [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')] : []
  items.at(index % Math.max(items.length, 1))?.focus()
}

/** A menu button that opens on hover, focus or click and closes a moment after the pointer leaves. */
export function DropdownMenu({ label, items, closeDelayMs, buttonClassName = '', buttonLabel, alignEnd }: DropdownMenuProps) {
  const [open, setOpen] = useState(false)
  const reason = useRef<Reason | null>(null)
  // Focus handed back to the button on Escape must not reopen the menu.
  const refocusing = useRef(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const menu = useRef<HTMLUListElement>(null)
  const id = useId()

  const show = (why: Reason) => {
    clearTimeout(timer.current)
    if (!open) reason.current = why
    setOpen(true)
  }
  const hide = () => {
    clearTimeout(timer.current)
    reason.current = null
    setOpen(false)
  }

  useEffect(() => () => clearTimeout(timer.current), [])

  // A click or tap elsewhere closes the menu.
  useEffect(() => {
    if (!open) return
    const onDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) hide()
    }
    document.addEventListener('pointerdown', onDown)
    return () => document.removeEventListener('pointerdown', onDown)
  }, [open])

  // A menu opened by hover or focus stays open on the click that follows; only a click-opened one toggles.
  const onButtonClick = () => {
    if (open && reason.current === 'click') return hide()
    show('click')
    reason.current = 'click'
  }

  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      show('click')
      // The menu is in the DOM already (only hidden), so it can take focus after this render.
      requestAnimationFrame(() => focusItem(menu.current, e.key === 'ArrowDown' ? 0 : -1))
    } else if (e.key === 'Escape') hide()
  }

  const onMenuKey = (e: KeyboardEvent) => {
    const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])]
    const at = items.indexOf(document.activeElement as HTMLElement)
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1 + items.length, Home: 0, End: -1 }
    if (e.key in moves) {
      e.preventDefault()
      focusItem(menu.current, moves[e.key]!)
    } else if (e.key === 'Escape') {
      e.preventDefault()
      hide()
      refocusing.current = true
      button.current?.focus()
      refocusing.current = false
    }
  }

  return (
    <div
      ref={root}
      className="relative"
      onPointerEnter={(e) => e.pointerType !== 'touch' && show('hover')}
      onPointerLeave={(e) => {
        if (e.pointerType === 'touch') return
        clearTimeout(timer.current)
        timer.current = setTimeout(hide, closeDelayMs)
      }}
      onBlur={(e) => !root.current?.contains(e.relatedTarget as Node | null) && hide()}
    >
      <button
        ref={button}
        type="button"
        id={`${id}b`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}m`}
        aria-label={buttonLabel}
        className={`inline-flex items-center gap-1 ${buttonClassName}`}
        onClick={onButtonClick}
        onFocus={() => !refocusing.current && show('focus')}
        onKeyDown={onButtonKey}
      >
        {label}
        <ChevronIcon open={open} />
      </button>
      {/* Always in the markup (hidden when closed) so crawlers and the prerender see the links. The
          padding bridges the gap under the button, so moving the pointer down does not leave. */}
      <div hidden={!open} className={`absolute top-full z-50 min-w-56 pt-2 ${alignEnd ? 'right-0' : 'left-0'}`}>
        <ul
          ref={menu}
          id={`${id}m`}
          role="menu"
          aria-labelledby={`${id}b`}
          onKeyDown={onMenuKey}
          className="overflow-hidden rounded-lg border border-gray-100 bg-white py-1 text-gray-800 shadow-lg"
        >
          {items.map((item) => (
            <li key={item.label} role="none">
              {'href' in item ? (
                <AppLink role="menuitem" tabIndex={-1} href={item.href} onClick={hide} external={item.external} className={ITEM}>
                  {item.label}
                </AppLink>
              ) : (
                <button
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  onClick={() => {
                    hide()
                    item.onSelect()
                  }}
                  className={`w-full text-left ${ITEM}`}
                >
                  {item.label}
                </button>
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
