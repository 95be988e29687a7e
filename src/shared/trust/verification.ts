/**
 * How far a listing has been verified (decision 035): four checks, each a dated record with its
 * actor (listing_verification_steps). The tier is the number of checks whose latest record
 * passed; the card shows it, the detail page lists every check with what it means.
 */
export const VERIFICATION_STEPS = ['identity', 'mandate', 'title', 'inspection'] as const
export type VerificationStep = (typeof VERIFICATION_STEPS)[number]

export const VERIFICATION_OUTCOMES = ['passed', 'failed'] as const
export type VerificationOutcome = (typeof VERIFICATION_OUTCOMES)[number]

/** The tier a listing must reach to count as verified (the `verified=1` filter). */
export const VERIFIED_TIER = VERIFICATION_STEPS.length

export const VERIFICATION_STEP_LABELS: Record<VerificationStep, string> = {
  identity: 'Identity of the seller checked',
  mandate: 'Mandate signed',
  title: 'Title searched',
  inspection: 'Physically inspected',
}

/** What each check means, for the buyer reading the checklist. */
export const VERIFICATION_STEP_MEANINGS: Record<VerificationStep, string> = {
  identity: 'We checked the seller’s government ID and that they are who they say they are.',
  mandate: 'The seller signed a mandate allowing this sale through the platform, on our terms.',
  title: 'A partner law firm searched the land registry for the title and any charges against it.',
  inspection: 'Someone from our team visited the property and confirmed it matches the listing.',
}

/** The tier's name, 0–4 (card badge, filter chip). */
export function verificationTierLabel(tier: number): string {
  if (tier >= VERIFIED_TIER) return 'Verified'
  if (tier <= 0) return 'Not yet verified'
  return `${tier} of ${VERIFIED_TIER} checks done`
}

/** One check as the listing detail answers it; `status` is not_done until a record exists. */
export interface VerificationStepDto {
  step: VerificationStep
  label: string
  meaning: string
  status: VerificationOutcome | 'not_done'
  /** YYYY-MM-DD, the day the check was done. */
  done_on: string | null
  /** The law firm that searched the title. */
  partner_firm: string | null
  /** What the check found, in words (e.g. the title search's result). */
  result: string | null
}

/** The tier from the checks' latest outcomes: how many passed. */
export const tierOf = (steps: readonly Pick<VerificationStepDto, 'status'>[]) => steps.filter((s) => s.status === 'passed').length

/**
 * The tier from a list of check records (an import file, the seed): each check's latest record by
 * day counts — the last of the same day, as the database keeps one record per check and day.
 */
export function tierOfChecks(checks: readonly { step: VerificationStep; outcome: VerificationOutcome; done_on: string }[]): number {
  const latest = new Map<VerificationStep, { outcome: VerificationOutcome; done_on: string }>()
  for (const c of checks) {
    const prior = latest.get(c.step)
    if (!prior || c.done_on >= prior.done_on) latest.set(c.step, c)
  }
  return [...latest.values()].filter((c) => c.outcome === 'passed').length
}
