import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { session } from '~/lib/session'
import { listingDto } from '~/testing/listing-dto'
import { fakeToken, fail, installFakeApi, ok } from '~/testing/fake-api'
import { FreshSwr } from '~/testing/fresh-swr'
import { renderWithTenant } from '~/testing/render-with-tenant'
import { wrapIndex } from './gallery-steps'
import { basicFacts } from './listing-facts'
import { ListingDescription } from './listing-description'
import { ListingGallery } from './listing-gallery'
import { ListingDetail } from './listing-detail'
import { verificationHref } from './verify-promo'

afterEach(() => session.end())

describe('gallery', () => {
  it('wraps around both ways', () => {
    expect([wrapIndex(0, -1, 4), wrapIndex(3, 1, 4), wrapIndex(1, 1, 4), wrapIndex(0, 1, 0)]).toEqual([3, 0, 2, 0])
  })

  it('pages through a category and starts again at its first image on a category change', () => {
    renderWithTenant(<ListingGallery title="Flat" gallery={{ property_images: ['/a.svg', '/b.svg', '/c.svg'], floor_plans: ['/p.svg', '/q.svg'] }} />)
    const shown = () => screen.getByRole('img').getAttribute('src')
    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }))
    expect(shown()).toBe('/c.svg')
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }))
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }))
    expect(shown()).toBe('/b.svg')
    fireEvent.click(screen.getByRole('button', { name: 'Floor plans (2)' }))
    expect(shown()).toBe('/p.svg')
    expect(screen.getByText('1 / 2')).toBeTruthy()
  })
})

describe('details', () => {
  it('treats Land specially: no rooms, its size is the land size', () => {
    const land = listingDto({ property_type: 'Land', bedrooms: null, bathrooms: null, land_size: 600 })
    const labels = basicFacts(land).map((f) => f.label)
    expect(labels).toContain('Land size')
    expect(labels).not.toContain('Bedrooms')
  })

  it('truncates the description at 210 characters with Read more / Read less', () => {
    const text = 'Bright rooms. '.repeat(30).trim()
    renderWithTenant(<ListingDescription text={text} />)
    expect(screen.getByText(/…$/).textContent!.length).toBeLessThanOrEqual(211)
    fireEvent.click(screen.getByRole('button', { name: 'Read more' }))
    expect(screen.getByText(text)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Read less' }))
    expect(screen.queryByText(text)).toBeNull()
  })

  it('builds the verification link of 000 §7', () => {
    const l = listingDto()
    const url = new URL(verificationHref('https://verify.haven.ng/', 'haven.ng', l))
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ tenantId: 'haven.ng', propertyId: String(l.id), packageType: 'DUE_DILIGENCE', state: l.state })
    expect([...url.searchParams.keys()]).toEqual(['tenantId', 'propertyId', 'packageType', 'state', 'city', 'address', 'title_number'])
  })
})

describe('ListingDetail', () => {
  it('asks by id, shows the realtor gate to visitors and contact options when signed in', async () => {
    const listing = listingDto()
    const api = installFakeApi({ 'GET /indexing/listings-search': () => ok(listing), 'GET /indexing/get-similar-property': () => fail(404, 'Similar properties not found') })
    renderWithTenant(<ListingDetail id={String(listing.id)} slug={listing.slug} />, { wrapper: FreshSwr })
    expect(await screen.findByRole('heading', { level: 1, name: listing.title })).toBeTruthy()
    expect(api.callsTo('GET /indexing/listings-search')[0]!.query.get('id')).toBe(String(listing.id))
    expect(await screen.findByText('Similar properties not found')).toBeTruthy()
    {
      // Each step awaited: the dialog and the contact options are parts still loading, and React
      // warns when a part suspends inside an act() nobody waits for.
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Contact Realtor' })))
      expect(await screen.findByRole('dialog', { name: 'Let’s Connect You' })).toBeTruthy()
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Not now' })))
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
      await act(async () => session.start(fakeToken()))
      expect((await screen.findByRole('link', { name: 'WhatsApp' })).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=/)
    }
  })

  it('says Listing not found for an unknown listing', async () => {
    installFakeApi({ 'GET /indexing/listings-search': () => fail(404, 'Listing not found') })
    renderWithTenant(<ListingDetail slug="nowhere" />, { wrapper: FreshSwr })
    expect(await screen.findByRole('heading', { name: 'Listing not found' })).toBeTruthy()
  })
})
