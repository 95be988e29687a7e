import { api } from '~/lib/api-client'
import { useSession, userKey } from '~/lib/session'
import { useSWR } from '~/lib/swr'
import type { AcceptBody, DisputeBody } from '~/shared/schemas/trust'
import type { TransactionDetail } from '~/shared/types/buyer-tools'

// Not 'enquiry/schedule-viewing': refreshTransactions() forgets every key of the list by that name.
export const TRANSACTION = 'transaction-detail'
const path = (id: number | string) => `/enquiry/schedule-viewing/${encodeURIComponent(id)}`

/**
 * GET /enquiry/schedule-viewing/{id}: the buyer's own transaction with its timeline and escrow
 * flow (decision 035). Signed in only; read again whenever the page opens, since the team moves it.
 * Errors are shown on the page (a 404 as 'not found'), not as a toast.
 */
export function useTransaction(id: string) {
  const s = useSession()
  return useSWR(s ? userKey(s, TRANSACTION, id) : null, async () => (await api<TransactionDetail>(path(id), { silent: true })).data, {
    revalidateOnMount: true,
  })
}

/** POST …/{id}/accept: 001 §4's "the buyer confirms acceptance on the platform". Answers the detail. */
export const acceptTransaction = (id: number, body: AcceptBody) =>
  api<TransactionDetail>(`${path(id)}/accept`, { method: 'POST', body, silent: true })

/** POST …/{id}/dispute: the buyer reports a problem; the funds stay held. Answers the detail. */
export const disputeTransaction = (id: number, body: DisputeBody) =>
  api<TransactionDetail>(`${path(id)}/dispute`, { method: 'POST', body, silent: true })
