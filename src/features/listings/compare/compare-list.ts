/** At most this many listings side by side (issue 25). */
export const MAX_COMPARE = 4
const KEY = 'haven:compare'

/** The ids of a `?ids=` value: whole numbers, each once, at most MAX_COMPARE; `invalid` counts what was dropped. */
export function parseCompareIds(value: string | null): { ids: number[]; invalid: number } {
  const parts = (value ?? '').split(',').map((p) => p.trim()).filter(Boolean)
  const ids: number[] = []
  for (const p of parts) if (/^\d{1,9}$/.test(p) && Number(p) > 0 && !ids.includes(Number(p)) && ids.length < MAX_COMPARE) ids.push(Number(p))
  return { ids, invalid: parts.length - ids.length }
}

export const compareHref = (ids: readonly number[]) => `/compare?ids=${ids.join(',')}`

function read(): number[] {
  try {
    return parseCompareIds(localStorage.getItem(KEY)).ids
  } catch {
    return []
  }
}

/** The chosen listings (kept in this browser) and which tray host shows the tray: the first one mounted. */
let state: { ids: number[]; hosts: symbol[] } = { ids: typeof window === 'undefined' ? [] : read(), hosts: [] }
const listeners = new Set<() => void>()
function set(next: Partial<typeof state>) {
  state = { ...state, ...next }
  if (next.ids) {
    try {
      localStorage.setItem(KEY, next.ids.join(','))
    } catch {
      // Private mode: the list lasts as long as the page.
    }
  }
  listeners.forEach((l) => l())
}

export const compareState = () => state
export function subscribeCompare(listener: () => void) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** Adds or removes a listing; a fifth is refused (the button says the list is full). */
export function toggleCompare(id: number) {
  const { ids } = state
  if (ids.includes(id)) set({ ids: ids.filter((x) => x !== id) })
  else if (ids.length < MAX_COMPARE) set({ ids: [...ids, id] })
}
export const clearCompare = () => set({ ids: [] })
export const setCompare = (ids: number[]) => set({ ids: ids.slice(0, MAX_COMPARE) })

export function hostTray(host: symbol) {
  set({ hosts: [...state.hosts, host] })
  return () => set({ hosts: state.hosts.filter((h) => h !== host) })
}
