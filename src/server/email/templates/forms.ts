import type { Mail } from '~/server/email/mailer'
import { FIELD_LABELS, inFieldOrder, type FormPayload } from '~/server/forms/form-specs'
import { formatMoney } from '~/shared/format/currency'
import { submissionDate } from '~/shared/format/submission-date'
import type { FormName } from '~/shared/schemas/marketing-forms'
import type { Tenant } from '~/shared/tenant/tenant-schema'
import { brandedMail } from './layout'

export interface SubmissionMailInput {
  id: number
  form: FormName
  payload: FormPayload
  sender: { name: string; email: string }
  receivedAt: Date
  /** The tenant's own site, for links. */
  origin: string
}

/**
 * Free text typed by the sender goes to the team only: a receipt that echoed it would let anyone
 * send their own words to any address in the tenant's name.
 */
const FREE_TEXT = new Set(['message', 'description'])

function value(key: string, payload: FormPayload): string | null {
  const raw = payload[key]
  if (raw === undefined || raw === null || raw === '') return null
  if (key === 'property_sale_price') return formatMoney(raw, payload.currency)
  if (key === 'currency' && payload.property_sale_price !== undefined) return null // shown with the price
  if (key === 'brokerage_fee') return `${String(raw)}%`
  if (typeof raw === 'boolean') return raw ? 'Yes' : 'No'
  return typeof raw === 'object' ? JSON.stringify(raw) : String(raw)
}

/** One 'Label: value' line per field given, in the form's order. */
function fieldLines(payload: FormPayload, forTeam: boolean): string[] {
  return inFieldOrder(Object.keys(payload)).flatMap((key) => {
    const shown = forTeam || !FREE_TEXT.has(key) ? value(key, payload) : null
    if (shown === null) return []
    const label = key === 'full_name' && payload.user_type === 'Company' ? 'Contact name' : (FIELD_LABELS[key] ?? key)
    return [`${label}: ${shown}`]
  })
}

const received = (s: SubmissionMailInput) => `Received ${submissionDate(s.receivedAt)} (Lagos time), reference #${s.id}.`
const hello = (s: SubmissionMailInput) => `Hello ${s.sender.name.split(' ')[0]},`

/** What the team calls each form in a subject line. */
const NOUN: Record<FormName, string> = {
  'contact-us': 'contact message',
  feedback: 'feedback',
  'request-report': 'report request',
  'd2s-signup': 'Direct2Seller sign-up',
  'sellers-mandate': 'seller’s mandate',
  'sellers-mandate-email': 'seller’s mandate follow-up',
  'agent-register': 'realtor network sign-up',
}

/** To the tenant's team: everything that was sent; a reply goes to the sender. */
export function teamFormMail(tenant: Tenant, s: SubmissionMailInput): Mail {
  const mail = brandedMail(tenant, tenant.contact.email, {
    subject: `New ${NOUN[s.form]} from ${s.sender.name}`,
    paragraphs: [
      `${s.sender.name} sent this ${NOUN[s.form]} through the ${tenant.display_name} website. Reply to this e-mail to answer them directly.`,
      ...fieldLines(s.payload, true),
      received(s),
    ],
  })
  // The address alone: a typed name with a comma would otherwise read as a second address.
  return { ...mail, replyTo: s.sender.email }
}

/** The receipt's subject and opening, per form; the mandate follow-up has its own mail. */
const RECEIPTS: Record<Exclude<FormName, 'sellers-mandate-email'>, (t: Tenant, s: SubmissionMailInput) => [string, string]> = {
  'contact-us': (t) => ['We have your message', `thank you for contacting ${t.display_name}. Someone from our team will reply, usually within one business day.`],
  feedback: (t, s) => ['Thank you for your feedback', s.payload.selected_option === 'seller' ? 'thank you for your feedback. Someone from our team will contact you soon about your property.' : `thank you for telling us a little about yourself. It helps us make ${t.display_name} better.`],
  'request-report': () => ['We have your report request', 'thank you for your request. Our team will contact you shortly to confirm the property, the report you need and its fee before any work starts.'],
  'd2s-signup': (_t, s) => ['Welcome to Direct2Seller', `thank you for signing up as a partner realtor. We will be in touch shortly with the next steps. The partner realtor agreement is at ${s.origin}/legal/partner-realtor-agreement.`],
  'sellers-mandate': () => ['We have received your seller’s mandate', 'thank you for trusting us with the sale of your property. Our team will review your mandate and contact you shortly.'],
  'agent-register': (t) => ['Welcome to the realtor network', `thank you for joining the ${t.display_name} realtor network. We will review your details and be in touch shortly.`],
}

/** To the sender: a copy of what they sent (their own free text left out) and what happens next. */
export function receiptMail(tenant: Tenant, s: SubmissionMailInput): Mail {
  const receipt = RECEIPTS[s.form as keyof typeof RECEIPTS]
  const [subject, opening] = receipt(tenant, s)
  return brandedMail(tenant, s.sender.email, {
    subject,
    paragraphs: [`${hello(s)} ${opening}`, 'What you sent us:', ...fieldLines(s.payload, false), received(s), 'If a detail is wrong, just reply to this e-mail.'],
  })
}

/** POST /api/sellers-mandate-email: the seller's next steps after a mandate, with its terms. */
export function mandateFollowUpMail(tenant: Tenant, s: SubmissionMailInput): Mail {
  const property = value('property_address', s.payload) ?? 'your property'
  return brandedMail(tenant, s.sender.email, {
    subject: 'Your seller’s mandate: what happens next',
    paragraphs: [
      `${hello(s)} thank you for choosing ${tenant.display_name} to sell ${property}. Here is what happens next.`,
      `1. Someone from our team will call you${s.payload.phone ? ` on ${String(s.payload.phone)}` : ''} within two business days to go through the mandate with you and agree a time to see the property.`,
      '2. Please have the title documents ready (for example the Certificate of Occupancy, Governor’s consent, deed of assignment or survey plan) and a valid means of identification for the registered owner.',
      '3. Once the title checks out, the property is listed for verified buyers. Buyers pay through escrow, and you are paid when the sale closes.',
      `The terms of your mandate: ${s.origin}/legal/sellers-mandate-terms-of-service`,
      received(s),
      `Questions? Reply to this e-mail or write to ${tenant.contact.email}.`,
    ],
  })
}
