import type { Mail } from '~/server/email/mailer'
import type { BuyerAction, TransactionStep } from '~/shared/transactions/escrow-states'
import { STEP_LABELS, STEP_MEANINGS } from '~/shared/transactions/escrow-steps'
import { escrowWarning, escrowWarningWithContact } from '~/shared/trust/escrow-warning'
import { tenantPropertyId } from '~/shared/tenant/property-id'
import type { Tenant } from '~/shared/tenant/tenant-schema'
import { brandedMail } from './layout'
import { formatMoney } from '~/shared/format/currency'
import { lagosLong } from '~/shared/format/lagos-time'
import type { EscrowInstructionView } from '~/shared/types/buyer-tools'

export interface TransactionMailInput {
  transactionId: number
  step: TransactionStep
  /** Who recorded it: the buyer's own step reads as a receipt. */
  byBuyer: boolean
  note: string | null
  buyer: { first_name: string; last_name: string; email: string }
  listing: { title: string; property_id: string; url: string }
  /** What the buyer may do now, from the machine. */
  actions: BuyerAction[]
  /** The buyer's transactions page on the tenant's site. */
  transactionsUrl: string
  /** With PAYMENT_REQUESTED: what to pay, where, by when (decision 043). */
  instruction?: EscrowInstructionView | null
}

/** The escrow instruction as lines of the e-mail: the same facts the transaction page shows. */
export const instructionLines = (i: EscrowInstructionView) => [
  `How to pay: ${i.partner} holds the funds in escrow. Pay ${formatMoney(i.amount, i.currency)} by ${lagosLong(new Date(i.deadline))}.`,
  `Account name: ${i.account_name}. Account number: ${i.account_number}. Bank: ${i.bank}. Payment reference: ${i.reference} (put it in the transfer narration).`,
  'These details are also on your transaction page. If anyone sends you different details, do not pay: contact us first.',
]

const NEXT: Record<BuyerAction, string> = {
  cancel: 'you can still cancel the viewing',
  accept: 'accept the property once you are satisfied with it',
  dispute: 'raise a dispute if something is wrong — your funds stay in escrow while it is resolved',
}

/** To the buyer, at every step of their transaction (decision 035): what happened, what it means, what they may do. */
export function buyerStepMail(tenant: Tenant, t: TransactionMailInput): Mail {
  const label = STEP_LABELS[t.step]
  const paragraphs = [
    `Hello ${t.buyer.first_name}, your transaction #${t.transactionId} for ${t.listing.title} (${tenantPropertyId(t.listing.property_id, tenant)}) has a new step: ${label}.`,
    STEP_MEANINGS[t.step],
  ]
  if (t.instruction && t.step === 'PAYMENT_REQUESTED') paragraphs.push(...instructionLines(t.instruction))
  if (t.note) paragraphs.push(t.byBuyer ? `What you told us: ${t.note}` : `A note from ${tenant.display_name}: ${t.note}`)
  if (t.actions.length) paragraphs.push(`On your Transactions page you can ${t.actions.map((a) => NEXT[a]).join(', or ')}.`)
  paragraphs.push(`Follow every step under Transactions: ${t.transactionsUrl}`, `The listing: ${t.listing.url}`, escrowWarningWithContact(tenant.display_name, tenant.contact.email))
  return brandedMail(tenant, t.buyer.email, { subject: `${label}: ${t.listing.title}`, paragraphs })
}

/** Steps the team must act on: a dispute to resolve, an acceptance to release the funds for. */
export const TEAM_STEPS: readonly TransactionStep[] = ['DISPUTE_RAISED', 'BUYER_ACCEPTED']

/** To the tenant's team when the buyer disputes or accepts: who, which transaction, and the reason. */
export function teamStepMail(tenant: Tenant, t: TransactionMailInput): Mail {
  const who = `${t.buyer.first_name} ${t.buyer.last_name} (${t.buyer.email})`
  const todo =
    t.step === 'DISPUTE_RAISED'
      ? `The funds stay held. Resolve it with: npm run ops -- resolve-dispute --tenant ${tenant.slug} --transaction ${t.transactionId} --outcome resume|refund --note "…"`
      : `Ask for the release in the console (Transactions, Accepted: release) or with: npm run ops -- request-release --tenant ${tenant.slug} --transaction ${t.transactionId}. Another staff member approves it in the console.`
  const mail = brandedMail(tenant, tenant.contact.email, {
    subject: `${t.step === 'DISPUTE_RAISED' ? 'Dispute raised' : 'Buyer accepted'}: transaction #${t.transactionId}, ${t.listing.title}`,
    paragraphs: [
      `${who} recorded "${STEP_LABELS[t.step]}" on transaction #${t.transactionId} for ${t.listing.title} (${tenantPropertyId(t.listing.property_id, tenant)}).`,
      ...(t.note ? [`Their words: ${t.note}`] : []),
      todo,
      `The listing: ${t.listing.url}`,
      escrowWarning(tenant.display_name),
    ],
  })
  return { ...mail, replyTo: `${t.buyer.first_name} ${t.buyer.last_name} <${t.buyer.email}>` }
}
