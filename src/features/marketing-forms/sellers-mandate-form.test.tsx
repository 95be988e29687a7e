import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { installFakeApi } from '~/testing/fake-api'
import { answering, created, enabled, fill, fillIn, prerenderAndHydrate, refused, toasts, setUpMarketingFormTests } from '~/testing/marketing-forms'
import { SellersMandateForm } from './sellers-mandate-form'

setUpMarketingFormTests()

const MESSAGE = 'We have received your mandate and will be in touch shortly.'
const answered = created(MESSAGE)
const step = (n: 1 | 2) => document.querySelector(`[data-step="${n}"]`) as HTMLFieldSetElement
const value = (label: string | RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement

async function start() {
  await prerenderAndHydrate(<SellersMandateForm />)
  await act(async () => (screen.getByLabelText('An individual') as HTMLInputElement).focus())
  await act(async () => void (await import('./sellers-mandate-live')))
  // The phone rules: a valid number is accepted once they have arrived.
  await import('~/shared/phone')
}

function fillContact() {
  fillIn({ 'Email address': 'Seller@Example.com', 'Phone number': '0803 123 4567' })
}

async function next() {
  fireEvent.click(button('Next'))
  await waitFor(() => expect(step(2).hidden).toBe(false))
}

function fillProperty(confirmation: string) {
  fill('Property address', '12 Bourdillon Road, Ikoyi, Lagos')
  fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'USD' } })
  fillIn({ 'Asking price': '450,000', 'Brokerage fee (%)': '5' })
  fill(/to confirm/, confirmation)
}

describe('SellersMandateForm', () => {
  it('prerenders step 1 (an individual) with step 2 hidden', async () => {
    const { html } = await prerenderAndHydrate(<SellersMandateForm />)
    const page = new DOMParser().parseFromString(html, 'text/html')
    expect(page.querySelector('[data-step="1"] legend')?.textContent).toBe('Step 1 of 2: About you')
    expect(page.querySelector('[data-step="2"]')?.hasAttribute('hidden')).toBe(true)
    expect(page.querySelector<HTMLInputElement>('input[value="Individual"]')?.hasAttribute('checked')).toBe(true)
    expect(page.querySelector('label[for="mandate-full_name"]')?.textContent).toBe('Full name')
    expect(page.querySelector('select[name="currency"] option[selected]')?.textContent).toBe('NGN')
  })

  it('an individual: two steps, Back keeps every answer, then the mandate and its follow-up e-mail', async () => {
    const api = installFakeApi({ 'POST /api/sellers-mandate': answered, 'POST /api/sellers-mandate-email': created('We have e-mailed you the next steps.') })
    await start()
    fill('Full name', 'Adaeze Nwosu')
    fillContact()
    await next()
    expect(step(1).hidden).toBe(true)
    expect(document.activeElement).toBe(screen.getByLabelText('Property address'))
    fillProperty('Ada Nwosu')
    await waitFor(() => expect(screen.getByText('Confirmation must match your full name')).toBeTruthy())
    fireEvent.click(button('Back'))
    expect(step(1).hidden).toBe(false)
    expect(value('Full name')).toBe('Adaeze Nwosu')
    expect(value('Email address')).toBe('Seller@Example.com')
    await next()
    expect(value('Property address')).toBe('12 Bourdillon Road, Ikoyi, Lagos')
    fill(/to confirm/, 'Adaeze Nwosu')
    await enabled('Submit mandate')
    fireEvent.click(button('Submit mandate'))
    await screen.findByRole('dialog', { name: 'Mandate received' })
    expect(screen.getByText(MESSAGE)).toBeTruthy()
    const [mandate] = api.callsTo('POST /api/sellers-mandate')
    expect(mandate!.body).toEqual({
      user_type: 'Individual',
      full_name: 'Adaeze Nwosu',
      company_name: 'NULL',
      property_owner_name: 'NULL',
      property_owner_address: 'NULL',
      email: 'seller@example.com',
      phone: '+2348031234567',
      property_address: '12 Bourdillon Road, Ikoyi, Lagos',
      property_sale_price: 450000,
      currency: 'USD',
      brokerage_fee: 5,
      confirmation: 'Adaeze Nwosu',
      date: expect.stringMatching(/ \| \d\d:\d\d:\d\d (AM|PM)$/),
    })
    await waitFor(() => expect(api.callsTo('POST /api/sellers-mandate-email')).toHaveLength(1))
    const [email] = api.callsTo('POST /api/sellers-mandate-email')
    expect(email!.body).toEqual(mandate!.body)
    expect(email!.headers['Idempotency-Key']).toBe(mandate!.headers['Idempotency-Key'])
    // Cleared, back on step 1.
    expect(step(1).hidden).toBe(false)
    expect(value('Full name')).toBe('')
    expect((screen.getByLabelText('An individual') as HTMLInputElement).checked).toBe(true)
  })

  it('a company: its own fields, named when missing, its contact confirms and travels as full_name', async () => {
    const api = installFakeApi({ 'POST /api/sellers-mandate': answered, 'POST /api/sellers-mandate-email': answered })
    await start()
    fill('Full name', 'Adaeze Nwosu')
    fireEvent.click(screen.getByLabelText('A company'))
    await waitFor(() => expect(screen.getByLabelText('Company name').closest('[hidden]')).toBeNull())
    expect(screen.getByLabelText('Full name').closest('[hidden]')).not.toBeNull()
    fillContact()
    fireEvent.click(button('Next'))
    await waitFor(() => expect(screen.getByText('Company name is required')).toBeTruthy())
    expect(screen.getByText('Contact name is required')).toBeTruthy()
    expect(screen.getByText('Registered property owner name is required')).toBeTruthy()
    expect(screen.getByText('Registered property owner address is required')).toBeTruthy()
    expect(step(2).hidden).toBe(true)
    expect(document.activeElement).toBe(screen.getByLabelText('Company name'))
    fillIn({
      'Company name': 'Nwosu Holdings Ltd',
      'Contact name': 'Emeka Nwosu',
      'Registered property owner’s name': 'Nwosu Holdings Ltd',
      'Registered property owner’s address': '3 Marina, Lagos Island',
    })
    await next()
    expect(screen.getByLabelText('Type the contact name to confirm')).toBeTruthy()
    fillProperty('Adaeze Nwosu')
    await waitFor(() => expect(screen.getByText('Confirmation must match the contact name')).toBeTruthy())
    fill('Brokerage fee (%)', '120')
    await waitFor(() => expect(screen.getByText('Brokerage fee must be between 0 and 100')).toBeTruthy())
    fill('Property address', ' ')
    await waitFor(() => expect(screen.getByText('Property physical address is required')).toBeTruthy())
    fillIn({ 'Property address': '12 Bourdillon Road, Ikoyi, Lagos', 'Brokerage fee (%)': '2.5' })
    fill(/to confirm/, 'Emeka Nwosu')
    await enabled('Submit mandate')
    fireEvent.click(button('Submit mandate'))
    await screen.findByRole('dialog', { name: 'Mandate received' })
    expect(api.callsTo('POST /api/sellers-mandate')[0]!.body).toMatchObject({
      user_type: 'Company',
      full_name: 'Emeka Nwosu',
      company_name: 'Nwosu Holdings Ltd',
      property_owner_name: 'Nwosu Holdings Ltd',
      property_owner_address: '3 Marina, Lagos Island',
      brokerage_fee: 2.5,
      confirmation: 'Emeka Nwosu',
    })
  })

  it('toasts a failure and keeps the answers', async () => {
    installFakeApi({ 'POST /api/sellers-mandate': answering(refused('email', 'Invalid email address')) })
    await start()
    fill('Full name', 'Adaeze Nwosu')
    fillContact()
    await next()
    fillProperty('Adaeze Nwosu')
    await enabled('Submit mandate')
    fireEvent.click(button('Submit mandate'))
    await waitFor(() => expect(toasts()).toEqual(['Failed request: Invalid email address']))
    // The server's message is about a step-1 field: the form goes back there to show it.
    await waitFor(() => expect(step(1).hidden).toBe(false))
    expect(screen.getByLabelText('Email address').getAttribute('aria-invalid')).toBe('true')
    expect(value('Full name')).toBe('Adaeze Nwosu')
  })
})
