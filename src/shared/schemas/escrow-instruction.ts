import * as v from 'valibot'
import { AMOUNT_MAX, lineText } from './text-rules'

/**
 * The escrow instruction (issue 23, decision 043): what the escrow partner asks the buyer to pay,
 * where and by when. The operator records it with the PAYMENT_REQUESTED step (`npm run ops` and
 * /api/v1/ops/* send the same object); the buyer's page and e-mail show it. Amounts are whole naira
 * (NGN shows without decimals, 000 §1); the account is a Nigerian bank account, so NUBAN's 10 digits.
 */

export const NUBAN = /^\d{10}$/
/** A payment reference a bank narration carries: letters, digits and dashes, 4–30 characters. */
export const PAYMENT_REFERENCE = /^[A-Z0-9][A-Z0-9-]{2,28}[A-Z0-9]$/

/** Earliest deadline: an hour from now, so a buyer always has time to pay. */
const MIN_LEAD_MS = 60 * 60 * 1000

export const escrowInstructionSchema = (now: () => number = Date.now) =>
  v.object({
    /** The escrow partner that holds the funds (001 §1), named to the buyer. */
    partner: lineText('instruction.partner', 120),
    account_name: lineText('instruction.account_name', 120),
    account_number: v.pipe(
      v.string('instruction.account_number must be text'),
      v.trim(),
      v.regex(NUBAN, 'instruction.account_number must be a 10-digit NUBAN account number'),
    ),
    bank: lineText('instruction.bank', 80),
    amount: v.pipe(
      v.union([v.number(), v.string()], 'instruction.amount must be a whole number of naira'),
      v.transform((x) => (typeof x === 'string' ? Number(x.replace(/[,\s]/g, '')) : x)),
      v.check((n) => Number.isSafeInteger(n), 'instruction.amount must be a whole number of naira'),
      v.minValue(1, 'instruction.amount must be more than 0'),
      v.maxValue(AMOUNT_MAX, `instruction.amount must be at most ${AMOUNT_MAX}`),
    ),
    reference: v.pipe(
      v.string('instruction.reference must be text'),
      v.trim(),
      v.toUpperCase(),
      v.regex(PAYMENT_REFERENCE, 'instruction.reference must be 4–30 letters, digits or dashes'),
    ),
    deadline: v.pipe(
      v.string('instruction.deadline must be an ISO date-time'),
      v.trim(),
      v.isoTimestamp('instruction.deadline must be an ISO date-time such as 2026-12-04T17:00:00+01:00'),
      v.check((s) => Date.parse(s) >= now() + MIN_LEAD_MS, 'instruction.deadline must be at least an hour in the future'),
      v.transform((s) => new Date(s).toISOString()),
    ),
  })

export const EscrowInstructionSchema = escrowInstructionSchema()
export type EscrowInstruction = v.InferOutput<typeof EscrowInstructionSchema>
