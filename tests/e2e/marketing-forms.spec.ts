import { uniqueEmail } from './account-steps'
import { expect, openSite, siteUrl, test } from './fixtures'
import { allowFailedCalls, DATE, empty, errorToast, expectReceipt, fillIn, haven, nextPost, stubExternal, successToast } from './form-steps'

/**
 * The marketing site's forms (issue 10, items 5, 7) against the real server, database and
 * outbox: every message of 001 §5 and §8 a visitor can meet, each form's success, and the seller's
 * mandate in sellers-mandate-form.spec.ts. The forms' code arrives only when a form is used (decision
 * 034): that is checked too. The feedback pop-up is feedback-popup.spec.ts.
 */

test.describe('Contact us (the About page’s button)', () => {
  test('shows its messages, then sends, says the server’s words, resets and closes; the sender gets a receipt', async ({ page }) => {
    const email = uniqueEmail('contact')
    await openSite(page, 'haven', '/about-us')
    const opener = page.getByRole('button', { name: 'Contact us', exact: true })
    await opener.click()
    const dialog = page.getByRole('dialog', { name: 'Contact us' })
    await expect(dialog.getByLabel('First name', { exact: true })).toBeFocused()
    const send = dialog.getByRole('button', { name: 'Send message' })
    await expect(send).toBeDisabled()

    await fillIn(dialog, { 'First name': 'A', 'Last name': 'B', 'Email address': 'amaka@', 'Phone number': '0803 12' })
    await expect(dialog.getByText('First name must be 2 or more characters long')).toBeVisible()
    await expect(dialog.getByText('Last name must be 2 or more characters long')).toBeVisible()
    await expect(dialog.getByText('Invalid email address')).toBeVisible()
    await expect(dialog.getByText('Invalid phone number')).toBeVisible()
    await expect(send).toBeDisabled()

    await fillIn(dialog, { 'First name': 'Amaka', 'Last name': 'Eze', 'Email address': email, 'Phone number': '0803 123 4567', Message: 'Can you check a plot in Lekki for me?' })
    const { body, headers } = await nextPost(page, '/api/contact-us', () => send.click())
    expect(body).toEqual({ first_name: 'Amaka', last_name: 'Eze', phone: '+2348031234567', email, message: 'Can you check a plot in Lekki for me?' })
    expect(headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/)
    await expect(successToast(page, 'Successful request')).toContainText('Thank you for reaching out. We have your message and will get back to you shortly.')
    await expect(dialog).toHaveCount(0)
    await expect(opener).toBeFocused()
    await opener.click()
    await expect(page.getByRole('dialog', { name: 'Contact us' }).getByLabel('First name', { exact: true })).toHaveValue('')
    await expectReceipt(email, /We have your message/)
  })

  test('a refusal says the server’s words; a lost answer is retried under the same key', async ({ page, consoleErrors }) => {
    await openSite(page, 'haven', '/about-us')
    await page.getByRole('button', { name: 'Contact us', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Contact us' })
    await fillIn(dialog, { 'First name': 'Amaka', 'Last name': 'Eze', 'Email address': uniqueEmail('contact'), 'Phone number': '08031234567' })

    let calls = 0
    await page.route('**/api/contact-us', async (route) => {
      calls += 1
      if (calls === 1) return route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'You have sent many forms in the last hour. Please try again later.', status: 'FAILED', data: null }) })
      if (calls === 2) return route.abort('connectionreset')
      return route.continue()
    })
    const send = dialog.getByRole('button', { name: 'Send message' })
    await send.click()
    await expect(errorToast(page, 'Failed request')).toContainText('You have sent many forms in the last hour. Please try again later.')
    await expect(dialog.getByRole('alert')).toHaveText('You have sent many forms in the last hour. Please try again later.')

    const lost = await nextPost(page, '/api/contact-us', () => send.click())
    await expect(errorToast(page, 'Failed request').filter({ hasText: 'Failed to submit' })).toBeVisible()
    const retry = await nextPost(page, '/api/contact-us', () => send.click())
    expect(retry.headers['idempotency-key']).toBe(lost.headers['idempotency-key'])
    await expect(successToast(page, 'Successful request')).toBeVisible()
    allowFailedCalls(consoleErrors)
  })

  test('Escape closes it, and focus goes back to the button', async ({ page }) => {
    await openSite(page, 'haven', '/about-us')
    const opener = page.getByRole('button', { name: 'Contact us', exact: true })
    await opener.click()
    await expect(page.getByRole('dialog', { name: 'Contact us' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(opener).toBeFocused()
  })
})

test.describe('Request a report (the pricing cards)', () => {
  test('validated on touch, sent with the visitor’s region, closed and reset; closing resets it too', async ({ page }) => {
    const email = uniqueEmail('report')
    await openSite(page, 'haven', '/pricing')
    const opener = page.getByRole('button', { name: 'Request report' }).first()
    await opener.click()
    const dialog = page.getByRole('dialog', { name: 'Request a report' })
    await empty(dialog, 'Full name')
    await fillIn(dialog, { 'Email address': 'tunde', 'Phone number': '0803' })
    await empty(dialog, 'Property address or state')
    await expect(dialog.getByText('Full name is required')).toBeVisible()
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible()
    await expect(dialog.getByText('Phone number is required')).toBeVisible()
    await expect(dialog.getByText('Please enter a valid address')).toBeVisible()

    // Closing resets it.
    await dialog.getByRole('button', { name: 'Close' }).click()
    await opener.click()
    await expect(dialog.getByLabel('Full name', { exact: true })).toHaveValue('')

    await fillIn(dialog, { 'Full name': 'Tunde Bakare', 'Email address': email, 'Phone number': '+44 7911 123456', 'Property address or state': 'Plot 5, Lekki Phase 1, Lagos', 'About the property': 'Detached duplex, 4 beds' })
    const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)
    const { body } = await nextPost(page, '/api/request-report', () => dialog.getByRole('button', { name: 'Send request' }).click())
    expect(body.source_channel).toBe(timeZone)
    await expect(successToast(page, 'Successful request')).toContainText('Your request has been sent successfully.')
    await expect(dialog).toHaveCount(0)
    await expectReceipt(email, /We have your report request/)
  })

  test('a failure says the server’s text, or its own words when no answer came', async ({ page, consoleErrors }) => {
    await openSite(page, 'haven', '/pricing')
    await page.getByRole('button', { name: 'Request report' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Request a report' })
    await fillIn(dialog, { 'Full name': 'Tunde Bakare', 'Email address': uniqueEmail('report'), 'Phone number': '08031234567', 'Property address or state': 'Lagos' })
    await page.route('**/api/request-report', (route) => route.abort('internetdisconnected'))
    await dialog.getByRole('button', { name: 'Send request' }).click()
    await expect(errorToast(page, 'Failed request')).toContainText('Unable to submit request. Please try again.')
    await expect(dialog).toBeVisible()
    allowFailedCalls(consoleErrors)
  })
})

test.describe('Direct2Seller (/direct2seller)', () => {
  test('the form is real, labelled HTML without JavaScript, its submit disabled', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(siteUrl(page, 'haven', '/direct2seller'))
    const form = page.getByRole('form', { name: 'Direct2Seller sign-up' })
    for (const label of ['Full name', 'Email address', 'Phone number', 'Agency name (optional)']) await expect(form.getByLabel(label, { exact: true })).toBeVisible()
    await expect(form.getByRole('link', { name: /Partner Realtor Agreement/ })).toHaveAttribute('href', '/legal/partner-realtor-agreement')
    await expect(form.getByRole('button', { name: 'Join Direct2Seller' })).toBeDisabled()
    await context.close()
  })

  test('fetches its code on first use, keeps what was typed, shows its messages, and signs up', async ({ page }) => {
    const email = uniqueEmail('d2s')
    const live: string[] = []
    page.on('request', (r) => /d2s-signup-live-/.test(r.url()) && live.push(r.url()))
    await openSite(page, 'haven', '/direct2seller')
    const form = page.getByRole('form', { name: 'Direct2Seller sign-up' })
    expect(live).toEqual([])

    const name = form.getByLabel('Full name', { exact: true })
    await name.click()
    await name.pressSequentially('Chidi Okafor')
    await expect.poll(() => live.length).toBe(1)
    await expect(name).toBeFocused()
    await expect(name).toHaveValue('Chidi Okafor')

    await fillIn(form, { 'Email address': 'chidi@', 'Phone number': '0803' })
    await empty(form, 'Full name')
    const box = form.getByLabel(/I have read and accept/)
    await box.check()
    await box.uncheck()
    await expect(form.getByText('Full name is required')).toBeVisible()
    await expect(form.getByText('Invalid email address')).toBeVisible()
    await expect(form.getByText('Phone number is required')).toBeVisible()
    await expect(form.getByText('You must agree to the terms and conditions')).toBeVisible()
    const submit = form.getByRole('button', { name: 'Join Direct2Seller' })
    await expect(submit).toBeDisabled()

    await fillIn(form, { 'Full name': 'Chidi Okafor', 'Email address': email, 'Phone number': '0803 123 4567', 'Agency name (optional)': 'Okafor Realty' })
    await box.check()
    const { body } = await nextPost(page, '/api/d2s-signup', () => submit.click())
    expect(body).toMatchObject({ full_name: 'Chidi Okafor', email, agencyName: 'Okafor Realty' })
    expect(body.date).toMatch(DATE)
    const modal = page.getByRole('dialog', { name: 'Welcome to Direct2Seller' })
    await expect(modal).toContainText('Thank you for signing up. We will be in touch shortly.')
    await modal.getByRole('button', { name: 'Done' }).click()
    await expect(form.getByLabel('Full name', { exact: true })).toHaveValue('')
    await expect(submit).toBeDisabled()
    await expectReceipt(email, /Welcome to Direct2Seller/)
  })

  test('a failure says “Failed request” with the server’s words', async ({ page, consoleErrors }) => {
    await openSite(page, 'haven', '/direct2seller')
    const form = page.getByRole('form', { name: 'Direct2Seller sign-up' })
    await fillIn(form, { 'Full name': 'Chidi Okafor', 'Email address': uniqueEmail('d2s'), 'Phone number': '08031234567' })
    await form.getByLabel(/I have read and accept/).check()
    await page.route('**/api/d2s-signup', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'Something went wrong', status: 'FAILED', data: null }) }))
    await form.getByRole('button', { name: 'Join Direct2Seller' }).click()
    await expect(errorToast(page, 'Failed request')).toContainText('Failed to submit')
    allowFailedCalls(consoleErrors)
  })
})

test.describe('Partner realtor (the Direct2Seller page’s button)', () => {
  test('requires the agency name, signs up, and opens the partner group a second after the success modal', async ({ page, context }) => {
    const email = uniqueEmail('partner')
    await stubExternal(context, haven.external.partner_group)
    await openSite(page, 'haven', '/direct2seller')
    await page.getByRole('button', { name: 'Become a partner realtor' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Become a partner realtor' })
    await empty(dialog, 'Agency name')
    await expect(dialog.getByText('Agency name is required')).toBeVisible()
    await fillIn(dialog, { 'Full name': 'Bola Ade', 'Email address': email, 'Phone number': '08031234567', 'Agency name': 'Ade Homes' })
    await dialog.getByLabel(/I have read and accept/).check()
    const popup = context.waitForEvent('page')
    await dialog.getByRole('button', { name: 'Sign up' }).click()
    const welcome = page.getByRole('dialog', { name: 'Welcome, partner!' })
    await expect(welcome).toContainText('Thank you for signing up. We will be in touch shortly.')
    await expect(welcome.getByRole('link', { name: /Join the partner group/ })).toHaveAttribute('href', haven.external.partner_group)
    expect((await popup).url()).toBe(haven.external.partner_group)
    await expectReceipt(email, /Welcome to Direct2Seller/)
  })
})

test.describe('Realtor network (/join-realtor-network)', () => {
  test('shows its messages and the terms in a dialog; signs up with the referral code and leaves for the registration site', async ({ page, context }) => {
    const email = uniqueEmail('realtor')
    await stubExternal(context, haven.external.realtor_registration)
    await openSite(page, 'haven', '/join-realtor-network?referral_code=AB12CD3')
    const form = page.getByRole('form', { name: 'Join the realtor network' })
    await fillIn(form, { 'Full name': 'Ngozi', 'Email address': 'ngozi@', 'Phone number': '123' })
    await expect(form.getByText('Please enter first and last name')).toBeVisible()
    await expect(form.getByText('Invalid email address')).toBeVisible()
    await expect(form.getByText('Phone number is required')).toBeVisible()

    await form.getByRole('link', { name: /terms of use/ }).click()
    const terms = page.getByRole('dialog', { name: 'Terms of Service' })
    await expect(terms.locator('[data-content-key="legal/terms-of-use"]')).not.toBeEmpty()
    await page.keyboard.press('Escape')
    await expect(terms).toHaveCount(0)

    await fillIn(form, { 'Full name': 'Ngozi Chioma Obi', 'Email address': email, 'Phone number': '0803 123 4567' })
    await form.getByLabel(/I agree to the/).check()
    const { body, headers } = await nextPost(page, '/api/v1/agent/register', () => form.getByRole('button', { name: 'Join the network' }).click())
    expect(body).toMatchObject({ first_name: 'Ngozi', last_name: 'Chioma Obi', email, agreement: true, referral_code: 'AB12CD3' })
    expect(headers['x-tenant-id']).toBe(haven.domain)
    expect(headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/)
    await expect(successToast(page, 'Request successful')).toBeVisible()
    await page.waitForURL(haven.external.realtor_registration)
    await expectReceipt(email, /Welcome to the realtor network/)
  })
})
