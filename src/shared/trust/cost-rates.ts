import type { CostRates, CostRatesOverrides } from '~/shared/tenant/cost-rates-schema'
import { DEFAULT_FX_RATES } from './fx-rates'

/** Who pays the escrow fee (001 §9): the buyer, the seller, or both halves. */
export const ESCROW_PAYERS = ['buyer', 'seller', '50/50'] as const
export type EscrowPayer = (typeof ESCROW_PAYERS)[number]

/** 001 §9: the buyer's brokerage is "up to 5% of the purchase price". */
export const MAX_BROKERAGE_PERCENT = 5

const OTHER_STATES = 'other states charge differently'
const PLANNING = 'A planning rate, not a market quote: your bank’s rate on the day will differ'

/**
 * The rates a tenant gets unless its file says otherwise (decision 036). The brokerage is the
 * terms' own figure; the title charges are the Lagos rates since the state cut them in 2018; the
 * escrow and legal rates are common practice, not tariffs, and say so.
 */
export const DEFAULT_COST_RATES: CostRates = {
  brokerage: { percent: 5, source: 'Our terms: up to 5% of the purchase price, paid on top of it' },
  escrow: {
    percent: 1,
    paid_by: 'buyer',
    source: 'A common escrow charge, not a fixed tariff: the escrow agreement sets the rate and who pays',
  },
  legal: {
    percent: 5,
    source: 'A common Lagos fee for the buyer’s lawyer, not a fixed tariff: the lawyer’s engagement letter sets it',
  },
  governors_consent: { percent: 1.5, source: `Lagos State consent fee since the 2018 cut in title charges; ${OTHER_STATES}` },
  stamp_duty: { percent: 0.5, source: `Lagos State duty on the deed of assignment since the 2018 cut; ${OTHER_STATES}` },
  registration: { percent: 0.5, source: `Lagos State Lands Registry fee since the 2018 cut; ${OTHER_STATES}` },
  usd: { ...DEFAULT_FX_RATES.usd, source: PLANNING },
  gbp: { ...DEFAULT_FX_RATES.gbp, source: PLANNING },
  eur: { ...DEFAULT_FX_RATES.eur, source: PLANNING },
}

/** The tenant's rates: each entry its file gives, the default for each it leaves out. */
export function resolveCostRates(overrides: CostRatesOverrides | undefined): CostRates {
  return { ...DEFAULT_COST_RATES, ...stripUndefined(overrides ?? {}) }
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, value]) => value !== undefined)) as Partial<T>
}
