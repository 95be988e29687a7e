import { createEmitter } from './events'

export type ToastKind = 'success' | 'error' | 'loading' | 'info'

export interface Toast {
  id: number
  kind: ToastKind
  title: string
  description?: string
}

let nextId = 1
let toasts: readonly Toast[] = []
const changes = createEmitter<readonly Toast[]>()

function set(next: readonly Toast[]) {
  toasts = next
  changes.emit(toasts)
}

export const toastStore = {
  get: () => toasts,
  subscribe: changes.subscribe,
  dismiss(id: number) {
    set(toasts.filter((t) => t.id !== id))
  },
  show(kind: ToastKind, title: string, description?: string, durationMs = kind === 'loading' ? 0 : 5000): number {
    const id = nextId++
    set([...toasts.slice(-3), { id, kind, title, description }])
    if (durationMs > 0 && typeof window !== 'undefined') window.setTimeout(() => toastStore.dismiss(id), durationMs)
    return id
  },
}

/** Show a toast from anywhere: toast.success('Search Saved'). */
export const toast = {
  success: (title: string, description?: string) => toastStore.show('success', title, description),
  error: (title: string, description?: string) => toastStore.show('error', title, description),
  info: (title: string, description?: string) => toastStore.show('info', title, description),
  loading: (title: string, description?: string) => toastStore.show('loading', title, description),
  dismiss: (id: number) => toastStore.dismiss(id),
}
