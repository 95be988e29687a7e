import { act } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { TransactionTimelinePage } from '~/features/transactions/timeline/transaction-timeline-page'
import { session } from '~/lib/session'
import { toastStore } from '~/lib/toast-store'
import type { TransactionStep } from '~/shared/transactions/escrow-states'
import { fakeToken, installFakeApi, ok, type FakeHandler } from './fake-api'
import { FreshSwr } from './fresh-swr'
import { renderWithTenant } from './render-with-tenant'
import { transactionDetailDto } from './transaction-detail-dto'

/** The detail call of transaction 12, the one renderTimeline shows. */
export const DETAIL = 'GET /enquiry/schedule-viewing/12'

function Wrapper({ children }: { children: ReactNode }) {
  return (
    <MemoryRouter initialEntries={['/transactions/12']}>
      <FreshSwr>{children}</FreshSwr>
    </MemoryRouter>
  )
}

/** /transactions/:id for a signed-in buyer (or a visitor), against a fake API. */
export function renderTimeline(handlers: Record<string, FakeHandler>, signedIn = true, id = '12') {
  const api = installFakeApi(handlers)
  if (signedIn) act(() => session.start(fakeToken()))
  renderWithTenant(<TransactionTimelinePage id={id} />, { wrapper: Wrapper, routeId: 'transaction-timeline' })
  return api
}

/** A handler answering transaction 12 after these steps. */
export const answerAt = (steps: readonly TransactionStep[]) => () => ok(transactionDetailDto(12, steps))

/** After each test: signed out, no toast left on screen. */
export function signOutAndClearToasts() {
  act(() => session.end())
  for (const t of toastStore.get()) toastStore.dismiss(t.id)
}
