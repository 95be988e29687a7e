import { useId, useState } from 'react'
import { useTenant } from '~/lib/tenant'
import { calculateCosts, priceInNaira } from '~/shared/trust/cost-calculator'
import { ESCROW_PAYERS, MAX_BROKERAGE_PERCENT, resolveCostRates, type EscrowPayer } from '~/shared/trust/cost-rates'
import type { ListingDto } from '~/shared/types/listing'
import { CostTable, type ShownCurrency } from './cost-table'

const PAYER_LABELS: Record<EscrowPayer, string> = { buyer: 'Buyer', seller: 'Seller', '50/50': '50/50' }
const CURRENCY_LABELS: Record<ShownCurrency, string> = { NGN: 'NGN (₦)', USD: 'USD ($)' }

function Choice<T extends string>({ legend, name, options, labels, value, onChange }: { legend: string; name: string; options: readonly T[]; labels: Record<T, string>; value: T; onChange: (v: T) => void }) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-gray-800">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((o) => (
          <label key={o} className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-gray-300 px-3 py-2 text-sm text-gray-900 hover:bg-gray-50">
            <input type="radio" name={name} value={o} checked={o === value} onChange={() => onChange(o)} className="accent-brand-dark" />
            {labels[o]}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

/**
 * The cost calculator of a listing for sale: the buyer picks their brokerage (0–5%), who pays the
 * escrow fee and the currency; every line shows its rate and source, the total is announced.
 * Loaded on demand (`cost-calculator` chunk) as its section nears the screen.
 */
export default function CostCalculator({ listing }: { listing: ListingDto }) {
  const tenant = useTenant()
  const rates = resolveCostRates(tenant.cost_rates)
  const id = useId()
  const [brokerage, setBrokerage] = useState(rates.brokerage.percent)
  const [paidBy, setPaidBy] = useState<EscrowPayer>(rates.escrow.paid_by)
  const [currency, setCurrency] = useState<ShownCurrency>(listing.currency === 'USD' ? 'USD' : 'NGN')
  const costs = calculateCosts({ price_ngn: priceInNaira(listing, rates), rates, brokerage_percent: brokerage, paid_by: paidBy })

  return (
    <div data-testid="cost-calculator" className="rounded-xl border border-gray-200 bg-white p-4 md:p-8">
      <div className="grid gap-5 md:grid-cols-3">
        <div>
          <label htmlFor={`${id}-brokerage`} className="flex justify-between text-sm font-medium text-gray-800">
            Buyer’s brokerage <span className="tabular-nums">{costs.brokerage_percent}%</span>
          </label>
          <input
            id={`${id}-brokerage`}
            type="range"
            min={0}
            max={MAX_BROKERAGE_PERCENT}
            step={0.25}
            value={brokerage}
            aria-valuetext={`${costs.brokerage_percent}%`}
            onChange={(e) => setBrokerage(Number(e.target.value))}
            className="mt-3 w-full accent-brand-dark"
          />
        </div>
        <div>
          <Choice legend="Escrow fee paid by" name={`${id}-paid-by`} options={ESCROW_PAYERS} labels={PAYER_LABELS} value={paidBy} onChange={setPaidBy} />
        </div>
        <div>
          <Choice legend="Show amounts in" name={`${id}-currency`} options={['NGN', 'USD'] as const} labels={CURRENCY_LABELS} value={currency} onChange={setCurrency} />
        </div>
      </div>
      <CostTable listing={listing} costs={costs} rates={rates} currency={currency} />
    </div>
  )
}
