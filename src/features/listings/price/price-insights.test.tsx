import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { installFakeApi, ok } from '~/testing/fake-api'
import { FreshSwr } from '~/testing/fresh-swr'
import type { PriceContext } from '~/shared/listings/price-context'
import PriceInsights from './price-insights'

const listing = { id: 42, category: 'For sale' as const, property_type: 'House', neighborhood: { id: 1, label: 'Oniru', area: 'Victoria Island', axis: 'Island' } }
const context = (ratio: number): PriceContext => ({ per_m2: Math.round(1_000_000 * ratio), median_per_m2: 1_000_000, comparables: 9, ratio, far_below: ratio < 0.6 })
const answer = (c: PriceContext | null) =>
  installFakeApi({
    'GET /indexing/listing-price-insights': () =>
      ok({ history: [{ kind: 'price', from_value: null, to_value: '200000000', on: '2025-05-02' }, { kind: 'price', from_value: '200000000', to_value: '188000000', on: '2026-10-03' }], context: c }),
  })

describe('the price section and its care flag', () => {
  it('flags a price under 60 % of the median beside the escrow warning', async () => {
    answer(context(0.5))
    render(<FreshSwr><PriceInsights listing={listing} flag /></FreshSwr>)
    expect((await screen.findByRole('note')).textContent).toMatch(/^Far below similar listings: take care\. At ₦500,000 per m² it asks 50% of the median of 9 comparable listings \(house, for sale, Victoria Island\), under 60%\./)
  })

  it('says nothing by the warning for a price at 60 % or more, and shows the history and the median', async () => {
    answer(context(0.6))
    render(<FreshSwr><PriceInsights listing={listing} flag /><PriceInsights listing={listing} /></FreshSwr>)
    expect(await screen.findByText('Reduced by ₦12,000,000 to ₦188,000,000 on 3 Oct 2026')).toBeTruthy()
    expect(screen.getByText('₦1,000,000 per m²')).toBeTruthy()
    expect(screen.getByText('40% below the median.')).toBeTruthy()
    expect(screen.queryByRole('note')).toBeNull()
  })

  it('shows no median below 5 comparables', async () => {
    answer(null)
    render(<FreshSwr><PriceInsights listing={listing} /></FreshSwr>)
    expect(await screen.findByText('Listed at ₦200,000,000 on 2 May 2025')).toBeTruthy()
    expect(screen.queryByText(/per m²/)).toBeNull()
  })
})
