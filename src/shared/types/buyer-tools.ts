import type { AlertFrequency } from '~/shared/schemas/alerts'
import type { BuyerAction, TransactionStep } from '~/shared/transactions/escrow-states'
import type { EscrowFlowItem } from '~/shared/transactions/escrow-steps'
import type { InspectionType, ViewingType } from '~/shared/transactions/viewing-kinds'
import type { Stage, TransactionStatus } from '~/shared/transactions/viewing-states'
import type { ListingDto } from './listing'

/** 000 §3 "Saved search": query is the /listings query string without '?'. */
export interface SavedSearch {
  id: number
  label: string
  query: string
  total_results: number
  /** How often it alerts by e-mail (decision 047). */
  alert_frequency: AlertFrequency
  created_at: string
  updated_at: string
}

/** GET /favourite/count and GET /save-search/count → data.count (000 §3 "Counts"). */
export interface CountData {
  count: number
}

/** The viewing part of a transaction card (000 §3). `date` is ISO 8601 with the Lagos offset. */
export interface ScheduleViewing {
  id: number
  status: TransactionStatus
  stage_status: Stage
  viewing_type: ViewingType
  inspection_type: InspectionType
  date: string
  first_name: string
  last_name: string
  email: string
  phone_number: string
  created_at: string
  /** The last step of the escrow machine (decision 035); status and stage_status derive from it. */
  step: TransactionStep
  /** Funds held pending a dispute (001 §4). */
  disputed: boolean
}

/** One card of /transactions: the listing's fields (id is the viewing's), plus schedule_viewing. */
export type TransactionCard = Omit<ListingDto, 'id'> & {
  id: number
  listing_id: number
  badge: string | null
  /** What the signed-in buyer may do now: cancel (before a visit), accept, dispute. */
  buyer_actions: BuyerAction[]
  schedule_viewing: ScheduleViewing
}

/** One event on a transaction's timeline (decision 035). */
export interface TransactionEvent {
  id: number
  step: TransactionStep
  label: string
  /** What the step means, in the buyer's terms. */
  meaning: string
  /** buyer: the buyer did it; team: the tenant's team or the escrow partner through them. */
  actor: 'buyer' | 'team'
  occurred_at: string
  /** The dispute's reason, or what the team wrote for the buyer. */
  note: string | null
}

/** GET /enquiry/schedule-viewing/{id} → data: the card, its events (oldest first) and the escrow flow of 001 §4. */
export type TransactionDetail = TransactionCard & {
  timeline: TransactionEvent[]
  escrow_flow: EscrowFlowItem[]
  /** What the escrow partner asked the buyer to pay, where and by when; null before PAYMENT_REQUESTED (decision 043). */
  escrow_instruction: EscrowInstructionView | null
}

/** The escrow instruction as the buyer reads it: amount in whole naira, deadline ISO 8601. */
export interface EscrowInstructionView {
  partner: string
  account_name: string
  account_number: string
  bank: string
  amount: number
  currency: 'NGN'
  reference: string
  deadline: string
  recorded_at: string
}

/** GET /enquiry/schedule-viewing → data. */
export interface TransactionsData {
  enquiries: TransactionCard[]
  metadata: { total: number; page: number; pages: number; limit: number }
}
