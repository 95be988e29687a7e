import { Fragment } from 'react'
import { formatMoney, type Currency } from '~/shared/format/currency'
import { fromNaira, fxRate, type FxRate } from '~/shared/trust/fx'
import { formatNumber } from '~/shared/format/number'
import { longDay } from '~/shared/format/short-day'
import type { CostRates } from '~/shared/tenant/cost-rates-schema'
import type { CostBreakdown, CostLine } from '~/shared/trust/cost-calculator'
import type { ListingDto } from '~/shared/types/listing'

export type ShownCurrency = Currency

/** What the table's caption and notes call each currency. */
const NAMES: Record<Currency, { plural: string; unit: string; adjective: string }> = {
  NGN: { plural: 'naira', unit: 'naira', adjective: 'Naira' },
  USD: { plural: 'US dollars', unit: 'US dollar', adjective: 'Dollar' },
  GBP: { plural: 'pounds sterling', unit: 'pound', adjective: 'Pound' },
  EUR: { plural: 'euros', unit: 'euro', adjective: 'Euro' },
}

/** '23 November 2026' for the rate's YYYY-MM-DD. */
const rateDate = longDay

const perUnit = (rate: FxRate) => `₦${formatNumber(rate.ngn_per_unit)}`

const SHARE_TEXT: Record<CostLine['share'], string> = { 1: '', 0.5: ', half of it yours', 0: ', paid by the seller' }

function rateText(line: CostLine): string {
  return line.rate === null ? '' : `${formatNumber(line.rate)}% of the price${line.id === 'escrow' ? SHARE_TEXT[line.share] : ''}`
}

/** Where the price line's naira come from when the seller priced the listing in another currency. */
function priceSource(listing: ListingDto, rates: CostRates, line: CostLine): string {
  const rate = fxRate(rates, listing.currency)
  if (!rate) return line.source
  const unit = NAMES[listing.currency].unit.replace(/^US /, '')
  return `Listed at ${formatMoney(listing.asking_price, listing.currency)}, in naira at ${perUnit(rate)} per ${unit}`
}

interface CostTableProps {
  listing: ListingDto
  costs: CostBreakdown
  rates: CostRates
  currency: ShownCurrency
}

/**
 * Each line in the shown currency, rounded on its own, and totals that add the rounded lines, so
 * the figures on screen add up (as the naira ones do).
 */
function shownAmounts(costs: CostBreakdown, currency: Currency, rates: CostRates) {
  const lines = costs.lines.map((l) => fromNaira(l.amount_ngn, currency, rates))
  const total = lines.reduce((a, b) => a + b, 0)
  return { lines, total, fees: total - lines[0]! }
}

/** The lines, the total (announced as it changes) and the dated rate of a foreign currency. */
export function CostTable({ listing, costs, rates, currency }: CostTableProps) {
  const shown = shownAmounts(costs, currency, rates)
  const money = (amount: number) => formatMoney(amount, currency)
  const rate = fxRate(rates, currency) ?? fxRate(rates, 'USD')!
  const rateCurrency = currency === 'NGN' ? 'USD' : currency
  return (
    <>
      <table className="mt-6 w-full text-sm">
        <caption className="sr-only">Costs of buying this property, in {NAMES[currency].plural}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">Cost, rate and source</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {costs.lines.map((line, i) => (
            <Fragment key={line.id}>
              {line.group === 'title' && costs.lines[i - 1]?.group !== 'title' && (
                <tr>
                  <th scope="rowgroup" colSpan={2} className="pb-1 pt-4 text-left text-xs font-semibold uppercase tracking-wide text-gray-600">
                    Title perfection
                  </th>
                </tr>
              )}
              <tr data-testid={`cost-line-${line.id}`}>
                <th scope="row" className="py-3 text-left font-medium">
                  <span className="font-semibold text-gray-900">{line.label}</span>
                  {line.rate !== null && <span className="block text-gray-700">{rateText(line)}</span>}
                  <span className="block text-xs text-gray-600">{line.id === 'price' ? priceSource(listing, rates, line) : line.source}</span>
                </th>
                <td className="py-3 pl-4 text-right font-semibold tabular-nums text-gray-900">{money(shown.lines[i]!)}</td>
              </tr>
            </Fragment>
          ))}
        </tbody>
      </table>
      <output data-testid="cost-total" aria-live="polite" className="mt-4 flex flex-wrap items-baseline justify-between gap-2 rounded-xl bg-brand-light p-4">
        <span className="font-semibold text-gray-900">Total cost</span>
        <span className="text-2xl font-bold tabular-nums text-gray-900">{money(shown.total)}</span>
        <span className="w-full text-sm text-gray-700">{money(shown.fees)} on top of the price</span>
      </output>
      <p data-testid="cost-usd-rate" className="mt-3 text-xs text-gray-600">
        {NAMES[rateCurrency].adjective} amounts at {perUnit(rate)} per {NAMES[rateCurrency].unit}, the rate of {rateDate(rate.as_of)}: {rate.source?.replace(/\.$/, '')}.
      </p>
      <p className="mt-1 text-xs text-gray-600">
        An estimate to plan with, not a quote: each line is rounded to the whole {NAMES[currency].unit.replace(/^US /, '')} and the total adds them up. Your lawyer, the escrow partner and the state’s offices set the final figures.
        {listing.state !== 'Lagos' && ` The title charges are Lagos State’s; ${listing.state} sets its own.`}
      </p>
    </>
  )
}
