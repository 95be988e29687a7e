import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FreshSwr } from '~/testing/fresh-swr'
import { listingDto } from '~/testing/listing-dto'
import { renderWithTenant } from '~/testing/render-with-tenant'
import { ListingCard } from '../components/listing-card'
import { VerificationBadge } from './verification-badge'

const card = (overrides: Parameters<typeof listingDto>[0]) => {
  renderWithTenant(<ListingCard listing={listingDto(overrides)} />, { wrapper: FreshSwr })
  return screen.getByRole('article')
}

describe('VerificationBadge', () => {
  it.each([
    [0, 'Not yet verified'],
    [1, '1 of 4 checks done'],
    [3, '3 of 4 checks done'],
    [4, 'Verified'],
  ])('names tier %i “%s”', (tier, label) => {
    renderWithTenant(<VerificationBadge tier={tier} />)
    const badge = screen.getByTestId('verification-badge')
    expect([badge.textContent, badge.getAttribute('data-tier')]).toEqual([label, String(tier)])
  })

  it('marks Verified apart from a partial tier and from none', () => {
    renderWithTenant(
      <>
        <VerificationBadge tier={4} />
        <VerificationBadge tier={2} />
        <VerificationBadge tier={0} />
      </>,
    )
    const [verified, partial, none] = screen.getAllByTestId('verification-badge')
    expect(verified!.className).toContain('emerald')
    expect([partial!.className, none!.className].some((c) => c.includes('emerald'))).toBe(false)
    // The partial badge draws one bar per check, the passed ones filled.
    expect(partial!.querySelectorAll('.bg-emerald-600')).toHaveLength(2)
    expect(partial!.querySelectorAll('.bg-gray-300')).toHaveLength(2)
  })
})

describe('ListingCard', () => {
  it('shows the tier, and no stale marker on a fresh listing', () => {
    const article = card({ verification_tier: 2, freshness: 'fresh', confirmed_days_ago: 4 })
    expect(within(article).getByTestId('verification-badge').textContent).toBe('2 of 4 checks done')
    expect(within(article).queryByTestId('stale-marker')).toBeNull()
  })

  it('marks a listing not re-confirmed for 30 days or more', () => {
    const article = card({ verification_tier: 4, freshness: 'stale', confirmed_days_ago: 34 })
    expect(within(article).getByTestId('verification-badge').textContent).toBe('Verified')
    expect(within(article).getByTestId('stale-marker').textContent).toBe('Not re-confirmed for 34 days')
  })
})
