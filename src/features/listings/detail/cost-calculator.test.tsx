import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { listingDto } from '~/testing/listing-dto'
import { fail, installFakeApi, ok } from '~/testing/fake-api'
import { FreshSwr } from '~/testing/fresh-swr'
import { renderWithTenant } from '~/testing/render-with-tenant'
import CostCalculator from './cost-calculator'
import { ListingDetail } from './listing-detail'

// listingDto(): ₦185,000,000 in Lagos, at the default rates (5% brokerage, 1% escrow paid by the buyer).
const amount = (id: string) => within(screen.getByTestId(`cost-line-${id}`)).getByRole('cell').textContent
const total = () => screen.getByRole('status').textContent

describe('CostCalculator', () => {
  it('shows every line with its rate and source, and the total', () => {
    renderWithTenant(<CostCalculator listing={listingDto()} />)
    expect(amount('price')).toBe('₦185,000,000')
    expect(amount('brokerage')).toBe('₦9,250,000')
    expect(amount('escrow')).toBe('₦1,850,000')
    expect(amount('legal')).toBe('₦9,250,000')
    expect(amount('governors_consent')).toBe('₦2,775,000')
    expect(amount('stamp_duty')).toBe('₦925,000')
    expect(amount('registration')).toBe('₦925,000')
    expect(total()).toBe('Total cost₦209,975,000₦24,975,000 on top of the price')
    const consent = screen.getByRole('rowheader', { name: /Governor’s consent/ })
    expect(consent.textContent).toContain('1.5% of the price')
    expect(consent.textContent).toContain('Lagos State consent fee')
    expect(screen.getByRole('rowheader', { name: 'Title perfection' })).toBeTruthy()
  })

  it('follows the brokerage the buyer picks, from 0 to 5%', () => {
    renderWithTenant(<CostCalculator listing={listingDto()} />)
    const brokerage = screen.getByLabelText(/Buyer’s brokerage/) as HTMLInputElement
    expect([brokerage.min, brokerage.max, brokerage.value]).toEqual(['0', '5', '5'])
    fireEvent.change(brokerage, { target: { value: '2.5' } })
    expect(amount('brokerage')).toBe('₦4,625,000')
    expect(brokerage.getAttribute('aria-valuetext')).toBe('2.5%')
    expect(total()).toContain('₦205,350,000')
    fireEvent.change(brokerage, { target: { value: '0' } })
    expect(amount('brokerage')).toBe('₦0')
  })

  it('gives the buyer all, half or none of the escrow fee', () => {
    renderWithTenant(<CostCalculator listing={listingDto()} />)
    expect((screen.getByRole('radio', { name: 'Buyer' }) as HTMLInputElement).checked).toBe(true)
    fireEvent.click(screen.getByRole('radio', { name: '50/50' }))
    expect(amount('escrow')).toBe('₦925,000')
    expect(screen.getByRole('rowheader', { name: /Escrow fee/ }).textContent).toContain('1% of the price, half of it yours')
    expect(total()).toContain('₦209,050,000')
    fireEvent.click(screen.getByRole('radio', { name: 'Seller' }))
    expect(amount('escrow')).toBe('₦0')
    expect(total()).toContain('₦208,125,000')
  })

  it('shows dollars at the tenant’s dated rate', () => {
    renderWithTenant(<CostCalculator listing={listingDto()} />)
    fireEvent.click(screen.getByRole('radio', { name: 'USD ($)' }))
    expect(amount('price')).toBe('$119,355')
    expect(amount('brokerage')).toBe('$5,968')
    expect(total()).toBe('Total cost$135,469$16,114 on top of the price')
    expect(screen.getByTestId('cost-usd-rate').textContent).toMatch(/^Dollar amounts at ₦1,550 per US dollar, the rate of 23 November 2026: A planning rate/)
    fireEvent.click(screen.getByRole('radio', { name: 'NGN (₦)' }))
    expect(amount('price')).toBe('₦185,000,000')
  })

  it('uses a tenant’s own rate, and a dollar listing’s own price', () => {
    const listing = listingDto({ currency: 'USD', asking_price: 250_000, asking_price_ngn: 387_500_000, state: 'Abuja' })
    renderWithTenant(<CostCalculator listing={listing} />, { tenant: 'capital-keys' })
    expect((screen.getByRole('radio', { name: 'USD ($)' }) as HTMLInputElement).checked).toBe(true)
    expect(amount('price')).toBe('$250,000')
    expect(screen.getByTestId('cost-line-price').textContent).toContain('Listed at $250,000, in naira at ₦1,600 per dollar')
    expect(screen.getByTestId('cost-usd-rate').textContent).toContain('₦1,600 per US dollar, the rate of 2 November 2026: Capital Keys’ rate')
    expect(screen.getByText(/The title charges are Lagos State’s; Abuja sets its own\./)).toBeTruthy()
    fireEvent.click(screen.getByRole('radio', { name: 'NGN (₦)' }))
    expect(amount('price')).toBe('₦400,000,000')
  })
})

describe('the listing page', () => {
  const similar = { 'GET /indexing/get-similar-property': () => fail(404, 'Similar properties not found') }

  it('warns about payments outside escrow and loads the calculator for a listing for sale', async () => {
    installFakeApi({ 'GET /indexing/listings-search': () => ok(listingDto()), ...similar })
    renderWithTenant(<ListingDetail slug="x" />, { wrapper: FreshSwr })
    expect((await screen.findByRole('note')).textContent).toBe('Haven never asks for inspection fees or deposits outside escrow. If anyone asks you to pay them directly, do not pay: tell us.')
    expect(screen.getByRole('link', { name: 'tell us' }).getAttribute('href')).toBe('mailto:hello@haven.ng')
    expect(screen.getByRole('heading', { name: 'What it really costs' })).toBeTruthy()
    expect(await screen.findByTestId('cost-calculator')).toBeTruthy()
    expect(await screen.findByText('Similar properties not found')).toBeTruthy()
  })

  it('has no purchase costs for a rental, but the same warning', async () => {
    installFakeApi({ 'GET /indexing/listings-search': () => ok(listingDto({ category: 'For rent' })), ...similar })
    renderWithTenant(<ListingDetail slug="x" />, { wrapper: FreshSwr, tenant: 'capital-keys' })
    expect((await screen.findByRole('note')).textContent).toMatch(/^Capital Keys Realty never asks for inspection fees or deposits outside escrow\./)
    expect(screen.queryByRole('heading', { name: 'What it really costs' })).toBeNull()
    expect(await screen.findByText('Similar properties not found')).toBeTruthy()
  })
})
