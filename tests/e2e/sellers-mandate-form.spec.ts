import type { Page } from '@playwright/test'
import { uniqueEmail } from './account-steps'
import { expect, openSite, test } from './fixtures'
import { allowFailedCalls, DATE, empty, errorToast, fill, fillIn, nextPost, subjects } from './form-steps'

/** The seller's mandate (issue 10, item 5; 001 §3, §5): both steps, for an individual and a company. */

test.describe('Seller’s mandate (/sellers-mandate)', () => {
  const step = (page: Page, n: 1 | 2) => page.getByRole('group', { name: n === 1 ? 'Step 1 of 2: About you' : 'Step 2 of 2: The property' })

  test('an individual: two steps, Back keeps every answer; the mandate, its success modal and the follow-up e-mail', async ({ page }) => {
    const email = uniqueEmail('mandate')
    await openSite(page, 'haven', '/sellers-mandate')
    const form = page.getByRole('form', { name: 'Seller’s mandate' })
    await fillIn(form, { 'Full name': 'Adaeze Nwosu', 'Email address': 'adaeze@', 'Phone number': '0803 123 4567' })
    await form.getByRole('button', { name: 'Next' }).click()
    await expect(form.getByText('Invalid email address')).toBeVisible()
    await expect(form.getByLabel('Email address', { exact: true })).toBeFocused()
    await fill(form, 'Email address', email)
    await form.getByRole('button', { name: 'Next' }).click()
    await expect(step(page, 2)).toBeVisible()
    await expect(step(page, 1)).toBeHidden()
    await expect(form.getByLabel('Property address', { exact: true })).toBeFocused()

    await fill(form, 'Property address', '12 Bourdillon Road, Ikoyi, Lagos')
    await form.getByLabel('Currency', { exact: true }).selectOption('USD')
    await fillIn(form, { 'Asking price': '450,000', 'Brokerage fee (%)': '150', 'Type your full name to confirm': 'Ada Nwosu' })
    await expect(form.getByText('Brokerage fee must be between 0 and 100')).toBeVisible()
    await expect(form.getByText('Confirmation must match your full name')).toBeVisible()
    await empty(form, 'Property address')
    await expect(form.getByText('Property physical address is required')).toBeVisible()
    await fill(form, 'Property address', '12 Bourdillon Road, Ikoyi, Lagos')

    await form.getByRole('button', { name: 'Back' }).click()
    await expect(form.getByLabel('Full name', { exact: true })).toHaveValue('Adaeze Nwosu')
    await expect(form.getByLabel('Email address', { exact: true })).toHaveValue(email)
    await form.getByRole('button', { name: 'Next' }).click()
    await expect(form.getByLabel('Asking price', { exact: true })).toHaveValue('450,000')
    await fillIn(form, { 'Brokerage fee (%)': '5', 'Type your full name to confirm': 'Adaeze Nwosu' })

    const followUp = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/sellers-mandate-email'))
    const mandate = await nextPost(page, '/api/sellers-mandate', () => form.getByRole('button', { name: 'Submit mandate' }).click())
    expect(mandate.body).toMatchObject({ user_type: 'Individual', full_name: 'Adaeze Nwosu', company_name: 'NULL', property_owner_name: 'NULL', property_owner_address: 'NULL', email, property_sale_price: 450000, currency: 'USD', brokerage_fee: 5, confirmation: 'Adaeze Nwosu' })
    expect(mandate.body.date).toMatch(DATE)
    const modal = page.getByRole('dialog', { name: 'Mandate received' })
    await expect(modal).toContainText('We have received your mandate and will be in touch shortly.')
    const email2 = await followUp
    expect(email2.postDataJSON()).toEqual(mandate.body)
    expect(await email2.headerValue('idempotency-key')).toBe(mandate.headers['idempotency-key'])
    await modal.getByRole('button', { name: 'Done' }).click()
    await expect(step(page, 1)).toBeVisible()
    await expect(form.getByLabel('Full name', { exact: true })).toHaveValue('')
    // The receipt and the next steps.
    await expect.poll(() => subjects(email).filter((s) => /mandate/i.test(s)).length, { timeout: 10_000 }).toBe(2)
  })

  test('a company: its own fields, each named when missing; its contact confirms and travels as full_name', async ({ page }) => {
    const email = uniqueEmail('mandate-co')
    await openSite(page, 'haven', '/sellers-mandate')
    const form = page.getByRole('form', { name: 'Seller’s mandate' })
    await form.getByLabel('A company', { exact: true }).check()
    await expect(form.getByLabel('Full name', { exact: true })).toBeHidden()
    await fillIn(form, { 'Email address': email, 'Phone number': '08031234567' })
    await form.getByRole('button', { name: 'Next' }).click()
    for (const message of ['Company name is required', 'Contact name is required', 'Registered property owner name is required', 'Registered property owner address is required']) await expect(form.getByText(message)).toBeVisible()
    await expect(step(page, 2)).toBeHidden()
    await fillIn(form, { 'Company name': 'Nwosu Holdings Ltd', 'Contact name': 'Emeka Nwosu', 'Registered property owner’s name': 'Nwosu Holdings Ltd', 'Registered property owner’s address': '3 Marina, Lagos Island' })
    await form.getByRole('button', { name: 'Next' }).click()
    await fillIn(form, { 'Property address': 'Plot 7, Banana Island', 'Asking price': '2,500,000,000', 'Brokerage fee (%)': '2.5', 'Type the contact name to confirm': 'Nwosu Holdings Ltd' })
    await expect(form.getByText('Confirmation must match the contact name')).toBeVisible()
    await fill(form, 'Type the contact name to confirm', 'Emeka Nwosu')
    const { body } = await nextPost(page, '/api/sellers-mandate', () => form.getByRole('button', { name: 'Submit mandate' }).click())
    expect(body).toMatchObject({ user_type: 'Company', full_name: 'Emeka Nwosu', company_name: 'Nwosu Holdings Ltd', property_owner_name: 'Nwosu Holdings Ltd', property_owner_address: '3 Marina, Lagos Island', currency: 'NGN', property_sale_price: 2500000000, brokerage_fee: 2.5 })
    await expect(page.getByRole('dialog', { name: 'Mandate received' })).toBeVisible()
  })

  test('a failure says “Failed request” and keeps the answers', async ({ page, consoleErrors }) => {
    await openSite(page, 'haven', '/sellers-mandate')
    const form = page.getByRole('form', { name: 'Seller’s mandate' })
    await fillIn(form, { 'Full name': 'Adaeze Nwosu', 'Email address': uniqueEmail('mandate'), 'Phone number': '08031234567' })
    await form.getByRole('button', { name: 'Next' }).click()
    await fillIn(form, { 'Property address': 'Plot 7, Banana Island', 'Asking price': '90,000,000', 'Brokerage fee (%)': '3', 'Type your full name to confirm': 'Adaeze Nwosu' })
    await page.route('**/api/sellers-mandate', (route) => route.abort('internetdisconnected'))
    await form.getByRole('button', { name: 'Submit mandate' }).click()
    await expect(errorToast(page, 'Failed request')).toContainText('Failed to submit')
    await expect(form.getByLabel('Property address', { exact: true })).toHaveValue('Plot 7, Banana Island')
    allowFailedCalls(consoleErrors)
  })
})
