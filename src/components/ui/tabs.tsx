import { useRef, type KeyboardEvent } from 'react'

/*
 * Hand-written tabs (not @headlessui/react's TabGroup) to keep the static legal pages inside their
 * 80 KB budget. The caller renders the panel; these are the tablist and its roving focus.
 */

/** One tab: its value (used in the URL) and its visible label. */
export interface TabItem<T extends string> {
  value: T
  label: string
}

export interface TabListProps<T extends string> {
  tabs: readonly TabItem<T>[]
  value: T
  onChange: (value: T) => void
  /** Prefix for the tab ids and the id of the single panel they control. */
  idBase: string
  /** Accessible name of the tab list. */
  label: string
}

export const tabId = (idBase: string, value: string) => `${idBase}-tab-${value}`
export const panelId = (idBase: string) => `${idBase}-panel`

/** Arrow keys, Home and End move between tabs and select them (automatic activation). */
export function TabList<T extends string>({ tabs, value, onChange, idBase, label }: TabListProps<T>) {
  const list = useRef<HTMLDivElement>(null)
  const onKeyDown = (e: KeyboardEvent) => {
    const at = tabs.findIndex((t) => t.value === value)
    const n = tabs.length
    const next = { ArrowRight: (at + 1) % n, ArrowLeft: (at - 1 + n) % n, Home: 0, End: n - 1 }[e.key]
    if (next === undefined) return
    e.preventDefault()
    onChange(tabs[next]!.value)
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus()
  }
  return (
    <div ref={list} role="tablist" aria-label={label} onKeyDown={onKeyDown} className="flex gap-1 overflow-x-auto border-b border-gray-200">
      {tabs.map((t) => {
        const selected = t.value === value
        return (
          <button
            key={t.value}
            type="button"
            role="tab"
            id={tabId(idBase, t.value)}
            aria-selected={selected}
            aria-controls={panelId(idBase)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(t.value)}
            className={`-mb-px whitespace-nowrap border-b-2 px-4 py-3 text-sm font-semibold ${selected ? 'border-brand text-brand-dark' : 'border-transparent text-gray-600 hover:text-gray-900'}`}
          >
            {t.label}
          </button>
        )
      })}
    </div>
  )
}
