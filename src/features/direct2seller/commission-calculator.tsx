import { useId, useState } from 'react'
import { formatMoney } from '~/shared/format/currency'
import { formatDigitsWithSeparators, parseAmount } from '~/shared/format/number'
import { estimateCommission, SELLER_FEE_PERCENT } from './commission'

/**
 * 'Work out a commission': a sale price and the seller's fee within the mandate's 2–5% give the
 * seller's fee and 30% of it. Loaded as its section nears the screen; the section's text states
 * the rule without it.
 */
export default function CommissionCalculator() {
  const id = useId()
  const [price, setPrice] = useState('')
  const [fee, setFee] = useState<number>(SELLER_FEE_PERCENT.min)
  const amount = parseAmount(price)
  const estimate = amount === null ? null : estimateCommission(amount, fee)
  const show = (n: number | undefined) => (n === undefined ? '—' : formatMoney(n))

  return (
    <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5 md:p-8">
      <h3 className="text-lg font-semibold text-gray-900">Work out a commission</h3>
      <label htmlFor={`${id}-price`} className="mt-5 block text-sm font-medium text-gray-800">
        Sale price (₦)
      </label>
      <input
        id={`${id}-price`}
        inputMode="numeric"
        autoComplete="off"
        placeholder="Type the sale price"
        value={price}
        onChange={(e) => setPrice(formatDigitsWithSeparators(e.target.value))}
        className="mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2.5 text-lg text-gray-900 placeholder:text-base placeholder:text-gray-500 focus:outline-none focus:ring-2 focus:ring-brand"
      />
      <label htmlFor={`${id}-fee`} className="mt-5 flex justify-between text-sm font-medium text-gray-800">
        Seller’s fee <span className="tabular-nums">{fee}%</span>
      </label>
      <input
        id={`${id}-fee`}
        type="range"
        min={SELLER_FEE_PERCENT.min}
        max={SELLER_FEE_PERCENT.max}
        step={0.5}
        value={fee}
        onChange={(e) => setFee(Number(e.target.value))}
        className="mt-2 w-full accent-brand-dark"
      />
      <output htmlFor={`${id}-price ${id}-fee`} aria-live="polite" className="mt-6 grid gap-3 rounded-xl bg-brand-light p-4 sm:grid-cols-2">
        <span className="text-sm text-gray-700">
          Seller’s fee
          <span className="mt-1 block text-xl font-semibold tabular-nums text-gray-900">{show(estimate?.sellerFee)}</span>
        </span>
        <span className="text-sm text-gray-700">
          Your 30%, at most
          <span className="mt-1 block text-2xl font-bold tabular-nums text-gray-900">{show(estimate?.commission)}</span>
        </span>
      </output>
      <p className="mt-4 text-sm text-gray-600">
        An illustration, not an offer. Commission is 30% of the fee we actually receive, after any tax on it, refunds to the seller and a co-broker’s share, so it can come to less.
      </p>
    </div>
  )
}
