import { useEffect, useSyncExternalStore } from 'react'
import { NO_TOASTS, toastStore, type Toast, type ToastKind } from '~/lib/toast-store'
import { CloseIcon } from './close-icon'

const tone: Record<ToastKind, string> = {
  success: 'border-l-green-600',
  error: 'border-l-red-600',
  loading: 'border-l-brand',
  info: 'border-l-sky-600',
}

const iconTone: Record<ToastKind, string> = {
  success: 'text-green-600',
  error: 'text-red-600',
  loading: 'text-brand animate-spin',
  info: 'text-sky-600',
}

// One path per kind keeps the static bundle small (no icon library).
const iconPath: Record<ToastKind, string> = {
  success: 'M5 12.5l4.5 4.5L19 7.5',
  error: 'M12 7v6m0 4h.01M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z',
  loading: 'M12 3a9 9 0 1 0 9 9',
  info: 'M12 11v6m0-10h.01M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z',
}

function ToastItem({ toast }: { toast: Toast }) {
  return (
    <div
      role={toast.kind === 'error' ? 'alert' : 'status'}
      data-kind={toast.kind}
      className={`pointer-events-auto flex items-start gap-3 rounded-lg border border-gray-200 border-l-4 bg-white px-4 py-3 shadow-lg ${tone[toast.kind]}`}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className={`mt-0.5 h-5 w-5 shrink-0 ${iconTone[toast.kind]}`} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d={iconPath[toast.kind]} />
      </svg>
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-gray-900">{toast.title}</p>
        {toast.description && <p className="mt-0.5 text-sm text-gray-600">{toast.description}</p>}
      </div>
      <button
        type="button"
        onClick={() => toastStore.dismiss(toast.id)}
        aria-label="Dismiss notification"
        className="-m-1 rounded p-1 text-gray-400 hover:text-gray-700"
      >
        <CloseIcon className="h-4 w-4" />
      </button>
    </div>
  )
}

/**
 * Renders the toast store; the server snapshot is empty so hydration always matches. It is the
 * store's own empty array: any other would differ from the store's after hydration, and React
 * re-renders a store that differs at once, synchronously (decision 060).
 */
export function Toaster() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.get, () => NO_TOASTS)
  // A toast shown just before a full page load ('Sign Up Successful', then /referrals) follows to
  // the next page of this site.
  useEffect(() => {
    toastStore.restoreFromLastPage()
    window.addEventListener('pagehide', toastStore.persistForNextPage)
    return () => window.removeEventListener('pagehide', toastStore.persistForNextPage)
  }, [])
  return (
    <section aria-label="Notifications" className="pointer-events-none fixed inset-x-4 top-20 z-[60] flex flex-col items-end gap-2 sm:left-auto sm:w-96">
      {toasts.map((t) => (
        <ToastItem key={t.id} toast={t} />
      ))}
    </section>
  )
}
