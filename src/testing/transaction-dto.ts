import type { Stage, TransactionStatus } from '~/shared/transactions/viewing-states'
import { badgeKey } from '~/shared/transactions/viewing-states'
import type { ScheduleViewing, TransactionCard, TransactionsData } from '~/shared/types/buyer-tools'
import { listingDto } from './listing-dto'

/** A transaction card as GET /enquiry/schedule-viewing answers it, for component tests. */
export function transactionDto(id: number, state: { status?: TransactionStatus; stage_status?: Stage } = {}, viewing: Partial<ScheduleViewing> = {}): TransactionCard {
  const { id: listingId, ...listing } = listingDto()
  const status = state.status ?? 'PENDING_CONFIRMATION'
  const stage_status = state.stage_status ?? 'INSPECTION'
  return {
    ...listing,
    id,
    listing_id: listingId,
    badge: badgeKey({ status, stage_status }),
    buyer_actions: status === 'PENDING_CONFIRMATION' ? ['cancel'] : [],
    schedule_viewing: {
      id,
      status,
      stage_status,
      viewing_type: 'MYSELF',
      inspection_type: 'PHYSICAL_INSPECTION',
      date: '2026-11-30T10:30:00+01:00',
      first_name: 'Ada',
      last_name: 'Obi',
      email: 'ada@example.com',
      phone_number: '+2348031234567',
      created_at: '2026-11-20T09:00:00Z',
      step: 'VIEWING_REQUESTED',
      disputed: false,
      ...viewing,
    },
  }
}

/** One page of GET /enquiry/schedule-viewing's `data`. */
export const transactionsPage = (enquiries: TransactionCard[], metadata: Partial<TransactionsData['metadata']> = {}): TransactionsData => ({
  enquiries,
  metadata: { total: enquiries.length, page: 1, pages: 1, limit: 10, ...metadata },
})
