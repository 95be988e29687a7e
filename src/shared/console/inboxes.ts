import * as v from 'valibot'
import { FORM_NAMES } from '~/shared/schemas/marketing-forms'
import { lagosInstant } from '~/shared/schemas/viewing'
import { optionalParagraph, paragraphText } from '~/shared/schemas/text-rules'
import { STAFF_ROLES } from './roles'
import { cursor, day, page } from './queries'

/** The console's inboxes and staff page (issue 24, decision 050): one schema for the page and the route. */

export const REPORT_STATUSES = ['new', 'handled', 'dismissed'] as const
export type ReportStatus = (typeof REPORT_STATUSES)[number]

export const ReportsInboxQuerySchema = v.object({
  status: v.optional(v.picklist(REPORT_STATUSES, 'status must be new, handled or dismissed'), 'new'),
  before: cursor('before'),
  limit: page,
})
export type ReportsInboxQuery = v.InferOutput<typeof ReportsInboxQuerySchema>

/** Handled or dismissed, with a note for the trail; the reporter is told the outcome, not the note. */
export const ResolveReportSchema = v.object({
  status: v.picklist(['handled', 'dismissed'], 'Choose handled or dismissed'),
  note: paragraphText('note', 1_000, 'Add a note: what was done'),
})

export const SubmissionsInboxQuerySchema = v.object({
  form: v.optional(v.picklist(FORM_NAMES, `form must be one of ${FORM_NAMES.join(', ')}`), 'contact-us'),
  before: cursor('before'),
  limit: page,
})

/** The CSV export asks what `npm run submissions -- --form … --since …` asks. */
export const SubmissionsExportQuerySchema = v.object({
  form: v.optional(v.picklist(FORM_NAMES, `form must be one of ${FORM_NAMES.join(', ')}`)),
  since: day('since'),
})

export const VIEWING_FILTERS = ['open', 'all'] as const
export const ViewingsInboxQuerySchema = v.object({
  show: v.optional(v.picklist(VIEWING_FILTERS, 'show must be open or all'), 'open'),
  before: cursor('before'),
  limit: page,
})

const lagosTime = v.pipe(
  v.string('Choose the new date and time'),
  v.trim(),
  v.check((s) => lagosInstant(s) !== null, 'Choose a real date and time'),
  v.check((s) => (lagosInstant(s)?.getTime() ?? 0) > Date.now(), 'Choose a date and time in the future'),
)

/** Confirm, reschedule (a new Lagos wall-clock time) or cancel a viewing request; the note goes to the buyer. */
export const ViewingActionSchema = v.variant(
  'action',
  [
    v.object({ action: v.literal('confirm'), note: optionalParagraph('note', 1_000) }),
    v.object({ action: v.literal('reschedule'), date: lagosTime, note: optionalParagraph('note', 1_000) }),
    v.object({ action: v.literal('cancel'), note: paragraphText('note', 1_000, 'Tell the buyer why the viewing is canceled') }),
  ],
  'action must be confirm, reschedule or cancel',
)
export type ViewingAction = v.InferOutput<typeof ViewingActionSchema>

export const StaffChangeSchema = v.object({
  role: v.optional(v.picklist(STAFF_ROLES, 'Choose a role')),
  disabled: v.optional(v.literal(true, 'disabled can only be true: invite the address again to restore it')),
})

export interface InboxReport {
  id: number
  created_at: string
  listing_id: number
  property_id: string
  title: string
  slug: string
  reason: string
  details: string
  has_email: boolean
  status: ReportStatus
  resolution_note: string | null
  resolved_by: string | null
}

export interface InboxSubmission {
  id: number
  created_at: string
  form: string
  email: string
  payload: Record<string, unknown>
}

export interface InboxViewing {
  id: number
  created_at: string
  scheduled_at: string
  step: string
  status: string
  disputed: boolean
  listing_id: number
  title: string
  first_name: string
  last_name: string
  email: string
  phone_number: string
  inspection_type: string
  viewing_type: string
}

export interface StaffMember {
  id: number
  email: string
  role: (typeof STAFF_ROLES)[number]
  status: 'invited' | 'active' | 'disabled'
}
