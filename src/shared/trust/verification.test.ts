import { describe, expect, it } from 'vitest'
import { seedChecks, seedTier } from '~/testing/create-trust'
import { escrowWarning, escrowWarningWithContact } from './escrow-warning'
import { tierOf, VERIFICATION_STEP_LABELS, verificationTierLabel } from './verification'

describe('verification tiers (decision 035)', () => {
  it('counts the checks whose latest record passed, and names the tier', () => {
    expect(tierOf([{ status: 'passed' }, { status: 'failed' }, { status: 'not_done' }, { status: 'passed' }])).toBe(2)
    expect([0, 1, 3, 4].map(verificationTierLabel)).toEqual(['Not yet verified', '1 of 4 checks done', '3 of 4 checks done', 'Verified'])
    expect(VERIFICATION_STEP_LABELS).toEqual({
      identity: 'Identity of the seller checked',
      mandate: 'Mandate signed',
      title: 'Title searched',
      inspection: 'Physically inspected',
    })
  })

  it('seeds every tier, and a failed title search', () => {
    const tiers = new Set(Array.from({ length: 20 }, (_, i) => seedTier(i + 1)))
    expect([...tiers].sort()).toEqual([0, 1, 2, 3, 4])
    expect(seedChecks(12).find((c) => c.step === 'title')?.outcome).toBe('failed')
  })

  it('words the escrow warning with the tenant’s own name', () => {
    expect(escrowWarning('Lekki Prime')).toBe('Lekki Prime never asks for inspection fees or deposits outside escrow.')
    expect(escrowWarningWithContact('Haven', 'hello@haven.ng')).toMatch(/^Haven never asks .* tell us at hello@haven\.ng\.$/)
  })
})
