import { useSyncExternalStore } from 'react'
import { toastStore } from '~/lib/toast-store'

const empty: never[] = []

export function Toaster() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.get, () => empty)
  return (
    <div aria-live="polite" className="fixed bottom-4 right-4 z-50 flex flex-col gap-2">
      {toasts.map((t) => (
        <div key={t.id} role={t.kind === 'error' ? 'alert' : 'status'} className="rounded-lg bg-white shadow-lg border px-4 py-3 max-w-sm">
          <p className="font-semibold">{t.title}</p>
          {t.description && <p className="text-sm text-gray-600">{t.description}</p>}
        </div>
      ))}
    </div>
  )
}
