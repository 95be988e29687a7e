import { Fragment } from 'react'
import { formatMoney } from '~/shared/format/currency'
import { formatNumber } from '~/shared/format/number'
import { longDay } from '~/shared/format/short-day'
import type { CostRates } from '~/shared/tenant/cost-rates-schema'
import type { CostBreakdown, CostLine } from '~/shared/trust/cost-calculator'
import type { ListingDto } from '~/shared/types/listing'

export type ShownCurrency = 'NGN' | 'USD'

/** '23 November 2026' for the rate's YYYY-MM-DD. */
const rateDate = longDay

const perDollar = (rates: CostRates) => `₦${formatNumber(rates.usd.ngn_per_usd)}`

const SHARE_TEXT: Record<CostLine['share'], string> = { 1: '', 0.5: ', half of it yours', 0: ', paid by the seller' }

function rateText(line: CostLine): string {
  return line.rate === null ? '' : `${formatNumber(line.rate)}% of the price${line.id === 'escrow' ? SHARE_TEXT[line.share] : ''}`
}

/** Where the price line's naira come from when the seller priced the listing in another currency. */
function priceSource(listing: ListingDto, rates: CostRates, line: CostLine): string {
  const listed = `Listed at ${formatMoney(listing.asking_price, listing.currency)}`
  if (listing.currency === 'USD') return `${listed}, in naira at ${perDollar(rates)} per dollar`
  if (listing.currency !== 'NGN') return `${listed}; the naira price is the listing’s own conversion`
  return line.source
}

interface CostTableProps {
  listing: ListingDto
  costs: CostBreakdown
  rates: CostRates
  currency: ShownCurrency
}

/** The lines, the total (announced as it changes) and the dated dollar rate. */
export function CostTable({ listing, costs, rates, currency }: CostTableProps) {
  const usd = currency === 'USD'
  const money = (ngn: number, dollars: number) => (usd ? formatMoney(dollars, 'USD') : formatMoney(ngn, 'NGN'))
  return (
    <>
      <table className="mt-6 w-full text-sm">
        <caption className="sr-only">Costs of buying this property, in {usd ? 'US dollars' : 'naira'}</caption>
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
                <td className="py-3 pl-4 text-right font-semibold tabular-nums text-gray-900">{money(line.amount_ngn, line.amount_usd)}</td>
              </tr>
            </Fragment>
          ))}
        </tbody>
      </table>
      <output data-testid="cost-total" aria-live="polite" className="mt-4 flex flex-wrap items-baseline justify-between gap-2 rounded-xl bg-brand-light p-4">
        <span className="font-semibold text-gray-900">Total cost</span>
        <span className="text-2xl font-bold tabular-nums text-gray-900">{money(costs.total_ngn, costs.total_usd)}</span>
        <span className="w-full text-sm text-gray-700">{money(costs.fees_ngn, costs.fees_usd)} on top of the price</span>
      </output>
      <p data-testid="cost-usd-rate" className="mt-3 text-xs text-gray-600">
        Dollar amounts at {perDollar(rates)} per US dollar, the rate of {rateDate(rates.usd.as_of)}: {rates.usd.source.replace(/\.$/, '')}.
      </p>
      <p className="mt-1 text-xs text-gray-600">
        An estimate to plan with, not a quote: each line is rounded to the whole {usd ? 'dollar' : 'naira'} and the total adds them up. Your lawyer, the escrow partner and the state’s offices set the final figures.
        {listing.state !== 'Lagos' && ` The title charges are Lagos State’s; ${listing.state} sets its own.`}
      </p>
    </>
  )
}
