import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import capitalKeys from '../../../tenants/capital-keys.json'
import haven from '../../../tenants/haven.json'
import { DEFAULT_COST_RATES, resolveCostRates } from '../trust/cost-rates'
import { CostRatesSchema } from './cost-rates-schema'
import { parseTenant } from './tenant-schema'

// loadTenants (src/server/tenants) puts the file name before each of these problems.
const problemsWith = (cost_rates: unknown) => {
  const parsed = parseTenant({ ...haven, cost_rates })
  return parsed.ok ? [] : parsed.problems
}

describe('cost_rates in a tenant file', () => {
  it('is optional: a tenant without it gets every default, and its inlined JSON stays as it was', () => {
    const parsed = parseTenant(haven)
    expect(parsed.ok && parsed.tenant.cost_rates).toBeUndefined()
    expect(resolveCostRates(undefined)).toEqual(DEFAULT_COST_RATES)
  })

  it('lets a tenant change one entry and keeps the defaults for the rest', () => {
    const parsed = parseTenant(capitalKeys)
    if (!parsed.ok) throw new Error(parsed.problems.join('; '))
    const rates = resolveCostRates(parsed.tenant.cost_rates)
    expect(rates.usd).toEqual({ ngn_per_usd: 1600, as_of: '2026-11-02', source: expect.stringMatching(/^Capital Keys/) })
    expect(rates.brokerage).toEqual(DEFAULT_COST_RATES.brokerage)
  })

  it('has defaults that pass its own rules, each with a source', () => {
    expect(v.safeParse(CostRatesSchema, DEFAULT_COST_RATES).success).toBe(true)
    expect(Object.values(DEFAULT_COST_RATES).every((r) => r.source.length > 10)).toBe(true)
  })

  it('names the field and what is wrong', () => {
    expect(problemsWith({ brokerage: { percent: 7, source: 'Our terms' } })).toEqual(['cost_rates.brokerage.percent: percent must be at most 5'])
    expect(problemsWith({ stamp_duty: { percent: '0.5', source: 'Lagos' } })).toEqual(['cost_rates.stamp_duty.percent: percent must be a number'])
    expect(problemsWith({ legal: { percent: 1.125, source: 'Lagos practice' } })).toEqual(['cost_rates.legal.percent: percent has at most two decimal places'])
    expect(problemsWith({ governors_consent: { percent: -1, source: 'Lagos' } })).toEqual(['cost_rates.governors_consent.percent: percent must be 0 or more'])
    expect(problemsWith({ escrow: { percent: 1, paid_by: 'both', source: 'Escrow partner' } })).toEqual(['cost_rates.escrow.paid_by: paid_by must be one of buyer, seller, 50/50'])
    expect(problemsWith({ usd: { ngn_per_usd: 0, as_of: '2026-11-02', source: 'Bank' } })).toEqual(['cost_rates.usd.ngn_per_usd: ngn_per_usd must be at least 1 (naira per US dollar)'])
    expect(problemsWith({ usd: { ngn_per_usd: 1600, as_of: '2 Nov 2026', source: 'Bank' } })).toEqual(['cost_rates.usd.as_of: as_of must be the date of the rate, YYYY-MM-DD'])
  })

  it('refuses a rate without its source, and an unknown entry', () => {
    expect(problemsWith({ registration: { percent: 0.5 } })[0]).toMatch(/^cost_rates\.registration\.source: /)
    expect(problemsWith({ registration: { percent: 0.5, source: ' ' } })).toEqual(['cost_rates.registration.source: source is required: say where the rate comes from'])
    expect(problemsWith({ agency: { percent: 10, source: 'x' } })[0]).toMatch(/^cost_rates\.agency: /)
  })
})
