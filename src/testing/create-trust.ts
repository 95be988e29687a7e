import type { ListingRecord } from '~/shared/schemas/catalogue-records'
import type { VerificationStep } from '~/shared/trust/verification'
import { createRandom, seedFor } from './random'

const DAY = 86_400_000

/** Law firms that searched the seed's titles: invented names, as every seed name is. */
export const PARTNER_FIRMS = ['Adeyemi & Okafor Legal', 'Bello Chambers', 'Eko Title Partners', 'Nwosu Ibrahim & Co.'] as const

/**
 * The seed's checks by position in a run of 20 listings: 30 % none, 10 % one, 10 % two, 10 % three,
 * 5 % three done with a failed title search (tier 2), 35 % all four — every tier on first start.
 */
export function seedChecks(seq: number): { step: VerificationStep; outcome: 'passed' | 'failed' }[] {
  const k = seq % 20
  const passed = (steps: VerificationStep[]) => steps.map((step) => ({ step, outcome: 'passed' as const }))
  if (k < 6) return []
  if (k < 8) return passed(['identity'])
  if (k < 10) return passed(['identity', 'mandate'])
  if (k < 12) return passed(['identity', 'mandate', 'title'])
  if (k === 12) return [...passed(['identity', 'mandate']), { step: 'title', outcome: 'failed' }]
  return passed(['identity', 'mandate', 'title', 'inspection'])
}

/** The tier the seed gives listing `seq`. */
export const seedTier = (seq: number) => seedChecks(seq).filter((c) => c.outcome === 'passed').length

/** Days since the seed confirmed listing `seq` available: one in ten 30–58 (stale, still in search), the rest under 30. */
export const seedConfirmedDaysAgo = (seq: number) => (seq % 10 === 3 ? 30 + (seq % 29) : seq % 30)

/**
 * Listing `seq`'s trust records as an import file carries them (decision 035), dated back from
 * `now`: the seed runs today, so freshness is counted from the day it ran.
 */
export function createTrust(seq: number, now: number): Pick<ListingRecord, 'verification' | 'confirmed_available_at'> {
  const rnd = createRandom(seedFor('trust', seq))
  const firm = rnd.pick(PARTNER_FIRMS)
  const day = (daysAgo: number) => new Date(now - daysAgo * DAY).toISOString().slice(0, 10)
  let daysAgo = rnd.int(40, 200)
  const verification = seedChecks(seq).map(({ step, outcome }) => {
    daysAgo = Math.max(1, daysAgo - rnd.int(1, 12))
    const title = step === 'title'
    return {
      step,
      outcome,
      done_on: day(daysAgo),
      partner_firm: title ? firm : null,
      result: title
        ? outcome === 'passed'
          ? 'Title confirmed at the land registry; no charge or caution against it.'
          : 'A caution is registered against the title; the sale cannot go ahead until it is lifted.'
        : null,
      note: null,
      actor: 'seed',
    }
  })
  return { verification, confirmed_available_at: new Date(now - seedConfirmedDaysAgo(seq) * DAY).toISOString() }
}
