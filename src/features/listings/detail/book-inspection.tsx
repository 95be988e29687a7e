import { lazy, Suspense, useState } from 'react'
import { useSession } from '~/lib/session'
import type { ListingDto } from '~/shared/types/listing'
import { useOpenTransactionOf } from '~/features/transactions/listing-viewing-api'
import { useSignInGate } from '../components/sign-in-gate'

// The booking modal (calendar, form rules) is fetched when it is first pointed at or opened.
const loadModal = () => import('~/features/viewings/viewing-modal')
const ViewingModal = lazy(loadModal)
// Only a signed-in buyer with a booking sees it: its code (and the Lagos time formatting) loads then.
const BookedViewing = lazy(() => import('./booked-viewing').then((m) => ({ default: m.BookedViewing })))

const button = 'mt-4 flex w-full items-center justify-center rounded-lg bg-brand px-4 py-2.5 font-semibold text-brand-ink hover:opacity-90'

/**
 * 'Book an inspection' (000 §4): signed in, it opens the viewing booking modal; a visitor gets
 * 'Let’s Get You In', and the modal opens once they have signed in from it. A buyer who already
 * has a viewing or a purchase of this listing under way sees it instead (decision 043).
 */
export function BookInspection({ listing }: { listing: Pick<ListingDto, 'id' | 'title'> }) {
  const current = useSession()
  const { notice, ask } = useSignInGate()
  const [open, setOpen] = useState(false)
  const booked = useOpenTransactionOf(listing.id)
  const book = () => (current ? setOpen(true) : ask('viewing', () => setOpen(true)))
  if (booked && current)
    return (
      <Suspense fallback={<div className="mt-4 h-20" />}>
        <BookedViewing transaction={booked} />
      </Suspense>
    )
  return (
    <>
      <button type="button" onClick={book} onPointerEnter={() => current && void loadModal()} onFocus={() => current && void loadModal()} className={button}>
        Book an inspection
      </button>
      {notice}
      {open && current && (
        <Suspense fallback={null}>
          <ViewingModal listing={listing} user={current.user} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
