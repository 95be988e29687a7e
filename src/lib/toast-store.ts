import { createEmitter } from './events'

export type ToastKind = 'success' | 'error' | 'loading' | 'info'

export interface Toast {
  id: number
  kind: ToastKind
  title: string
  description?: string
}

/** At most this many toasts are on screen; older ones give way. */
const MAX_TOASTS = 4
const DEFAULT_DURATION_MS = 5000

let nextId = 1
/** The store's first value, and the server's: the same array, so hydration has nothing to redo. */
export const NO_TOASTS: readonly Toast[] = []
let toasts = NO_TOASTS
const timers = new Map<number, ReturnType<typeof setTimeout>>()
const changes = createEmitter<readonly Toast[]>()

function set(next: readonly Toast[]) {
  toasts = next
  changes.emit(toasts)
}

// A loading toast stays until it is updated or dismissed; every other kind times out.
function schedule(id: number, kind: ToastKind, durationMs = kind === 'loading' ? 0 : DEFAULT_DURATION_MS) {
  clearTimeout(timers.get(id))
  timers.delete(id)
  if (durationMs > 0 && typeof window !== 'undefined') timers.set(id, setTimeout(() => toastStore.dismiss(id), durationMs))
}

const FLASH_KEY = 'haven.flash_toasts'

export const toastStore = {
  get: () => toasts,
  subscribe: changes.subscribe,
  dismiss(id: number) {
    clearTimeout(timers.get(id))
    timers.delete(id)
    if (toasts.some((t) => t.id === id)) set(toasts.filter((t) => t.id !== id))
  },
  show(kind: ToastKind, title: string, description?: string, durationMs?: number): number {
    const id = nextId++
    set([...toasts.slice(-(MAX_TOASTS - 1)), { id, kind, title, description }])
    schedule(id, kind, durationMs)
    return id
  },
  /** Before a full page load (a static page navigating): the toasts on screen follow to the next page. */
  persistForNextPage() {
    try {
      const keep = toasts.filter((t) => t.kind !== 'loading').map(({ kind, title, description }) => ({ kind, title, description }))
      if (keep.length) window.sessionStorage.setItem(FLASH_KEY, JSON.stringify(keep))
    } catch {
      // Storage disabled: the message is lost with the page, nothing else.
    }
  },
  /** On a new page: shows what the previous one handed over, once. */
  restoreFromLastPage() {
    try {
      const raw = window.sessionStorage.getItem(FLASH_KEY)
      if (!raw) return
      window.sessionStorage.removeItem(FLASH_KEY)
      for (const t of JSON.parse(raw) as Omit<Toast, 'id'>[]) toastStore.show(t.kind, String(t.title), t.description ? String(t.description) : undefined)
    } catch {
      // A malformed entry is dropped.
    }
  },
  /** Turns a toast into another kind in place (a loading toast into its result). */
  update(id: number, kind: ToastKind, title: string, description?: string, durationMs?: number) {
    if (!toasts.some((t) => t.id === id)) return
    set(toasts.map((t) => (t.id === id ? { id, kind, title, description } : t)))
    schedule(id, kind, durationMs)
  },
}

/** Show a toast from anywhere: toast.success('Search Saved'). */
export const toast = {
  success: (title: string, description?: string) => toastStore.show('success', title, description),
  error: (title: string, description?: string) => toastStore.show('error', title, description),
  info: (title: string, description?: string) => toastStore.show('info', title, description),
  loading: (title: string, description?: string) => toastStore.show('loading', title, description),
  update: toastStore.update,
  dismiss: (id: number) => toastStore.dismiss(id),
}
