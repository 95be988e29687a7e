import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import CommissionCalculator from './commission-calculator'

const output = () => document.querySelector('output')!.textContent

describe('CommissionCalculator', () => {
  it('shows nothing until a price is typed, then the seller’s fee and 30% of it', () => {
    render(<CommissionCalculator />)
    expect(output()).toBe('Seller’s fee—Your 30%, at most—')
    const price = screen.getByLabelText('Sale price (₦)') as HTMLInputElement
    fireEvent.change(price, { target: { value: '150000000' } })
    expect(price.value).toBe('150,000,000')
    expect(output()).toBe('Seller’s fee₦3,000,000Your 30%, at most₦900,000')
  })

  it('moves the seller’s fee within the mandate’s 2–5%', () => {
    render(<CommissionCalculator />)
    const fee = screen.getByLabelText(/Seller’s fee/) as HTMLInputElement
    expect([fee.min, fee.max, fee.value]).toEqual(['2', '5', '2'])
    fireEvent.change(screen.getByLabelText('Sale price (₦)'), { target: { value: '100,000,000' } })
    fireEvent.change(fee, { target: { value: '5' } })
    expect(output()).toBe('Seller’s fee₦5,000,000Your 30%, at most₦1,500,000')
    expect(screen.getByText(/not an offer/).textContent).toContain('after any tax on it, refunds to the seller and a co-broker’s share')
  })
})
