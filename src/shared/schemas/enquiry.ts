import * as v from 'valibot'
import { emailField } from './email-field'
import type { PhoneCheck } from './phone-rule'
import { INPUT_CAPS, lineText, noControlChars, paragraphText } from './text-rules'

/**
 * Enquiries (000 §3, §5, §7): the listing enquiry sent to a realtor, and the buyer's-guide request.
 * One module for the forms and for the /enquiry/* routes that receive them.
 *
 * The phone rule takes its checker as an argument: libphonenumber-js is ~45 KB brotli, so the
 * listing page loads it only when the enquiry form is used, and until it has loaded (or if it
 * fails to load) the number counts as invalid — exactly what 000 §5 asks for. The server passes
 * the real checker (normalisePhone).
 */
export type { PhoneCheck }

/** Letters of any script, spaces, apostrophes (straight or curly) and hyphens. */
const NAME_PATTERN = /^[\p{L}][\p{L}\p{M} '’-]*$/u

const personName = (label: 'First name' | 'Last name') =>
  v.pipe(
    lineText(label, 100),
    v.regex(NAME_PATTERN, `${label} must only contain letters`),
  )

const enquiryPhone = (check: PhoneCheck) =>
  v.pipe(
    v.string('Invalid phone number'),
    v.trim(),
    v.nonEmpty('Invalid phone number'),
    v.maxLength(20, 'Invalid phone number'),
    v.check((s) => check(s) !== null, 'Invalid phone number'),
    v.transform((s) => check(s) ?? s),
  )

const enquiryMessage = paragraphText('Enquiry message', 2_000, 'Enquiry message is required')

/** The listing enquiry form's fields (000 §3 "Enquiry form"). */
export const listingEnquiryFormSchema = (check: PhoneCheck) =>
  v.object({
    first_name: personName('First name'),
    last_name: personName('Last name'),
    email: emailField,
    phone: enquiryPhone(check),
    message: enquiryMessage,
  })
export type ListingEnquiryForm = v.InferOutput<ReturnType<typeof listingEnquiryFormSchema>>

/** POST /enquiry/contact: the payload names of 000 §3. listingURL names the listing asked about. */
export const listingEnquiryBodySchema = (check: PhoneCheck) =>
  v.object({
    firstName: personName('First name'),
    lastName: personName('Last name'),
    emailAddress: emailField,
    phoneNumber: enquiryPhone(check),
    howCanARealtorHelp: enquiryMessage,
    listingURL: v.pipe(
      v.string('listingURL must be text'),
      noControlChars('listingURL'),
      v.trim(),
      v.nonEmpty('listingURL is required'),
      v.maxLength(INPUT_CAPS.line * 5, 'listingURL must be at most 1000 characters'),
      v.url('listingURL must be a URL'),
    ),
  })
export type ListingEnquiryBody = v.InferOutput<ReturnType<typeof listingEnquiryBodySchema>>

/** The form's fields under the payload names the server reads. */
export const toEnquiryPayload = (form: ListingEnquiryForm, listingURL: string) => ({
  firstName: form.first_name,
  lastName: form.last_name,
  emailAddress: form.email,
  phoneNumber: form.phone,
  howCanARealtorHelp: form.message,
  listingURL,
})

const guideName = (message: string) =>
  v.pipe(
    v.string(message),
    noControlChars(message.replace(/^Invalid /, '')),
    v.trim(),
    v.minLength(2, message),
    v.maxLength(100, message),
  )

/** POST /enquiry/send-guide and the 'Download your copy of the guide' form (000 §5 Guide). */
export const GuideRequestSchema = v.object({
  first_name: guideName('Invalid first name'),
  last_name: guideName('Invalid last name'),
  email: emailField,
})
export type GuideRequest = v.InferOutput<typeof GuideRequestSchema>
