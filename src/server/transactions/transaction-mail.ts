import type { Db } from '~/server/db/db'
import { deliver } from '~/server/email/deliver'
import { latestInstruction } from './escrow-instruction'
import { buyerStepMail, TEAM_STEPS, teamStepMail, type TransactionMailInput } from '~/server/email/templates/transaction'
import { buyerActions, type EscrowState, type TransactionStep } from '~/shared/transactions/escrow-states'
import type { Tenant } from '~/shared/tenant/tenant-schema'

export interface StepMailInput {
  viewingId: number
  step: TransactionStep
  note: string | null
  byBuyer: boolean
  /** The state after the step: what the buyer may do next. */
  after: EscrowState
  /** The tenant's site the links point at. */
  origin: string
}

/**
 * E-mails a recorded step (after its transaction committed: stored first, e-mailed second, as in
 * decision 027): the buyer at every step, the team when the buyer disputes or accepts. A failed
 * mail is logged; the step stays.
 */
export async function mailTransactionStep(db: Db, tenant: Tenant, m: StepMailInput): Promise<void> {
  const [row] = await db.query<{ first_name: string; last_name: string; email: string; verified: boolean; title: string; property_id: string; id: number; slug: string }>(
    `select u.first_name, u.last_name, u.email, (u.email_verified_at is not null) as verified, l.title, l.property_id, l.id, l.slug
     from viewings v join users u on u.id = v.user_id join listings l on l.id = v.listing_id
     where v.id = $1 and v.tenant = $2`,
    [m.viewingId, tenant.domain],
  )
  if (!row) return
  const input: TransactionMailInput = {
    transactionId: m.viewingId,
    step: m.step,
    byBuyer: m.byBuyer,
    note: m.note,
    buyer: { first_name: row.first_name, last_name: row.last_name, email: row.email },
    listing: { title: row.title, property_id: row.property_id, url: `${m.origin}/listings/${row.id}/${row.slug}` },
    actions: buyerActions(m.after),
    transactionsUrl: `${m.origin}/transactions`,
    instruction: m.step === 'PAYMENT_REQUESTED' ? await latestInstruction(db, m.viewingId) : null,
  }
  // An address not yet proved receives nothing but its verification (decision 040).
  const mails = row.verified ? [buyerStepMail(tenant, input)] : []
  if (TEAM_STEPS.includes(m.step)) mails.push(teamStepMail(tenant, input))
  await deliver(mails, 'transaction', m.step)
}
