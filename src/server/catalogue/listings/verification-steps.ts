import type { Db } from '~/server/db/db'
import {
  VERIFICATION_STEP_LABELS,
  VERIFICATION_STEP_MEANINGS,
  VERIFICATION_STEPS,
  type VerificationOutcome,
  type VerificationStep,
  type VerificationStepDto,
} from '~/shared/trust/verification'

/** A check as an import file, the seed or an operator records it. */
export interface VerificationRecord {
  step: VerificationStep
  outcome: VerificationOutcome
  /** YYYY-MM-DD */
  done_on: string
  partner_firm?: string | null
  result?: string | null
  note?: string | null
  actor: string
}

const day = (x: unknown) => (x instanceof Date ? x.toISOString().slice(0, 10) : String(x).slice(0, 10))

/** Each check's latest record (by the day it was done), as the detail page lists them. */
export async function readVerificationSteps(db: Db, listingId: number): Promise<VerificationStepDto[]> {
  const rows = await db.query<{ step: VerificationStep; outcome: VerificationOutcome; done_on: unknown; partner_firm: string | null; result: string | null }>(
    `select distinct on (step) step, outcome, done_on, partner_firm, result
     from listing_verification_steps where listing_id = $1 order by step, done_on desc, id desc`,
    [listingId],
  )
  const latest = new Map(rows.map((r) => [r.step, r]))
  return VERIFICATION_STEPS.map((step) => {
    const r = latest.get(step)
    return {
      step,
      label: VERIFICATION_STEP_LABELS[step],
      meaning: VERIFICATION_STEP_MEANINGS[step],
      status: r?.outcome ?? 'not_done',
      done_on: r ? day(r.done_on) : null,
      partner_firm: r?.partner_firm ?? null,
      result: r?.result ?? null,
    }
  })
}

/**
 * Writes checks, one record per listing, check and day (a second record that day replaces the
 * first: the operators' audit keeps what it was). `rows` is JSON: [{ listing_id, ...record }].
 */
export async function upsertVerificationSteps(db: Db, rowsJson: string): Promise<void> {
  await db.query(
    `insert into listing_verification_steps (listing_id, step, outcome, done_on, partner_firm, result, note, actor)
     select x.listing_id, x.step, x.outcome, x.done_on, x.partner_firm, x.result, x.note, x.actor
     from jsonb_to_recordset($1::text::jsonb) as x(listing_id integer, step text, outcome text, done_on date,
       partner_firm text, result text, note text, actor text)
     on conflict (listing_id, step, done_on) do update set outcome = excluded.outcome, partner_firm = excluded.partner_firm,
       result = excluded.result, note = excluded.note, actor = excluded.actor, created_at = now()`,
    [rowsJson],
  )
}

/** The tier of each listing named — how many checks' latest records passed — written onto the listing. */
export async function refreshVerificationTiers(db: Db, listingIds: readonly number[]): Promise<void> {
  if (!listingIds.length) return
  // One index probe per listing (listing_id, step, done_on): cheap however many checks are stored.
  await db.query(
    `with tiers as (
       select ids.id, (
         select count(*) from (
           select distinct on (s.step) s.outcome from listing_verification_steps s
           where s.listing_id = ids.id order by s.step, s.done_on desc, s.id desc
         ) latest where latest.outcome = 'passed'
       )::smallint as tier
       from (select value::int as id from jsonb_array_elements_text($1::text::jsonb)) ids
     )
     update listings l set verification_tier = tiers.tier from tiers
     where l.id = tiers.id and l.verification_tier <> tiers.tier`,
    [JSON.stringify(listingIds)],
  )
}
