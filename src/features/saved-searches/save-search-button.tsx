import { lazy, Suspense, useState } from 'react'
import { requestAuth } from '~/components/layout/auth-events'
import { useSession } from '~/lib/session'
import type { SaveSearchDialogProps } from './save-search-dialog'

const SaveSearchDialog = lazy(() => import('./save-search-dialog'))

/** The 'Save search' action of /listings: a visitor is asked to sign in; a user names the search. */
export function SaveSearchButton({ className, ...search }: Omit<SaveSearchDialogProps, 'onClose'> & { className?: string }) {
  const current = useSession()
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" className={className} onClick={() => (current ? setOpen(true) : requestAuth('signin'))}>
        Save search
      </button>
      {open && current && (
        <Suspense fallback={null}>
          <SaveSearchDialog {...search} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
