import { useEffect, useRef, useState } from 'react'
import { toast } from '~/lib/toast-store'
import { cancelViewing } from './transactions-api'

const small = 'rounded-lg px-3 py-2 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-50'

/**
 * 'Cancel viewing' with a confirm step (decision 030: the buyer may cancel before anyone has
 * visited). Focus moves to the question's first answer, and back to the button on 'Keep it'.
 */
export function CancelViewing({ id, describedBy, onCanceled }: { id: number; describedBy: string; onCanceled: () => unknown }) {
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)
  const confirm = useRef<HTMLButtonElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const returning = useRef(false)
  useEffect(() => {
    if (asking) confirm.current?.focus()
    else if (returning.current) trigger.current?.focus()
    returning.current = false
  }, [asking])

  const cancel = async () => {
    setBusy(true)
    try {
      await cancelViewing(id)
      toast.success('Viewing canceled')
      await onCanceled()
    } catch (err) {
      toast.error('Error', (err as Error).message || 'Something went wrong. Try again later.')
      setBusy(false)
    }
  }

  if (!asking)
    return (
      <button ref={trigger} type="button" aria-describedby={describedBy} onClick={() => setAsking(true)} className={`${small} border border-gray-300 text-gray-800 hover:bg-gray-50`}>
        Cancel viewing
      </button>
    )
  return (
    <div role="group" aria-label="Cancel this viewing?" className="flex flex-wrap items-center gap-2">
      <p className="text-sm font-medium text-gray-900">Cancel this viewing?</p>
      <button ref={confirm} type="button" disabled={busy} aria-busy={busy || undefined} onClick={() => void cancel()} className={`${small} bg-red-700 text-white hover:bg-red-800`}>
        {busy ? 'Canceling…' : 'Yes, cancel it'}
      </button>
      <button
        type="button"
        disabled={busy}
        onClick={() => {
          returning.current = true
          setAsking(false)
        }}
        className={`${small} border border-gray-300 text-gray-800 hover:bg-gray-50`}
      >
        Keep it
      </button>
    </div>
  )
}
