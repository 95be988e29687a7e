import { act } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { listingDto } from '~/testing/listing-dto'
import { testTenants } from '~/testing/render-with-tenant'
import { swrConfig } from '~/lib/swr'
import { listingKey, listingPageKey, browseQuery, serializeInfiniteKey, serializeKey } from '~/shared/marketplace-keys'
import { MarketplaceProviders } from './marketplace-providers'
import { PAINTED, prepaintPage } from './prepaint'
import { createPageLoader } from './page-loader'
import { MarketplaceRoutes, matchPage } from './route-tree'
import { stubBrowserForHydration } from '~/testing/hydration-stubs'

const tenant = testTenants.haven
const listing = listingDto()
const detailFallback = (l: typeof listing) => ({ [serializeKey(listingKey({ id: String(l.id), slug: l.slug }))]: l })
const page = { data: [listing, listingDto({ id: 456, slug: 'another-456', title: 'Another home' })], metadata: { total: 2, page: 1, pages: 1, limit: 10 } }

/** Hydrates painted HTML with the browser's tree and returns every error React reported. */
async function hydratePainted(url: string, fallback: Record<string, unknown>, clientFallback = fallback) {
  const html = await prepaintPage(tenant, url, fallback)
  expect(html).toBeTruthy()
  const root = document.createElement('div')
  root.innerHTML = html!
  document.body.append(root)
  const photo = root.querySelector('img')
  // As the browser does: the page's module loaded first (entry-marketplace.tsx), then hydrated.
  const pages = createPageLoader((id) => (PAINTED[id] ? () => Promise.resolve(PAINTED[id]!) : undefined))
  await pages.preload(matchPage(new URL(url, 'http://x').pathname)!.id)
  const errors: unknown[] = []
  vi.mocked(console.error).mockImplementation((...args: unknown[]) => void errors.push(args.map(String).join(' ')))
  await act(async () => {
    hydrateRoot(
      root,
      <MarketplaceProviders tenant={tenant} content={{}} swr={{ ...swrConfig, fallback: clientFallback, provider: () => new Map() }}>
        <MemoryRouter initialEntries={[url]}>
          <MarketplaceRoutes pages={pages} />
        </MemoryRouter>
      </MarketplaceProviders>,
      { onRecoverableError: (err) => void errors.push(err) },
    )
  })
  return { errors, photo, root }
}

describe('a painted page hydrates as it was painted (decision 028 addendum)', () => {
  beforeEach(() => {
    stubBrowserForHydration()
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    document.body.innerHTML = ''
  })

  it('a listing page: no mismatch, the painted photo is the one on screen after', async () => {
    const { errors, root, photo } = await hydratePainted(`/listings/${listing.id}/${listing.slug}`, detailFallback(listing))
    expect(errors).toEqual([])
    expect(root.querySelector('h1')?.textContent).toBe(listing.title)
    // The same element, not a copy: the browser's largest paint stays the painted photo.
    expect(photo).not.toBeNull()
    expect(root.querySelector('img')).toBe(photo)
  })

  it('sees a mismatch when the browser’s data differs from the painted page (the check can fail)', async () => {
    const { errors } = await hydratePainted(`/listings/${listing.id}/${listing.slug}`, detailFallback(listing), detailFallback({ ...listing, title: 'Changed title' }))
    expect(errors.length).toBeGreaterThan(0)
  })

  it('/listings: no mismatch, the cards stay', async () => {
    const query = browseQuery(new URLSearchParams('state=Lagos'))
    const { errors, root } = await hydratePainted('/listings?state=Lagos', { [serializeInfiniteKey(listingPageKey(query, 1))]: [page] })
    expect(errors).toEqual([])
    expect(root.querySelectorAll('article')).toHaveLength(2)
  })

  it.each(['/marketplace', '/find-trusted-realtors/4/folake.nwosu'])('%s, still loading its data: no mismatch', async (url) => {
    const { errors } = await hydratePainted(url, {})
    expect(errors).toEqual([])
  })

  it('refuses a path it does not paint', async () => {
    expect(await prepaintPage(tenant, '/settings', {})).toBeNull()
  })
})
