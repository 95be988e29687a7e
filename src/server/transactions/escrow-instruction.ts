import type { Db } from '~/server/db/db'
import type { EscrowInstruction } from '~/shared/schemas/escrow-instruction'
import type { EscrowInstructionView } from '~/shared/types/buyer-tools'

/** The instruction as the buyer's page and e-mail read it (decision 043). */
export type StoredInstruction = EscrowInstructionView

/** Stores the instruction of a PAYMENT_REQUESTED event, inside the step's own transaction. */
export async function saveInstruction(tx: Db, tenant: string, viewingId: number, eventId: number, i: EscrowInstruction): Promise<void> {
  await tx.query(
    `insert into escrow_instructions (tenant, viewing_id, event_id, partner, account_name, account_number, bank, amount, reference, deadline)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [tenant, viewingId, eventId, i.partner, i.account_name, i.account_number, i.bank, i.amount, i.reference, i.deadline],
  )
}

/** The newest instruction of a transaction, or null when payment was never requested. */
export async function latestInstruction(db: Db, viewingId: number): Promise<StoredInstruction | null> {
  const [row] = await db.query<{
    partner: string
    account_name: string
    account_number: string
    bank: string
    amount: string | number
    reference: string
    deadline: Date | string
    created_at: Date | string
  }>(
    `select partner, account_name, account_number, bank, amount, reference, deadline, created_at
     from escrow_instructions where viewing_id = $1 order by id desc limit 1`,
    [viewingId],
  )
  if (!row) return null
  return {
    partner: row.partner,
    account_name: row.account_name,
    account_number: row.account_number,
    bank: row.bank,
    amount: Number(row.amount),
    currency: 'NGN',
    reference: row.reference,
    deadline: new Date(row.deadline).toISOString(),
    recorded_at: new Date(row.created_at).toISOString(),
  }
}
