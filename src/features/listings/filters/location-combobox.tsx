import { useEffect, useId, useRef, useState } from 'react'
import { api } from '~/lib/api-client'
import type { LocationPick } from './filter-rules'

/** 000 §9: the location search waits 300 ms after the last keystroke. */
export const LOCATION_DEBOUNCE_MS = 300

function useLocationSuggestions(text: string, enabled: boolean) {
  const [options, setOptions] = useState<LocationPick[] | null>(null)
  useEffect(() => {
    const needle = text.trim()
    if (!needle || !enabled) return setOptions(null)
    const controller = new AbortController()
    const timer = setTimeout(() => {
      api<LocationPick[]>('/indexing/location-search', { query: { inputText: needle }, signal: controller.signal, silent: true }).then(
        (r) => setOptions(r.data),
        (err: Error) => err.name !== 'AbortError' && setOptions([]),
      )
    }, LOCATION_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [text, enabled])
  return options
}

interface LocationComboboxProps {
  initial: string
  onPick: (pick: LocationPick) => void
  /** Enter on typed text with no suggestion chosen (issue 23 item 4); without it, Enter submits the form around. */
  onSubmitText?: (text: string) => void
  /** The field's name in a form. */
  name?: string
}

/**
 * The location autocomplete, an ARIA 1.2 combobox written for the project (decision 026): arrow
 * keys move through the suggestions, Enter picks (or searches the typed text), Escape closes; 'No results found' when empty;
 * the list is at most 280 px tall.
 */
export function LocationCombobox({ initial, onPick, onSubmitText, name }: LocationComboboxProps) {
  const id = useId()
  const [text, setText] = useState(initial)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const options = useLocationSuggestions(text, open)
  const list = useRef<HTMLUListElement>(null)
  const shown = open && options !== null
  const count = options?.length ?? 0

  useEffect(() => setActive(-1), [options])
  useEffect(() => {
    list.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' })
  }, [active])

  const pick = (o: LocationPick) => {
    setText(o.address)
    setOpen(false)
    onPick(o)
  }

  return (
    <div className="relative min-w-0">
      <label htmlFor={`${id}-input`} className="mb-1 block text-xs font-semibold uppercase tracking-wide text-gray-600">
        Location
      </label>
      <input
        id={`${id}-input`}
        role="combobox"
        aria-expanded={shown}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={shown && active >= 0 ? `${id}-opt-${active}` : undefined}
        autoComplete="off"
        name={name}
        enterKeyHint="search"
        placeholder="Area, neighbourhood or street"
        value={text}
        onChange={(e) => {
          setText(e.target.value)
          setOpen(true)
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault()
            setOpen(true)
            if (count) setActive((a) => (e.key === 'ArrowDown' ? (a + 1) % count : (a - 1 + count) % count))
          } else if (e.key === 'Enter' && shown && active >= 0 && options?.[active]) {
            e.preventDefault()
            pick(options[active])
          } else if (e.key === 'Enter') {
            setOpen(false)
            if (onSubmitText) {
              e.preventDefault()
              onSubmitText(text)
            }
          } else if (e.key === 'Escape') setOpen(false)
        }}
        className="w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm"
      />
      <ul
        ref={list}
        id={`${id}-list`}
        role="listbox"
        aria-label="Locations"
        hidden={!shown}
        className="absolute left-0 z-50 mt-1 max-h-[280px] w-full min-w-72 overflow-auto rounded-lg border border-gray-200 bg-white py-1 shadow-lg"
      >
        {count === 0 ? (
          <li className="px-3 py-2 text-sm text-gray-600">No results found</li>
        ) : (
          options!.map((o, i) => (
            <li
              key={`${o.type}-${o.address}`}
              id={`${id}-opt-${i}`}
              data-index={i}
              role="option"
              aria-selected={i === active}
              // mousedown, not click: the input's blur would close the list first.
              onMouseDown={(e) => {
                e.preventDefault()
                pick(o)
              }}
              onMouseEnter={() => setActive(i)}
              className={`cursor-pointer px-3 py-2 text-sm ${i === active ? 'bg-brand-light text-brand-dark' : ''}`}
            >
              <span className="block text-gray-900">{o.address}</span>
              <span className="block text-xs capitalize text-gray-600">{o.type}</span>
            </li>
          ))
        )}
      </ul>
    </div>
  )
}
