import * as v from 'valibot'

/** limit: 1–100, 25 by default. */
export const page = v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/, 'limit must be a whole number from 1 to 100'), v.transform(Number), v.minValue(1, 'limit must be a whole number from 1 to 100'), v.maxValue(100, 'limit must be a whole number from 1 to 100')), '25')
export const cursor = (name: string) => v.optional(v.pipe(v.string(), v.regex(/^\d{1,18}$/, `${name} must be an id`), v.transform(Number)))

/** The console's listing finder (decision 045): text, availability, keyset paging by id. */
export const ConsoleListingsQuerySchema = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'q must be at most 100 characters'))),
  availability: v.optional(v.picklist(['available', 'sold', 'let'], 'availability must be available, sold or let')),
  category: v.optional(v.picklist(['For sale', 'For rent'], "category must be 'For sale' or 'For rent'")),
  before: cursor('before'),
  limit: page,
})
export type ConsoleListingsQuery = v.InferOutput<typeof ConsoleListingsQuerySchema>

/** The console's realtor finder: name, username or e-mail; keyset paging by id. */
export const ConsoleRealtorsQuerySchema = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'q must be at most 100 characters'))),
  before: cursor('before'),
  limit: page,
})

export const day = (name: string) => v.optional(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date (YYYY-MM-DD)`)))

/** What ops_audit rows name as their target (0011, 0017). */
export const AUDIT_TARGETS = ['listing', 'transaction', 'reports', 'staff', 'realtor'] as const

/** The tenant's audit trail: by actor, action, day range; keyset paging by id. */
export const ConsoleAuditQuerySchema = v.object({
  actor: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(254))),
  action: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(60))),
  /** What was acted on: its kind, and optionally its id (a listing id, a transaction id, a staff id). */
  target_kind: v.optional(v.picklist(AUDIT_TARGETS, `target_kind must be one of ${AUDIT_TARGETS.join(', ')}`)),
  target_id: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(60, 'target_id must be at most 60 characters'))),
  from: day('from'),
  to: day('to'),
  before: cursor('before'),
  limit: page,
})
export type ConsoleAuditQuery = v.InferOutput<typeof ConsoleAuditQuerySchema>

/** What the console shows of a listing in its list. */
export interface ConsoleListing {
  id: number
  property_id: string
  slug: string
  title: string
  category: string
  availability: 'available' | 'sold' | 'let'
  state: string
  asking_price_ngn: number
  verification_tier: number
  confirmed_available_at: string
  /** False for a draft: not in public search, its page 404 (decision 048). */
  published: boolean
}

export interface ConsoleAuditRow {
  id: number
  at: string
  /** Who the request proved: a staff member, `ops-token:…` or the terminal's `user@host`. */
  actor: string
  /** The name the operator token or CLI caller wrote (body `actor`, --actor); never the actor. */
  claimed_actor: string | null
  channel: string
  action: string
  target_kind: string
  target_id: string
  before: unknown
  after: unknown
}

export interface ConsolePage<T> {
  items: T[]
  /** Pass as `before` for the next page; null on the last. */
  next: number | null
}
