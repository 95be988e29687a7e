import type { CostRatesOverrides } from '~/shared/tenant/cost-rates-schema'

/** A dated rate: naira per unit; its source travels with it where a page shows it (decision 036). */
type Dated<K extends string> = Record<K, number> & { as_of: string; source?: string }

/** The tenant's dated exchange rates: naira per US dollar, pound and euro. */
export interface FxRates {
  usd: Dated<'ngn_per_usd'>
  gbp: Dated<'ngn_per_gbp'>
  eur: Dated<'ngn_per_eur'>
}

/**
 * The rates a tenant gets unless its file says otherwise (decisions 036, 042): planning figures,
 * dated (their source, in cost-rates.ts, says so). Apart from the calculator's other rates, so a
 * list of cards carries only these numbers.
 */
export const DEFAULT_FX_RATES = {
  usd: { ngn_per_usd: 1550, as_of: '2026-11-23' },
  gbp: { ngn_per_gbp: 2040, as_of: '2026-11-23' },
  eur: { ngn_per_eur: 1790, as_of: '2026-11-23' },
} as const satisfies FxRates

/** The tenant's exchange rates: each its file gives, the default for each it leaves out. */
export function resolveFxRates(overrides: CostRatesOverrides | undefined): FxRates {
  return { usd: overrides?.usd ?? DEFAULT_FX_RATES.usd, gbp: overrides?.gbp ?? DEFAULT_FX_RATES.gbp, eur: overrides?.eur ?? DEFAULT_FX_RATES.eur }
}
