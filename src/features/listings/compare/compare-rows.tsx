import type { ReactNode } from 'react'
import { formatMoney } from '~/shared/format/currency'
import { listedPrice } from '~/shared/format/listing-price'
import { formatNumber } from '~/shared/format/number'
import { pricePerM2, sizeOf } from '~/shared/listings/price-context'
import { calculateCosts, priceInNaira } from '~/shared/trust/cost-calculator'
import type { CostRates } from '~/shared/tenant/cost-rates-schema'
import { confirmedAvailableText } from '~/shared/trust/freshness'
import type { ListingDto } from '~/shared/types/listing'
import { isTaken } from '../trust/listing-status'
import { ClockIcon, VerificationBadge } from '../trust/verification-badge'

export interface CompareRow {
  label: string
  cell: (l: ListingDto) => ReactNode
}

const dash = '—'
const TAKEN = { sold: 'Sold', let: 'Let' } as const

/** The all-in cost of a listing for sale at the tenant's default rates (the listing page's calculator, untouched). */
function allIn(l: ListingDto, rates: CostRates): ReactNode {
  if (l.category !== 'For sale') return <span className="text-gray-600">For rent: no purchase costs</span>
  const costs = calculateCosts({ price_ngn: priceInNaira(l, rates), rates, brokerage_percent: rates.brokerage.percent, paid_by: rates.escrow.paid_by })
  return (
    <>
      <span className="font-semibold">{formatMoney(costs.total_ngn, 'NGN')}</span>
      <span className="block text-xs text-gray-600">price, fees and title perfection</span>
    </>
  )
}

/** The rows of /compare, in the order of issue 25. */
export function compareRows(rates: CostRates): CompareRow[] {
  return [
    { label: 'Price', cell: (l) => <span className="font-semibold text-brand-dark">{listedPrice(l)}</span> },
    { label: '₦ per m²', cell: (l) => (pricePerM2(l) ? formatMoney(pricePerM2(l), 'NGN') : dash) },
    { label: 'Bedrooms', cell: (l) => l.bedrooms ?? dash },
    { label: 'Bathrooms', cell: (l) => l.bathrooms ?? dash },
    { label: 'Size', cell: (l) => (sizeOf(l) ? `${formatNumber(sizeOf(l))} sqm${l.property_type === 'Land' ? ' of land' : ''}` : dash) },
    { label: 'Title', cell: (l) => l.title_type ?? dash },
    { label: 'Status', cell: (l) => (isTaken(l) ? <strong>{TAKEN[l.availability as 'sold' | 'let']}</strong> : l.property_status) },
    {
      label: 'Verification',
      cell: (l) => (
        <>
          <VerificationBadge tier={l.verification_tier} />
          <ul className="mt-1.5 space-y-0.5 text-xs">
            {(l.verification_steps ?? []).map((s) => (
              <li key={s.step} className={s.status === 'passed' ? 'text-emerald-800' : 'text-gray-600'}>
                {s.status === 'passed' ? '✓' : s.status === 'failed' ? '✗' : '○'} {s.label}
              </li>
            ))}
          </ul>
        </>
      ),
    },
    {
      label: 'Freshness',
      cell: (l) =>
        isTaken(l) ? (
          dash
        ) : (
          <span className={`inline-flex gap-1 ${l.freshness === 'fresh' ? '' : 'text-amber-800'}`}>
            <ClockIcon className="mt-0.5 h-3.5 w-3.5" />
            {confirmedAvailableText(l.confirmed_days_ago)}
          </span>
        ),
    },
    { label: 'All-in cost', cell: (l) => allIn(l, rates) },
  ]
}
