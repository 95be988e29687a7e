/** 001 §9: a partner realtor's commission is 30% of the net sell-side fee. */
export const COMMISSION_SHARE = 0.3

/** 001 §9 "Fees in the legal texts": the seller's fee in the mandate is 2–5% of the gross sale price. */
export const SELLER_FEE_PERCENT = { min: 2, max: 5 } as const

export interface CommissionEstimate {
  /** The seller's brokerage or advisory fee on the sale, before any deduction. */
  sellerFee: number
  /** 30% of that fee: the most the commission can be, since the net fee is after deductions. */
  commission: number
}

/**
 * The calculator's figures, in whole naira: the seller's fee at `feePercent` (held to the
 * mandate's 2–5% range) of `salePrice`, and 30% of it.
 */
export function estimateCommission(salePrice: number, feePercent: number): CommissionEstimate {
  const percent = Math.min(SELLER_FEE_PERCENT.max, Math.max(SELLER_FEE_PERCENT.min, feePercent))
  const sellerFee = Math.round((Math.max(0, salePrice) * percent) / 100)
  return { sellerFee, commission: Math.round(sellerFee * COMMISSION_SHARE) }
}
