import { unstable_serialize } from 'swr/infinite'
import { api } from '~/lib/api-client'
import { session, useSession, userKey, type Session } from '~/lib/session'
import { mutate, useSWRInfinite } from '~/lib/swr'
import type { TransactionCard, TransactionsData } from '~/shared/types/buyer-tools'

/**
 * listing-viewing-api.ts's SWR name, written out: importing it would load that module (its hook
 * and the closed-step rules) on /transactions, which never shows a listing's booking.
 */
const LISTING_VIEWING = 'listing-viewing'

/** 000 §9: the transactions page asks for 10 at a time. */
export const TRANSACTIONS_PAGE_SIZE = 10

/** The sorts of decision 030: newest booking first (default), or by the listing's price. */
export const TRANSACTION_SORTS = [
  { value: 'new', label: 'Newest first' },
  { value: 'lowest_price', label: 'Lowest price' },
  { value: 'highest_price', label: 'Highest price' },
] as const
export type TransactionSort = (typeof TRANSACTION_SORTS)[number]['value']

type Page = TransactionsData
/** The list's SWR name: userKey(session, TRANSACTIONS, sort, page). */
export const TRANSACTIONS = 'enquiry/schedule-viewing'

/** The useSWRInfinite key of one person's transactions in one order; null once the last page is in. */
const pageKey = (s: Session, sort: TransactionSort) => (index: number, previous: Page | null) =>
  previous && previous.metadata.page >= previous.metadata.pages ? null : userKey(s, TRANSACTIONS, sort, index + 1)

/** GET /enquiry/schedule-viewing?limit=10&page=N&sort_by: every page loaded so far. Signed in only. */
export function useTransactionPages(sort: TransactionSort) {
  const s = useSession()
  return useSWRInfinite(
    s ? pageKey(s, sort) : () => null,
    async ([, , , , sortBy, page]: ReturnType<typeof userKey>) =>
      (await api<Page>('/enquiry/schedule-viewing', { query: { limit: TRANSACTIONS_PAGE_SIZE, page: page as number, sort_by: sortBy as string } })).data,
    // The list changes on another page (a booking), so it is read again whenever it is shown.
    { revalidateOnMount: true, revalidateFirstPage: false },
  )
}

const isTransactionsPage = (key: unknown) => Array.isArray(key) && key[0] === 'user' && key[3] === TRANSACTIONS

/** After a booking: the cached pages are forgotten and a list on screen reads them again. */
export async function refreshTransactions() {
  const s = session.get()
  if (!s) return
  await mutate(isTransactionsPage, undefined, { revalidate: false })
  await Promise.all(TRANSACTION_SORTS.map(({ value }) => mutate(unstable_serialize(pageKey(s, value)))))
  // A listing page's 'You have an inspection booked' reads again too.
  await mutate((key: unknown) => Array.isArray(key) && key[0] === 'user' && key[3] === LISTING_VIEWING)
}

/** PATCH /enquiry/schedule-viewing/{id}: the buyer cancels before anyone has visited. */
export const cancelViewing = (id: number) =>
  api<TransactionCard>(`/enquiry/schedule-viewing/${id}`, { method: 'PATCH', body: { status: 'CANCELED' }, silent: true })
