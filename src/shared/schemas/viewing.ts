import * as v from 'valibot'
import { LAGOS_OFFSET, lagosClock } from '~/shared/format/lagos-time'
import { INSPECTION_TYPES } from '~/shared/transactions/viewing-kinds'
import { isViewingSlot, SLOT_MESSAGE } from '~/shared/transactions/viewing-slots'
import { VIEWING_MAX_DAYS_AHEAD } from './buyer-tools'
import { emailField } from './email-field'
import { phoneField } from './phone-field'
import { lineText, noControlChars } from './text-rules'

/**
 * POST /enquiry/schedule-viewing (000 §3 "Viewing request", §5 "Viewing"): the booking modal and
 * the route share it. Apart from ./buyer-tools.ts because the phone rule is libphonenumber-js.
 */

/** 'YYYY-MM-DDTHH:mm', wall-clock time in Lagos (Africa/Lagos is UTC+1 all year, no daylight saving). */
export const LAGOS_LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/

/** The instant a Lagos wall-clock time names, or null when it is not a real date and time. */
export function lagosInstant(local: string): Date | null {
  const m = LAGOS_LOCAL.exec(local)
  if (!m) return null
  const d = new Date(`${local}:00${LAGOS_OFFSET}`)
  if (Number.isNaN(d.getTime())) return null
  // Round-trip to refuse 2026-02-30 and 25:00, which Date would roll over.
  const back = lagosClock(d).toISOString().slice(0, 16)
  return back === local ? d : null
}

const viewingDate = (now: () => Date) =>
  v.pipe(
    v.string('Completion Date is required'),
    v.trim(),
    v.nonEmpty('Completion Date is required'),
    v.check((s) => lagosInstant(s) !== null, 'Choose a real date and time'),
    // valibot runs every check of a pipe; these two let the first one speak for an unreal date.
    v.check((s) => (lagosInstant(s)?.getTime() ?? Infinity) > now().getTime(), 'Choose a date and time in the future'),
    v.check((s) => lagosInstant(s) === null || isViewingSlot(s), SLOT_MESSAGE),
    v.check(
      (s) => (lagosInstant(s)?.getTime() ?? 0) <= now().getTime() + VIEWING_MAX_DAYS_AHEAD * 86_400_000,
      `Choose a date within the next ${VIEWING_MAX_DAYS_AHEAD} days`,
    ),
  )

const personName = (name: 'First name' | 'Last name') => lineText(name, 100)

const common = (now: () => Date) => ({
  phone_number: phoneField('Phone number is required', 11, 'Phone number must be at least 11 characters long'),
  inspection_type: v.picklist(INSPECTION_TYPES, 'Inspection type is required'),
  date: viewingDate(now),
  listing_id: v.pipe(v.number('listing_id must be a whole number'), v.integer('listing_id must be a whole number'), v.minValue(1, 'listing_id must be a whole number')),
  listing_url: v.optional(v.pipe(v.string('listing_url must be text'), noControlChars('listing_url'), v.trim(), v.maxLength(500, 'listing_url must be at most 500 characters'))),
})

/**
 * POST /enquiry/schedule-viewing (000 §3 "Viewing request"). Myself: the name and e-mail come
 * from the signed-in profile, so they are not asked. Trusted person: first name, last name and a
 * valid e-mail of that person. `date` is a Lagos wall-clock time, 'YYYY-MM-DDTHH:mm'.
 */
export const viewingBodySchema = (now: () => Date = () => new Date()) =>
  v.variant(
    'viewing_type',
    [
      v.object({
        viewing_type: v.literal('MYSELF'),
        ...common(now),
        first_name: v.optional(v.unknown()),
        last_name: v.optional(v.unknown()),
        email: v.optional(v.unknown()),
      }),
      v.object({
        viewing_type: v.literal('TRUSTED_PERSON'),
        ...common(now),
        first_name: personName('First name'),
        last_name: personName('Last name'),
        email: emailField,
      }),
    ],
    'Viewing type is required',
  )
export type ViewingBody = v.InferOutput<ReturnType<typeof viewingBodySchema>>

