import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fail, installFakeApi } from '~/testing/fake-api'
import { created, empty, enabled, fill, fillIn, openDialog, setUpMarketingFormTests, toasts, TOO_MANY } from '~/testing/marketing-forms'
import { PartnerRealtorButton } from './partner-realtor-button'

setUpMarketingFormTests()

const signUp = () => screen.getByRole('button', { name: 'Sign up' }) as HTMLButtonElement

const open = () => openDialog(<PartnerRealtorButton>Become a partner realtor</PartnerRealtorButton>, 'Become a partner realtor', 'Become a partner realtor')

async function fillValid() {
  fillIn({ 'Full name': 'Bola Ade', 'Email address': 'bola@example.com', 'Phone number': '08031234567', 'Agency name': 'Ade Homes' })
  fireEvent.click(screen.getByLabelText(/I have read and accept/))
  await enabled('Sign up')
}

describe('PartnerRealtorButton', () => {
  it('requires the agency name, as its schema says, and the agreement (001 §5)', async () => {
    await open()
    empty('Full name')
    fill('Email address', 'bola')
    fill('Phone number', '080')
    empty('Agency name')
    const box = screen.getByLabelText(/I have read and accept/)
    fireEvent.click(box)
    fireEvent.click(box)
    await waitFor(() => expect(screen.getByText('Phone number is required')).toBeTruthy())
    expect(screen.getByText('Full name is required')).toBeTruthy()
    expect(screen.getByText('Invalid email address')).toBeTruthy()
    expect(screen.getByText('Agency name is required')).toBeTruthy()
    expect(screen.getByText('You must agree to the terms and conditions')).toBeTruthy()
    expect(screen.getByRole('link', { name: /Partner Realtor Agreement/ }).getAttribute('href')).toBe('/legal/partner-realtor-agreement')
    expect(signUp().disabled).toBe(true)
  })

  it('signs up as Direct2Seller, shows the success modal and opens the partner group after 1 second', async () => {
    const opened = vi.spyOn(window, 'open').mockReturnValue(null)
    const api = installFakeApi({ 'POST /api/d2s-signup': created('Thank you for signing up. We will be in touch shortly.') })
    const { tenant } = await open()
    await fillValid()
    fireEvent.click(signUp())
    await screen.findByRole('dialog', { name: 'Welcome, partner!' })
    expect(screen.getByText('Thank you for signing up. We will be in touch shortly.')).toBeTruthy()
    expect(api.callsTo('POST /api/d2s-signup')[0]!.body).toEqual({ full_name: 'Bola Ade', email: 'bola@example.com', phone: '+2348031234567', agencyName: 'Ade Homes', date: expect.stringContaining(' | ') })
    const group = screen.getByRole('link', { name: /Join the partner group/ })
    expect(group.getAttribute('href')).toBe(tenant.external.partner_group)
    await waitFor(() => expect(document.activeElement).toBe(group))
    expect(opened).not.toHaveBeenCalled()
    await waitFor(() => expect(opened).toHaveBeenCalledWith(tenant.external.partner_group, '_blank', 'noopener,noreferrer'), { timeout: 2000 })
  })

  it('toasts a failure with the server’s words', async () => {
    installFakeApi({ 'POST /api/d2s-signup': () => fail(429, TOO_MANY) })
    await open()
    await fillValid()
    fireEvent.click(signUp())
    await waitFor(() => expect(toasts()).toEqual([`Failed request: ${TOO_MANY}`]))
  })
})
