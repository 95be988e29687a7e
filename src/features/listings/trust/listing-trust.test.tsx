import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { installModalDialogs } from '~/testing/modal-dialog'
import { fail, installFakeApi, ok } from '~/testing/fake-api'
import { FreshSwr } from '~/testing/fresh-swr'
import { listingDto, verificationStepsDto } from '~/testing/listing-dto'
import { renderWithTenant } from '~/testing/render-with-tenant'
import type { ListingDto } from '~/shared/types/listing'
import { ListingDetail } from '../detail/listing-detail'
import { verificationHref } from '../detail/verify-promo'
import { ListingTrustLine } from './listing-status'
import { VerificationChecklist } from './verification-checklist'

const rows = () => within(screen.getByTestId('verification-checklist')).getAllByRole('listitem')

describe('VerificationChecklist', () => {
  it('lists each check with what it means, its status and day, and the title search’s firm and result', () => {
    renderWithTenant(<VerificationChecklist listing={listingDto({ verification_tier: 2, verification_steps: verificationStepsDto('passed', 'passed', 'failed') })} />)
    expect(screen.getByRole('heading', { name: 'How far this listing is verified' })).toBeTruthy()
    expect(rows().map((li) => [li.dataset.step, li.dataset.status])).toEqual([
      ['identity', 'passed'],
      ['mandate', 'passed'],
      ['title', 'failed'],
      ['inspection', 'not_done'],
    ])
    const [identity, , title, inspection] = rows()
    expect(identity!.textContent).toContain('Identity of the seller checked')
    expect(identity!.textContent).toContain('Passed on 10 Mar 2026')
    expect(identity!.textContent).toContain('We checked the seller’s government ID')
    expect(title!.textContent).toContain('Failed on 12 Mar 2026')
    expect(title!.textContent).toContain('Bello Chambers: A caution is registered against the title.')
    expect(inspection!.textContent).toContain('Not done yet')
    expect(screen.getByText('A check failed: read what it found before you go further.')).toBeTruthy()
  })

  it('offers a title search not yet passed where the tenant verifies properties, in a new tab', () => {
    const listing = listingDto({ verification_tier: 1, verification_steps: verificationStepsDto('passed') })
    const { tenant } = renderWithTenant(<VerificationChecklist listing={listing} />)
    const order = within(rows()[2]!).getByTestId('order-title-search')
    expect(order.getAttribute('href')).toBe(verificationHref(tenant.external.verify, tenant.domain, listing))
    expect([order.getAttribute('target'), order.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer'])
    expect(screen.getByRole('link', { name: 'Order a title search (opens in a new tab)' })).toBe(order)
  })

  it('offers no title search once one passed, nor where the tenant does not verify properties', () => {
    const passed = listingDto({ verification_tier: 4, verification_steps: verificationStepsDto('passed', 'passed', 'passed', 'passed') })
    const first = renderWithTenant(<VerificationChecklist listing={passed} />)
    expect(screen.queryByTestId('order-title-search')).toBeNull()
    expect(screen.getByText('Every check passed. Still pay only through escrow.')).toBeTruthy()
    first.unmount()
    renderWithTenant(<VerificationChecklist listing={listingDto({ verification_tier: 0, verification_steps: verificationStepsDto() })} />, { tenant: 'capital-keys' })
    expect(rows().map((li) => li.dataset.status)).toEqual(['not_done', 'not_done', 'not_done', 'not_done'])
    expect(screen.queryByTestId('order-title-search')).toBeNull()
    expect(screen.queryByRole('link')).toBeNull()
  })
})

describe('ListingTrustLine', () => {
  it('says when the listing was last confirmed available', () => {
    renderWithTenant(<ListingTrustLine listing={listingDto({ confirmed_days_ago: 3, freshness: 'fresh' })} />)
    expect(screen.getByTestId('confirmed-available').textContent).toBe('Confirmed available 3 days ago')
    expect(screen.queryByTestId('stale-marker')).toBeNull()
  })

  it('asks the buyer to check with the realtor when it has not been re-confirmed for 30 days', () => {
    renderWithTenant(<ListingTrustLine listing={listingDto({ confirmed_days_ago: 41, freshness: 'stale' })} />)
    expect(screen.getByTestId('confirmed-available').textContent).toBe('Confirmed available 41 days ago')
    expect(screen.getByTestId('stale-marker').textContent).toBe(
      'Not re-confirmed for 30 days or more. It may no longer be available: ask the realtor before you book an inspection.',
    )
  })
})

describe('ListingDetail', () => {
  const open = async (listing: ListingDto) => {
    installFakeApi({ 'GET /indexing/listings-search': () => ok(listing), 'GET /indexing/get-similar-property': () => fail(404, 'Similar properties not found') })
    renderWithTenant(<ListingDetail id={String(listing.id)} slug={listing.slug} />, { wrapper: FreshSwr })
    await screen.findByRole('heading', { level: 1, name: listing.title })
    // The checklist and the description are a section of their own, rendered once its code has arrived (decision 052).
    await screen.findByRole('heading', { level: 2, name: 'Description' })
  }

  it('shows the tier, the confirmation, the checklist and the report link on an available listing', async () => {
    await open(listingDto({ verification_tier: 4, verification_steps: verificationStepsDto('passed', 'passed', 'passed', 'passed') }))
    expect(screen.getAllByTestId('verification-badge').map((b) => b.textContent)).toEqual(['Verified', 'Verified'])
    expect(screen.getByTestId('confirmed-available')).toBeTruthy()
    expect(rows()).toHaveLength(4)
    expect(screen.getAllByRole('button', { name: 'Book an inspection' }).length).toBeGreaterThan(0)
    expect(screen.queryByTestId('availability-banner')).toBeNull()
    // The dialog opens beside its button, where the page's markup must allow a <dialog>.
    const restore = installModalDialogs()
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Report this listing' }))
      expect(await screen.findByRole('dialog', { name: 'Report this listing' })).toBeTruthy()
    } finally {
      restore()
    }
  })

  it.each([
    ['sold', 'This property has been sold'],
    ['let', 'This property has been let'],
  ] as const)('says a %s listing is taken and offers no inspection', async (availability, text) => {
    await open(listingDto({ availability, is_sold: availability === 'sold', freshness: 'stale', confirmed_days_ago: 40, verification_steps: verificationStepsDto('passed') }))
    expect(screen.getByTestId('availability-banner').textContent).toContain(text)
    expect(screen.queryByRole('button', { name: 'Book an inspection' })).toBeNull()
    expect(screen.getAllByText('No longer available to inspect').length).toBeGreaterThan(0)
    expect(screen.queryByTestId('confirmed-available')).toBeNull()
    expect(screen.queryByTestId('stale-marker')).toBeNull()
    expect(screen.getByTestId('escrow-warning')).toBeTruthy()
  })
})
