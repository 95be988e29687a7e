import { render, screen } from '@testing-library/react'
import { unstable_serialize } from 'swr'
import { unstable_serialize as infiniteSerialize } from 'swr/infinite'
import { describe, expect, it } from 'vitest'
import { SWRConfig, swrConfig } from '~/lib/swr'
import { listingKey, listingPageKey, realtorKey, serializeInfiniteKey, serializeKey } from '~/shared/marketplace-keys'
import { listingDto } from '~/testing/listing-dto'
import { installFakeApi } from '~/testing/fake-api'
import { useListing } from './get-listing'
import { useListingPages } from './get-listings-pages'

describe('the keys the page function inlines', () => {
  it('equal SWR’s own serialisation', () => {
    for (const key of [listingKey({ id: '42', slug: 'a-b' }), listingKey({ slug: 'x"y' }), realtorKey('Ada.Obi'), listingPageKey({ state: 'Lagos', q: 'a&b' }, 1)])
      expect(serializeKey(key)).toBe(unstable_serialize(key))
    const first = listingPageKey({ state: 'Lagos' }, 1)
    expect(serializeInfiniteKey(first)).toBe(infiniteSerialize(() => first))
  })

  it('let a listing and a results page paint from the fallback without a request', async () => {
    const { calls } = installFakeApi({})
    const listing = listingDto({ id: 42, title: 'Inlined listing' })
    const query = { state: 'Lagos', property_status: 'Completed', sort_by: 'lowest_price', limit: '10' }
    const page = { success: true, message: 'Success', status: 'SUCCESS', data: [listingDto({ id: 7, title: 'Inlined result' })], metadata: { page: 1, pages: 1, total: 1, units: 1, average_price: 1 } }
    function Probe() {
      const one = useListing({ id: '42', slug: 'inlined-listing' })
      const many = useListingPages(query)
      return (
        <p>
          {one.data?.title} / {many.data?.[0]?.data[0]?.title}
        </p>
      )
    }
    render(
      <SWRConfig value={{ ...swrConfig, provider: () => new Map(), fallback: { [serializeKey(listingKey({ id: '42', slug: 'inlined-listing' }))]: listing, [serializeInfiniteKey(listingPageKey(query, 1))]: [page] } }}>
        <Probe />
      </SWRConfig>,
    )
    expect(await screen.findByText('Inlined listing / Inlined result')).toBeTruthy()
    await new Promise((r) => setTimeout(r, 50))
    expect(calls).toHaveLength(0)
  })
})
