import * as v from 'valibot'
import { api } from '~/lib/api-client'
import type { InspectionType } from '~/shared/transactions/viewing-kinds'
import { viewingBodySchema, type ViewingBody } from '~/shared/schemas/viewing'
import type { TransactionCard } from '~/shared/types/buyer-tools'
import { lagosLocal } from './lagos-time'

type BodyInput = v.InferInput<ReturnType<typeof viewingBodySchema>>

const text = v.string()

/**
 * The booking form (000 §5 Viewing): what is on screen — the calendar day ('yyyy-MM-dd') and the
 * hour, minute and AM/PM selects — becomes the request body, which the server's own schema then
 * checks, so the messages (path `date`, `phone_number`, …) are the server's.
 */
export const viewingFormSchema = (listing: { id: number }, listingUrl: string, now?: () => Date) =>
  v.pipe(
    v.object({ viewing_type: text, phone_number: text, inspection_type: text, first_name: text, last_name: text, email: text, date: text, hour: text, minute: text, period: text }),
    v.transform((f): BodyInput => {
      const common = {
        phone_number: f.phone_number,
        inspection_type: f.inspection_type as InspectionType,
        date: lagosLocal(f.date, f.hour, f.minute, f.period),
        listing_id: listing.id,
        listing_url: listingUrl,
      }
      // Myself: the server takes the name and e-mail from the profile, so none are sent.
      return f.viewing_type === 'TRUSTED_PERSON'
        ? { viewing_type: 'TRUSTED_PERSON', ...common, first_name: f.first_name, last_name: f.last_name, email: f.email }
        : { viewing_type: 'MYSELF', ...common }
    }),
    viewingBodySchema(now),
  )

/** A new form: for myself, a physical inspection, no day yet, 10:00 AM; the phone from the profile. */
export const initialViewingForm = (phone: string) => ({
  viewing_type: 'MYSELF',
  phone_number: phone,
  inspection_type: 'PHYSICAL_INSPECTION',
  first_name: '',
  last_name: '',
  email: '',
  date: '',
  hour: '10',
  minute: '0',
  period: 'AM',
})

// Moved to src/lib so the marketing forms share it (features do not import each other).
export { newIdempotencyKey } from '~/lib/idempotency-key'

/**
 * POST /enquiry/schedule-viewing. One key per opened form: a double click, or a retry after a
 * lost answer, is the same booking (decision 030).
 */
export const scheduleViewing = (body: ViewingBody, idempotencyKey: string) =>
  api<TransactionCard>('/enquiry/schedule-viewing', { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey }, silent: true })
