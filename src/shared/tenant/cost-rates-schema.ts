import * as v from 'valibot'
// Plain constants live with the defaults, so the calculator's chunk never builds this schema.
import { ESCROW_PAYERS, MAX_BROKERAGE_PERCENT } from '../trust/cost-rates'

// Rates are kept to two decimals so the calculator can work in whole hundredths of a percent.
const twoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-9

const percent = (max: number) =>
  v.pipe(
    v.number('percent must be a number'),
    v.minValue(0, 'percent must be 0 or more'),
    v.maxValue(max, `percent must be at most ${max}`),
    v.check(twoDecimals, 'percent has at most two decimal places'),
  )

const source = v.pipe(
  v.string('source must be text'),
  v.trim(),
  v.minLength(3, 'source is required: say where the rate comes from'),
  v.maxLength(160, 'source is at most 160 characters'),
)

/** Naira per unit of a foreign currency (issue 23: every price in the buyer's currency, at a dated rate). */
const naira = (key: string, unit: string) =>
  v.pipe(
    v.number(`${key} must be a number`),
    v.minValue(1, `${key} must be at least 1 (naira per ${unit})`),
    v.maxValue(100_000, `${key} must be at most 100000 (naira per ${unit})`),
    v.check(twoDecimals, `${key} has at most two decimal places`),
  )

const asOf = v.pipe(v.string('as_of must be a date'), v.isoDate('as_of must be the date of the rate, YYYY-MM-DD'))

const rate = (max: number) => v.strictObject({ percent: percent(max), source })

/**
 * `cost_rates` in a tenant file: the rates of the listing page's cost calculator. Every entry is
 * optional (the defaults are in src/shared/trust/cost-rates.ts), but an entry that is given is
 * given whole: a rate never travels without the text that says where it comes from.
 */
export const CostRatesSchema = v.strictObject({
  brokerage: v.optional(rate(MAX_BROKERAGE_PERCENT)),
  escrow: v.optional(
    v.strictObject({
      percent: percent(10),
      paid_by: v.picklist(ESCROW_PAYERS, `paid_by must be one of ${ESCROW_PAYERS.join(', ')}`),
      source,
    }),
  ),
  legal: v.optional(rate(15)),
  governors_consent: v.optional(rate(15)),
  stamp_duty: v.optional(rate(15)),
  registration: v.optional(rate(15)),
  usd: v.optional(v.strictObject({ ngn_per_usd: naira('ngn_per_usd', 'US dollar'), as_of: asOf, source })),
  gbp: v.optional(v.strictObject({ ngn_per_gbp: naira('ngn_per_gbp', 'pound sterling'), as_of: asOf, source })),
  eur: v.optional(v.strictObject({ ngn_per_eur: naira('ngn_per_eur', 'euro'), as_of: asOf, source })),
})

/** What a tenant file says: some entries, or none. */
export type CostRatesOverrides = v.InferOutput<typeof CostRatesSchema>

/** Every rate, after the defaults fill what the tenant file leaves out. */
export type CostRates = { [K in keyof CostRatesOverrides]-?: NonNullable<CostRatesOverrides[K]> }
