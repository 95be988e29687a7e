import * as v from 'valibot'
import { lineText } from './text-rules'
import type { PhoneCheck } from './enquiry'

/**
 * The marketing site's forms (001 §3, §5, §7): one module for the forms and for the functions
 * that receive them (`netlify/functions/forms.ts`, `POST /agent/register`). Every rule and message
 * is 001 §5's; where §5 names none, the message names the field.
 *
 * Like the enquiry form, the phone rule takes its checker: libphonenumber-js loads with a form
 * when it is used, and until then (or if it fails) a number counts as invalid. The server passes
 * the real checker (normalisePhone), which also stores the number in E.164.
 */

/** First and last names: at least 2 characters (001 §5 contact-us, feedback). */
const personName = (label: 'First name' | 'Last name') => {
  const message = `${label} must be 2 or more characters long`
  return v.pipe(lineText(label, 100, message), v.minLength(2, message))
}

/** A valid, lower-cased e-mail with the form's own message. */
const email = (message: string) =>
  v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(254, message), v.email(message), v.toLowerCase())

/** A phone number: at least 11 characters (001 §9), a real number, stored in E.164. */
export const phone = (check: PhoneCheck, message: string) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.minLength(11, message),
    v.maxLength(20, message),
    v.check((s) => check(s) !== null, message),
    v.transform((s) => check(s) ?? s),
  )

/** A text that may be left out: absent, empty or blank all mean "not given". */
const optionalLine = (name: string, max = 200) =>
  v.optional(
    v.pipe(
      v.string(`${name} must be text`),
      v.trim(),
      v.maxLength(max, `${name} must be at most ${max} characters`),
      v.transform((s) => (s === '' ? undefined : s)),
    ),
  )
const optionalParagraph = (name: string, max = 2_000) =>
  v.optional(v.pipe(v.string(`${name} must be text`), v.trim(), v.maxLength(max, `${name} must be at most ${max} characters`)))

/** The agreement box of the partner forms. */
const agreed = v.literal(true, 'You must agree to the terms and conditions')

// ---- Contact us (001 §3, §5) ----

export const contactUsSchema = (check: PhoneCheck) =>
  v.object({
    first_name: personName('First name'),
    last_name: personName('Last name'),
    phone: phone(check, 'Invalid phone number'),
    email: email('Invalid email address'),
    message: optionalParagraph('Message'),
  })
export type ContactUsBody = v.InferOutput<ReturnType<typeof contactUsSchema>>

// ---- Feedback pop-up (001 §2, §3, §5) ----

export const FEEDBACK_OPTIONS = ['buyer', 'agent', 'seller', 'exploring'] as const
export type FeedbackOption = (typeof FEEDBACK_OPTIONS)[number]

/** The seller's form asks the property type; the exploring form does not. */
export const feedbackSchema = (check: PhoneCheck) =>
  v.pipe(
    v.object({
      first_name: personName('First name'),
      last_name: personName('Last name'),
      phone: phone(check, 'Invalid phone number'),
      email: email('Invalid email address'),
      property_type: optionalLine('Property type', 100),
      selected_option: v.picklist(FEEDBACK_OPTIONS, 'selected_option must be one of buyer, agent, seller, exploring'),
    }),
    v.forward(
      v.check((f) => f.selected_option !== 'seller' || (f.property_type?.length ?? 0) >= 2, 'Property type is required'),
      ['property_type'],
    ),
  )
export type FeedbackBody = v.InferOutput<ReturnType<typeof feedbackSchema>>

// ---- Request a report (001 §3, §5) ----

export const requestReportSchema = (check: PhoneCheck) =>
  v.object({
    fullName: lineText('Full name', 200, 'Full name is required'),
    email: email('Please enter a valid email address'),
    phone: phone(check, 'Phone number is required'),
    address: lineText('Address', 300, 'Please enter a valid address'),
    description: optionalParagraph('Description'),
    /** The visitor's region, added on submit (001 §3). */
    source_channel: optionalLine('source_channel', 100),
  })
export type RequestReportBody = v.InferOutput<ReturnType<typeof requestReportSchema>>

// ---- Direct2Seller and partner realtor sign-up (001 §3, §5, §7) ----

const d2sEntries = (check: PhoneCheck) => ({
  full_name: lineText('Full name', 200, 'Full name is required'),
  email: email('Invalid email address'),
  phone: phone(check, 'Phone number is required'),
  agencyName: optionalLine('Agency name'),
  /** The moment the form was sent, as the form writes it ('10th August 2024 | 03:05:00 PM'). */
  date: optionalLine('date', 60),
})

/** POST /api/d2s-signup: the Direct2Seller form and the partner realtor modal both send it. */
export const d2sSignupSchema = (check: PhoneCheck) => v.object(d2sEntries(check))
export type D2sSignupBody = v.InferOutput<ReturnType<typeof d2sSignupSchema>>

/** The Direct2Seller landing page's form: the body, and the acknowledgement box. */
export const d2sFormSchema = (check: PhoneCheck) => v.object({ ...d2sEntries(check), acknowledged: agreed })

/** The partner realtor modal: the agency name is required in its schema, though its label says optional (001 §5). */
export const partnerRealtorFormSchema = (check: PhoneCheck) =>
  v.object({ ...d2sEntries(check), agencyName: lineText('Agency name', 200, 'Agency name is required'), acknowledged: agreed })

// ---- Join the realtor network (001 §3, §7: POST /agent/register) ----

/** 'Ada Obi' → first 'Ada', last 'Obi'; 'Ada Chioma Obi' → first 'Ada', last 'Chioma Obi'. */
export function splitFullName(full: string): { first_name: string; last_name: string } | null {
  const words = full.trim().split(/\s+/)
  if (words.length < 2 || !words[0]) return null
  return { first_name: words[0], last_name: words.slice(1).join(' ') }
}

/** The form: a full name with at least a first and a last name. */
export const realtorNetworkFormSchema = (check: PhoneCheck) =>
  v.object({
    full_name: v.pipe(lineText('Full name', 200, 'Please enter first and last name'), v.check((s) => splitFullName(s) !== null, 'Please enter first and last name')),
    email: email('Invalid email address'),
    phone: phone(check, 'Phone number is required'),
    agency_name: optionalLine('Agency name'),
    agreement: agreed,
    referral_code: optionalLine('referral_code', 64),
  })
export type RealtorNetworkForm = v.InferOutput<ReturnType<typeof realtorNetworkFormSchema>>

/** POST /agent/register: the names already split. */
export const agentRegisterSchema = (check: PhoneCheck) =>
  v.object({
    first_name: lineText('First name', 100, 'Please enter first and last name'),
    last_name: lineText('Last name', 100, 'Please enter first and last name'),
    email: email('Invalid email address'),
    phone: phone(check, 'Phone number is required'),
    agency_name: optionalLine('Agency name'),
    agreement: agreed,
    referral_code: optionalLine('referral_code', 64),
  })
export type AgentRegisterBody = v.InferOutput<ReturnType<typeof agentRegisterSchema>>

/** The form's answers as /agent/register takes them. */
export function agentRegisterBody(form: RealtorNetworkForm): AgentRegisterBody {
  const names = splitFullName(form.full_name)!
  return { ...names, email: form.email, phone: form.phone, agency_name: form.agency_name, agreement: true, referral_code: form.referral_code }
}

// ---- Seller's mandate (001 §3, §4, §5, §7) ----

export const USER_TYPES = ['Individual', 'Company'] as const
export const MANDATE_CURRENCIES = ['NGN', 'USD'] as const

/** The form sends a missing value as the text NULL (001 §7): it counts as missing. */
export const MISSING = 'NULL'
const given = (value: unknown) => value !== undefined && value !== null && value !== '' && value !== MISSING

/**
 * Turns every NULL of a mandate body into a blank, before any rule sees it: a required field then
 * answers with its own message ('Property physical address is required'), an optional one is
 * simply not given.
 */
export function dropNulls(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input
  return Object.fromEntries(Object.entries(input).map(([key, value]) => [key, value === MISSING || value === null ? '' : value]))
}

const amount = (name: string, required: string) =>
  v.pipe(
    v.union([v.string(required), v.number(required)], required),
    v.transform((x) => (typeof x === 'number' ? x : String(x).trim() === '' ? NaN : Number(String(x).replace(/[,\s]/g, '')))),
    v.number(required),
    v.check((n) => Number.isFinite(n), required),
    v.minValue(1, `${name} must be more than 0`),
    v.maxValue(1e15, `${name} is too large`),
  )

const percent = v.pipe(
  v.union([v.string('Brokerage fee is required'), v.number('Brokerage fee is required')], 'Brokerage fee is required'),
  v.transform((x) => (typeof x === 'number' ? x : Number(String(x).trim() === '' ? NaN : x))),
  v.number('Brokerage fee is required'),
  v.check((n) => Number.isFinite(n), 'Brokerage fee is required'),
  v.minValue(0, 'Brokerage fee must be between 0 and 100'),
  v.maxValue(100, 'Brokerage fee must be between 0 and 100'),
)

/** Step 1: who the seller is and how to reach them. */
const mandateStep1 = (check: PhoneCheck) => ({
  user_type: v.picklist(USER_TYPES, 'User type is required'),
  full_name: optionalLine('Full name'),
  company_name: optionalLine('Company name'),
  contact_name: optionalLine('Contact name'),
  property_owner_name: optionalLine('Registered property owner name'),
  property_owner_address: optionalLine('Registered property owner address', 300),
  email: email('Invalid email address'),
  phone: phone(check, 'Phone number is required'),
})

/** Step 2: the property and the confirmation. */
const mandateStep2 = {
  property_address: lineText('Property physical address', 300, 'Property physical address is required'),
  property_sale_price: amount('Sale price', 'Sale price is required'),
  currency: v.picklist(MANDATE_CURRENCIES, 'Currency is required'),
  brokerage_fee: percent,
  confirmation: lineText('Confirmation', 200, 'Confirmation is required'),
}

type Identity = { user_type: (typeof USER_TYPES)[number]; full_name?: string; company_name?: string; contact_name?: string; property_owner_name?: string; property_owner_address?: string; confirmation?: string }
type Rule = { field: keyof Identity; when: Identity['user_type']; message: string }

/** The fields a user type must name (001 §5); `contact` is where a company's contact name is. */
const identityRules = (contact: 'contact_name' | 'full_name'): Rule[] => [
  { field: 'full_name', when: 'Individual', message: 'Full name is required' },
  { field: 'company_name', when: 'Company', message: 'Company name is required' },
  { field: contact, when: 'Company', message: 'Contact name is required' },
  { field: 'property_owner_name', when: 'Company', message: 'Registered property owner name is required' },
  { field: 'property_owner_address', when: 'Company', message: 'Registered property owner address is required' },
]

/**
 * Checks the identity rules (and the confirmation, once it is asked) on a parsed mandate, each
 * issue on its own field: an individual confirms with their full name, a company with its contact's.
 */
function identityCheck<T extends Identity>(contact: 'contact_name' | 'full_name', confirm: boolean) {
  const rules = identityRules(contact)
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return
    const m = dataset.value
    const issue = (field: keyof Identity, message: string) =>
      addIssue({ message, path: [{ type: 'object', origin: 'value', input: m as Record<string, unknown>, key: field, value: m[field] }] })
    for (const r of rules) if (m.user_type === r.when && !given(m[r.field])) issue(r.field, r.message)
    if (!confirm || !given(m.confirmation)) return
    if (m.user_type === 'Individual' && m.confirmation !== m.full_name) issue('confirmation', 'Confirmation must match your full name')
    if (m.user_type === 'Company' && m.confirmation !== m[contact]) issue('confirmation', 'Confirmation must match the contact name')
  })
}

/** Step 1 of the form alone (the Next button). */
export const mandateStep1Schema = (check: PhoneCheck) => v.pipe(v.object(mandateStep1(check)), identityCheck('contact_name', false))

/** The whole form: a company's confirmation is its contact name, an individual's their full name. */
export const sellersMandateFormSchema = (check: PhoneCheck) =>
  v.pipe(v.object({ ...mandateStep1(check), ...mandateStep2 }), identityCheck('contact_name', true))
export type SellersMandateForm = v.InferOutput<ReturnType<typeof sellersMandateFormSchema>>

/**
 * POST /api/sellers-mandate and /api/sellers-mandate-email: 001 §7's payload, where a company's
 * contact name travels as full_name, with `date`, and NULL for anything missing.
 */
export const sellersMandateBodySchema = (check: PhoneCheck) =>
  v.pipe(
    v.unknown(),
    v.transform(dropNulls),
    v.object({ ...mandateStep1(check), ...mandateStep2, date: optionalLine('date', 60) }),
    identityCheck('full_name', true),
  )
export type SellersMandateBody = v.InferOutput<ReturnType<typeof sellersMandateBodySchema>>

/** The form's answers as the functions take them: the contact name as full_name, NULL for what is missing. */
export function sellersMandateBody(form: SellersMandateForm, date: string): Record<string, string | number> {
  const company = form.user_type === 'Company'
  const text = (s: string | undefined) => (s === undefined || s === '' ? MISSING : s)
  return {
    user_type: form.user_type,
    full_name: text(company ? form.contact_name : form.full_name),
    company_name: company ? text(form.company_name) : MISSING,
    property_owner_name: company ? text(form.property_owner_name) : MISSING,
    property_owner_address: company ? text(form.property_owner_address) : MISSING,
    email: form.email,
    phone: form.phone,
    property_address: form.property_address,
    property_sale_price: form.property_sale_price,
    currency: form.currency,
    brokerage_fee: form.brokerage_fee,
    confirmation: form.confirmation,
    date,
  }
}

/** The forms of the marketing site, by the name a submission is stored under. */
export const FORM_NAMES = ['contact-us', 'feedback', 'request-report', 'd2s-signup', 'sellers-mandate', 'sellers-mandate-email', 'agent-register'] as const
export type FormName = (typeof FORM_NAMES)[number]
