import * as v from 'valibot'
import { positiveInt } from './query-fields'
import { noControlChars } from './text-rules'
import { AlertFrequencySchema, TimeZoneSchema } from './alerts'

/**
 * Buyer tools (000 §3, §5, §7): favourites, saved searches and the viewing enumerations. One
 * module for the forms and for the /favourite and /save-search routes. The viewing request itself
 * is ./viewing.ts: its phone rule brings libphonenumber-js, which only the booking modal loads.
 */

/** How many searches one person may keep (decision 030). */
export const SAVED_SEARCH_MAX = 50
export const SAVED_SEARCH_LABEL_MAX = 80

/** POST /favourite and DELETE /favourite/{listing_id}: the listing (decision 030). */
export const FavouriteBodySchema = v.object({
  listing_id: v.pipe(
    v.union([v.number('listing_id must be a whole number'), v.string('listing_id must be a whole number')], 'listing_id must be a whole number'),
    v.transform(String),
    positiveInt('listing_id'),
  ),
})

const label = v.pipe(
  v.string('Title is required'),
  noControlChars('Title'),
  v.trim(),
  v.minLength(2, 'Title is required'),
  v.maxLength(SAVED_SEARCH_LABEL_MAX, `Title must be at most ${SAVED_SEARCH_LABEL_MAX} characters`),
)

/** The save-search modal: title minimum 2 ('Title is required', 000 §5). */
export const SaveSearchFormSchema = v.object({ title: label })
export type SaveSearchForm = v.InferOutput<typeof SaveSearchFormSchema>

/** POST /save-search: label, query (the /listings query string), total_results (recomputed by the server). */
export const SaveSearchBodySchema = v.object({
  label,
  query: v.pipe(
    v.string('query must be text'),
    noControlChars('query'),
    v.trim(),
    v.maxLength(1_000, 'query must be at most 1000 characters'),
  ),
  total_results: v.optional(v.unknown()),
  /** How often it alerts (decision 047); daily when not sent. */
  alert_frequency: v.optional(AlertFrequencySchema),
  /** The browser's IANA zone: daily and weekly alerts go at 07:00 there. */
  time_zone: v.optional(TimeZoneSchema),
})
export type SaveSearchBody = v.InferOutput<typeof SaveSearchBodySchema>

/** PATCH /save-search/{id}: a new label, a new alert frequency (decision 047), or both. */
export const RenameSearchBodySchema = v.pipe(
  v.object({ label: v.optional(label), alert_frequency: v.optional(AlertFrequencySchema) }),
  v.forward(
    v.check((b) => b.label !== undefined || b.alert_frequency !== undefined, 'Title is required'),
    ['label'],
  ),
)

/** How far ahead a viewing may be booked. */
export const VIEWING_MAX_DAYS_AHEAD = 365

/** PATCH /enquiry/schedule-viewing/{id}: the buyer may only cancel (decision 030). */
export const ViewingChangeSchema = v.object({
  status: v.literal('CANCELED', 'status must be CANCELED'),
})
