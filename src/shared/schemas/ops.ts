import * as v from 'valibot'
import { lagosDayKey } from '~/shared/format/lagos-time'
import { TRANSITIONS, type TransactionStep } from '~/shared/transactions/escrow-states'
import { VERIFICATION_OUTCOMES, VERIFICATION_STEPS } from '~/shared/trust/verification'
import { EscrowInstructionSchema } from './escrow-instruction'
import { lineText, noControlChars, optionalParagraph, paragraphText } from './text-rules'

/**
 * The operator's actions (decision 035), as `npm run ops` and /api/v1/ops/* both take them. The
 * API reads the listing or transaction from its path and the tenant from x-tenant-id; the command
 * line sends them in the same object.
 */

const DAY = 86_400_000
/** Today in Lagos, YYYY-MM-DD. */
export const lagosToday = (now = Date.now()) => lagosDayKey(now)

const isCalendarDay = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s)

/** A real day, YYYY-MM-DD, not after today in Lagos and not before 2000. */
export const pastDay = (name: string) =>
  v.pipe(
    v.string(`${name} must be a date written YYYY-MM-DD`),
    v.trim(),
    v.check(isCalendarDay, `${name} must be a date written YYYY-MM-DD`),
    v.check((s) => s >= '2000-01-01' && s <= lagosToday(), `${name} must be a day between 2000-01-01 and today`),
  )

/** An ISO 8601 instant with its offset, not in the future (a minute's clock skew allowed). */
export const pastInstant = (name: string) =>
  v.pipe(
    v.string(`${name} must be an ISO date-time`),
    v.trim(),
    v.isoTimestamp(`${name} must be an ISO date-time such as 2025-06-01T10:30:00+01:00`),
    v.check((s) => Date.parse(s) <= Date.now() + 60_000, `${name} must not be in the future`),
    v.check((s) => Date.parse(s) >= Date.parse('2000-01-01T00:00:00Z') - DAY, `${name} must be after 2000`),
  )

/** Who did it: a name or address the audit keeps. */
export const actorField = lineText('actor', 100)
/**
 * A body's `actor`: the name the caller gives. The operator token or the terminal is who acts; the
 * audit keeps this name apart as a claim (issue 33), and the console replaces it with the staff member.
 */
const claimedActor = v.optional(actorField)

const optionalLine = (name: string, max = 200) =>
  v.optional(v.pipe(v.string(`${name} must be text`), noControlChars(name), v.trim(), v.maxLength(max, `${name} must be at most ${max} characters`), v.transform((s) => s || undefined)))

/** A check of a listing: the title search needs its partner firm and its result (issue 11). */
export const VerifyStepBodySchema = v.pipe(
  v.object({
    actor: claimedActor,
    step: v.picklist(VERIFICATION_STEPS, `step must be one of ${VERIFICATION_STEPS.join(', ')}`),
    outcome: v.optional(v.picklist(VERIFICATION_OUTCOMES, `outcome must be one of ${VERIFICATION_OUTCOMES.join(', ')}`), 'passed'),
    done_on: pastDay('done_on'),
    partner_firm: optionalLine('partner_firm', 120),
    result: optionalLine('result', 300),
    note: optionalParagraph('note', 1_000),
  }),
  v.forward(v.check((b) => b.step !== 'title' || !!b.partner_firm, 'partner_firm is required for the title search'), ['partner_firm']),
  v.forward(v.check((b) => b.step !== 'title' || !!b.result, 'result is required for the title search'), ['result']),
)
export type VerifyStepBody = v.InferOutput<typeof VerifyStepBodySchema>

export const ConfirmAvailabilityBodySchema = v.object({
  actor: claimedActor,
  /** When the seller or realtor confirmed; now when absent. */
  confirmed_at: v.optional(pastInstant('confirmed_at')),
  note: optionalParagraph('note', 1_000),
})
export type ConfirmAvailabilityBody = v.InferOutput<typeof ConfirmAvailabilityBodySchema>

export const MarkTakenBodySchema = v.object({ actor: claimedActor, note: optionalParagraph('note', 1_000) })
export type MarkTakenBody = v.InferOutput<typeof MarkTakenBodySchema>

/** Steps `advance` records: every operator step but the two that end a dispute (resolve-dispute does). */
export const ADVANCE_STEPS = [...new Set(Object.values(TRANSITIONS).flatMap((t) => t.operator))].filter(
  (s): s is Exclude<TransactionStep, 'DISPUTE_RESOLVED' | 'FUNDS_RETURNED'> => s !== 'DISPUTE_RESOLVED' && s !== 'FUNDS_RETURNED',
)

export const AdvanceBodySchema = v.pipe(
  v.object({
    actor: claimedActor,
    step: v.picklist(ADVANCE_STEPS, `step must be one of ${ADVANCE_STEPS.join(', ')}`),
    /** Shown to the buyer on the timeline and in the e-mail. */
    note: optionalParagraph('note', 1_000),
    /** When it happened, if earlier than now (never before the transaction's last event). */
    occurred_at: v.optional(pastInstant('occurred_at')),
    /** PAYMENT_REQUESTED only, and required there: what to pay, where, by when (decision 043). */
    instruction: v.optional(EscrowInstructionSchema),
  }),
  v.forward(
    v.check((b) => b.step !== 'PAYMENT_REQUESTED' || !!b.instruction, 'instruction is required with PAYMENT_REQUESTED: partner, account_name, account_number, bank, amount, reference, deadline'),
    ['instruction'],
  ),
  v.forward(v.check((b) => b.step === 'PAYMENT_REQUESTED' || !b.instruction, 'instruction goes only with PAYMENT_REQUESTED'), ['instruction']),
)
export type AdvanceBody = v.InferOutput<typeof AdvanceBodySchema>

export const DISPUTE_OUTCOMES = ['resume', 'refund'] as const
export const ResolveDisputeBodySchema = v.object({
  actor: claimedActor,
  /** resume: the sale continues where it stopped; refund: the funds go back and the transaction closes. */
  outcome: v.picklist(DISPUTE_OUTCOMES, `outcome must be one of ${DISPUTE_OUTCOMES.join(', ')}`),
  /** Required: the buyer is told how their dispute ended. */
  note: paragraphText('note', 1_000, 'note is required: tell the buyer how the dispute ended'),
})
export type ResolveDisputeBody = v.InferOutput<typeof ResolveDisputeBodySchema>

/** Ask for the release of a transaction's funds; another person approves it in the console (four eyes). */
export const ReleaseRequestBodySchema = v.object({ actor: claimedActor, note: optionalParagraph('note', 1_000) })

export const ReportsQuerySchema = v.object({
  /** From midnight of this day in Lagos. */
  since: v.optional(pastDay('since')),
})
export type ReportsQuery = v.InferOutput<typeof ReportsQuerySchema>
