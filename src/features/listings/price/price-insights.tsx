import { formatMoney } from '~/shared/format/currency'
import { FAR_BELOW_SHARE, type PriceContext } from '~/shared/listings/price-context'
import { priceHistoryLines } from '~/shared/listings/price-history-text'
import type { ListingDto } from '~/shared/types/listing'
import { usePriceInsights } from '../api/get-price-insights'

type Props = { listing: Pick<ListingDto, 'id' | 'category' | 'property_type' | 'neighborhood'> }
const perM2 = (n: number) => `${formatMoney(n, 'NGN')} per m²`
const comparablesText = (c: PriceContext, l: Props['listing']) =>
  `${c.comparables} comparable listing${c.comparables === 1 ? '' : 's'} (${l.property_type.toLowerCase()}, ${l.category.toLowerCase()}, ${l.neighborhood.area})`

/**
 * Beside the escrow warning: a price under 60 % of its comparables' median is a reason for care
 * (issue 25). Nothing otherwise. Loaded with the price section's chunk.
 */
export function PriceCareFlag({ listing }: Props) {
  const c = usePriceInsights(listing.id).data?.context
  if (!c?.far_below) return null
  return (
    <p role="note" data-testid="price-care-flag" className="mt-2 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900">
      <strong className="font-semibold">Far below similar listings: take care.</strong> At {perM2(c.per_m2)} it asks {Math.round(c.ratio * 100)}% of the median of{' '}
      {comparablesText(c, listing)}, under {FAR_BELOW_SHARE * 100}%. A price this low is a common sign of a fake listing: inspect the property and pay only through escrow.
    </p>
  )
}

function ContextCard({ c, listing }: { c: PriceContext; listing: Props['listing'] }) {
  const pct = Math.round(c.ratio * 100)
  return (
    <div data-testid="price-context" className="rounded-xl border border-gray-200 p-4">
      <dl className="grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-gray-600">This listing</dt>
          <dd className="text-lg font-semibold text-gray-900">{perM2(c.per_m2)}</dd>
        </div>
        <div>
          <dt className="text-sm text-gray-600">Median of {comparablesText(c, listing)}</dt>
          <dd className="text-lg font-semibold text-gray-900">{perM2(c.median_per_m2)}</dd>
        </div>
      </dl>
      <p className={`mt-3 text-sm ${c.far_below ? 'font-semibold text-red-800' : 'text-gray-700'}`}>
        {pct === 100 ? 'At the median.' : `${Math.abs(pct - 100)}% ${pct < 100 ? 'below' : 'above'} the median.`}
      </p>
      <p className="mt-1 text-xs text-gray-600">Asking prices on this site, not prices paid: a guide, not a valuation.</p>
    </div>
  )
}

/** 'Price history and context' on a listing (issue 25): fetched as the section nears the screen. */
export default function PriceInsights({ listing }: Props) {
  const { data, error } = usePriceInsights(listing.id)
  const lines = data ? priceHistoryLines(data.history) : []
  return (
    <section aria-labelledby="price-history-heading" className="space-y-4">
      <h2 id="price-history-heading" className="text-xl font-semibold">
        Price history and context
      </h2>
      {error ? (
        <p className="text-gray-700">The price history could not be loaded.</p>
      ) : !data ? (
        <div aria-busy="true" className="h-32 animate-pulse rounded-xl bg-gray-100" />
      ) : (
        <>
          {data.context && <ContextCard c={data.context} listing={listing} />}
          <ol aria-label="Price and status changes" className="rounded-xl border border-gray-200 px-4">
            {lines.map((l, i) => (
              <li key={i} className={`border-b border-gray-100 py-2.5 text-sm last:border-0 ${l.down ? 'font-medium text-green-800' : 'text-gray-800'}`}>
                {l.text}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  )
}
