import { useId, useState } from 'react'
import { ChoiceGroup, choicesOf } from '~/components/ui/choice-group'
import { useDisplayCurrency } from '~/lib/display-currency'
import { useTenant } from '~/lib/tenant'
import { CURRENCIES } from '~/shared/format/currency'
import { calculateCosts, priceInNaira } from '~/shared/trust/cost-calculator'
import { ESCROW_PAYERS, MAX_BROKERAGE_PERCENT, resolveCostRates, type EscrowPayer } from '~/shared/trust/cost-rates'
import type { ListingDto } from '~/shared/types/listing'
import { CostTable, type ShownCurrency } from './cost-table'

const PAYER_CHOICES = choicesOf(ESCROW_PAYERS, { buyer: 'Buyer', seller: 'Seller', '50/50': '50/50' })
const CURRENCY_CHOICES = choicesOf(CURRENCIES, { NGN: 'NGN (₦)', USD: 'USD ($)', GBP: 'GBP (£)', EUR: 'EUR (€)' })
const ROW = 'flex flex-wrap gap-2'

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
  // The buyer's chosen currency first (decision 042), else the one the listing is priced in.
  const preferred = useDisplayCurrency()
  const [currency, setCurrency] = useState<ShownCurrency>(preferred !== 'NGN' ? preferred : listing.currency)
  const costs = calculateCosts({ price_ngn: priceInNaira(listing, rates), rates, brokerage_percent: brokerage, paid_by: paidBy })

  return (
    <div data-testid="cost-calculator" className="rounded-xl border border-gray-200 bg-white p-4 md:p-8">
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
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
            className="mt-2 w-full accent-brand-dark"
          />
        </div>
        <ChoiceGroup legend="Escrow fee paid by" name={`${id}-paid-by`} choices={PAYER_CHOICES} value={paidBy} onChange={(v) => setPaidBy(v as EscrowPayer)} layout={ROW} />
        <ChoiceGroup legend="Show amounts in" name={`${id}-currency`} choices={CURRENCY_CHOICES} value={currency} onChange={(v) => setCurrency(v as ShownCurrency)} layout={ROW} />
      </div>
      <CostTable listing={listing} costs={costs} rates={rates} currency={currency} />
    </div>
  )
}
