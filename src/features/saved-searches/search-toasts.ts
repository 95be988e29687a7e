import { DEFAULT_ERROR_MESSAGE } from '~/shared/envelope'
import { toastStore, type ToastKind } from '~/lib/toast-store'

/** The toasts of one change (000 §8): an optional loading toast that turns into the result. */
export interface ToastSteps {
  loading?: string
  success: string
  /** Shown with the server's message. */
  failure: string
}

export const SAVE_TOASTS: ToastSteps = { loading: 'Saving search, please wait...', success: 'Search Saved', failure: 'Error' }
export const RENAME_TOASTS: ToastSteps = { success: 'Search title updated', failure: 'Error' }
export const ALERT_TOASTS: ToastSteps = { success: 'Alerts updated', failure: 'Error' }
export const DELETE_TOASTS: ToastSteps = { loading: 'Deleting search, please wait...', success: 'Search deleted', failure: 'Deleting failed' }

/** Runs `change` under its toasts; true when it succeeded. */
export async function withToasts(steps: ToastSteps, change: () => Promise<unknown>): Promise<boolean> {
  const id = steps.loading ? toastStore.show('loading', steps.loading) : null
  // The loading toast may have been dismissed (or pushed out) meanwhile: the result then comes anew.
  const show = (kind: ToastKind, title: string, description?: string) => {
    if (id !== null && toastStore.get().some((t) => t.id === id)) toastStore.update(id, kind, title, description)
    else toastStore.show(kind, title, description)
  }
  try {
    await change()
    show('success', steps.success)
    return true
  } catch (err) {
    show('error', steps.failure, (err as Error).message || DEFAULT_ERROR_MESSAGE)
    return false
  }
}
