import { api } from '~/lib/api-client'
import { useSession, userKey } from '~/lib/session'
import { useSWR } from '~/lib/swr'
import type { TransactionCard, TransactionsData } from '~/shared/types/buyer-tools'
import { isClosed } from './timeline/money-status'

/** The SWR name refreshTransactions() (transactions-api.ts, which spells it out) reads again after a booking. */
export const LISTING_VIEWING = 'listing-viewing'

/**
 * GET /enquiry/schedule-viewing?listing_id=: the signed-in buyer's open transaction of this listing
 * (a viewing booked, or a purchase under way), newest first; null when there is none or nobody is
 * signed in. The listing page shows it instead of offering a second booking (decision 043).
 */
export function useOpenTransactionOf(listingId: number) {
  const s = useSession()
  const { data } = useSWR(s ? userKey(s, LISTING_VIEWING, listingId) : null, async () => {
    const page = (await api<TransactionsData>('/enquiry/schedule-viewing', { query: { listing_id: listingId, limit: 10, sort_by: 'new' }, silent: true })).data
    return page.enquiries.find((t: TransactionCard) => !isClosed(t.schedule_viewing.step)) ?? null
  }, { revalidateOnMount: true })
  return data ?? null
}
