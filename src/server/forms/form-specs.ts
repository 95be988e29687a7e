import type * as v from 'valibot'
import { normalisePhone } from '~/shared/phone'
import {
  agentRegisterSchema,
  contactUsSchema,
  d2sSignupSchema,
  feedbackSchema,
  requestReportSchema,
  sellersMandateBodySchema,
  type FormName,
} from '~/shared/schemas/marketing-forms'

/** A submission's body as stored: the schema's output (trimmed, e-mail lower-cased, phone E.164). */
export type FormPayload = Record<string, unknown>

export interface FormSpec {
  /** The same schema the form validates with, given the real phone checker. */
  schema: v.GenericSchema<unknown, FormPayload>
  /** Who sent it: the receipt goes to them, and the e-mail is the row's lookup column. */
  sender(body: FormPayload): { name: string; email: string }
  /** The answer's message: 001 §8's text where it names one. */
  message(body: FormPayload): string
}

/** Every stored field's label, in the order the forms ask for them (jsonb keeps keys in its own order). */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  user_type: 'Selling as',
  first_name: 'First name',
  last_name: 'Last name',
  full_name: 'Full name',
  fullName: 'Full name',
  company_name: 'Company',
  property_owner_name: 'Registered owner',
  property_owner_address: 'Registered owner’s address',
  email: 'E-mail',
  phone: 'Phone',
  agencyName: 'Agency',
  agency_name: 'Agency',
  selected_option: 'Describes themselves as',
  property_type: 'Property type',
  address: 'Address',
  description: 'About the property',
  message: 'Message',
  property_address: 'Property address',
  property_sale_price: 'Asking price',
  currency: 'Currency',
  brokerage_fee: 'Brokerage fee',
  confirmation: 'Confirmed by',
  agreement: 'Accepted the terms',
  referral_code: 'Referral code',
  source_channel: 'Region',
  date: 'Date on the form',
}

const ORDER = new Map(Object.keys(FIELD_LABELS).map((key, i) => [key, i]))

/** Field names in the forms' order; any other name after them, alphabetically. */
export const inFieldOrder = (keys: readonly string[]) =>
  [...keys].sort((a, b) => (ORDER.get(a) ?? ORDER.size) - (ORDER.get(b) ?? ORDER.size) || a.localeCompare(b))

const text = (body: FormPayload, key: string) => (typeof body[key] === 'string' ? body[key] : '')
const byNames = (body: FormPayload) => ({ name: `${text(body, 'first_name')} ${text(body, 'last_name')}`, email: text(body, 'email') })
const byFullName = (key: string) => (body: FormPayload) => ({ name: text(body, key), email: text(body, 'email') })
const says = (message: string) => () => message

/** Every form a submission can be stored under, with its rules and its answer. */
export const FORM_SPECS: Readonly<Record<FormName, FormSpec>> = {
  'contact-us': {
    schema: contactUsSchema(normalisePhone),
    sender: byNames,
    message: says('Thank you for reaching out. We have your message and will get back to you shortly.'),
  },
  feedback: {
    schema: feedbackSchema(normalisePhone),
    sender: byNames,
    // 001 §8: the seller is contacted; the other answers are thanked.
    message: (body) => (body.selected_option === 'seller' ? 'Thank you for your feedback. We will contact you soon.' : 'Thank you for your feedback.'),
  },
  'request-report': {
    schema: requestReportSchema(normalisePhone),
    sender: byFullName('fullName'),
    message: says('Your request has been sent successfully.'),
  },
  'd2s-signup': {
    schema: d2sSignupSchema(normalisePhone),
    sender: byFullName('full_name'),
    message: says('Thank you for signing up. We will be in touch shortly.'),
  },
  'sellers-mandate': {
    schema: sellersMandateBodySchema(normalisePhone),
    sender: byFullName('full_name'),
    message: says('We have received your mandate and will be in touch shortly.'),
  },
  'sellers-mandate-email': {
    schema: sellersMandateBodySchema(normalisePhone),
    sender: byFullName('full_name'),
    message: says('We have e-mailed you the next steps.'),
  },
  'agent-register': {
    schema: agentRegisterSchema(normalisePhone),
    sender: byNames,
    message: says('Request successful'),
  },
}
