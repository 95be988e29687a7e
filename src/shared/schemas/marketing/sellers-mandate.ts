import * as v from 'valibot'
import { lineText } from '../text-rules'
import type { PhoneCheck } from '../enquiry'
import { email, optionalLine, phone } from './rules'

// The seller's mandate (001 §3, §4, §5, §7).

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

/**
 * The seller's fee: 001 bounds the field at 0–100 percent (the API's contract). The Seller's Mandate
 * Terms set 2–5%, which the field's hint says (decision 044); a seller may still propose another.
 */
const FEE_RANGE = 'Brokerage fee must be between 0 and 100'

const percent = v.pipe(
  v.union([v.string('Brokerage fee is required'), v.number('Brokerage fee is required')], 'Brokerage fee is required'),
  v.transform((x) => (typeof x === 'number' ? x : Number(String(x).trim() === '' ? NaN : x))),
  v.number('Brokerage fee is required'),
  v.check((n) => Number.isFinite(n), 'Brokerage fee is required'),
  v.minValue(0, FEE_RANGE),
  v.maxValue(100, FEE_RANGE),
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
    // Also on a body with other faults (an empty step 1): every missing field is named at once.
    if (!dataset.value || typeof dataset.value !== 'object') return
    // Untyped, the object holds what was given so far: only `given` reads it, which takes anything.
    const m = dataset.value as T
    const issue = (field: keyof Identity, message: string) =>
      addIssue({ message, path: [{ type: 'object', origin: 'value', input: m as Record<string, unknown>, key: field, value: m[field] }] })
    for (const r of rules) if (m.user_type === r.when && !given(m[r.field])) issue(r.field, r.message)
    if (!dataset.typed || !confirm || !given(m.confirmation)) return
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
