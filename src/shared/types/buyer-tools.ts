import type { InspectionType, ViewingType } from '~/shared/transactions/viewing-kinds'
import type { Stage, TransactionStatus } from '~/shared/transactions/viewing-states'
import type { ListingDto } from './listing'

/** 000 §3 "Saved search": query is the /listings query string without '?'. */
export interface SavedSearch {
  id: number
  label: string
  query: string
  total_results: number
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
}

/** One card of /transactions: the listing's fields (id is the viewing's), plus schedule_viewing. */
export type TransactionCard = Omit<ListingDto, 'id'> & {
  id: number
  listing_id: number
  badge: string | null
  schedule_viewing: ScheduleViewing
}

/** GET /enquiry/schedule-viewing → data. */
export interface TransactionsData {
  enquiries: TransactionCard[]
  metadata: { total: number; page: number; pages: number; limit: number }
}
