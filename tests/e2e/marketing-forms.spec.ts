import type { BrowserContext, Locator, Page, Request } from '@playwright/test'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { uniqueEmail } from './account-steps'
import { expect, openSite, siteUrl, tenant, test } from './fixtures'

/**
 * The marketing site's forms (issue 10, items 4, 5, 7) against the real server, database and
 * outbox: every message of 001 §5 and §8 a visitor can meet, each form's success, the seller's
 * mandate for both kinds of seller, and the feedback pop-up's four paths and once-only rule.
 * The forms' code arrives only when a form is used (decision 034): that is checked too.
 */

const haven = tenant('haven')
const PORT = process.env.E2E_PORT ?? 8899
const OUTBOX = join(process.env.E2E_DATA_DIR ?? `.data/e2e-${PORT}`, 'outbox')

/** Messages addressed To `email` (not merely Reply-To it), as the outbox keeps them. */
const mailsTo = (email: string) =>
  readdirSync(OUTBOX)
    .map((f) => readFileSync(join(OUTBOX, f), 'utf8'))
    .filter((m) => m.split(/\r?\n/).includes(`To: ${email}`))
/** A Subject header as read: folded lines joined, RFC 2047 Q-encoded words decoded. */
const subjectOf = (mail: string) =>
  (/^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(mail)?.[1] ?? '')
    .replace(/\r?\n[ \t]/g, '')
    .replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_, q: string) =>
      Buffer.from(q.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_h, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
    )
const subjects = (email: string) => mailsTo(email).map(subjectOf)

/** The receipt the forms' function e-mails the sender (decision 031). */
async function expectReceipt(email: string, subject: RegExp) {
  await expect.poll(() => subjects(email).some((s) => subject.test(s)), { timeout: 10_000 }).toBe(true)
}

const successToast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title })
const errorToast = (page: Page, title: string) => page.locator('[data-kind="error"]').filter({ hasText: title })

/** Types into a field and leaves it, as a visitor does (messages show once a field is left). */
async function fill(scope: Locator | Page, label: string, value: string) {
  const field = scope.getByLabel(label, { exact: true })
  await field.fill(value)
  await field.blur()
}
async function fillIn(scope: Locator | Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await fill(scope, label, value)
}
/** Typed, then emptied: the field's 'required' message. */
async function empty(scope: Locator | Page, label: string) {
  await fill(scope, label, 'x')
  await fill(scope, label, ' ')
}

/** External destinations answer locally: the test network reaches no other site. */
async function stubExternal(context: BrowserContext, url: string) {
  const { origin } = new URL(url)
  await context.route(`${origin}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>External</title><h1>External</h1>' }))
}

/** The JSON body and the headers of the next POST to `path`. */
async function nextPost(page: Page, path: string, act: () => Promise<void>) {
  const [request] = await Promise.all([page.waitForRequest((r: Request) => r.method() === 'POST' && new URL(r.url()).pathname === path), act()])
  return { body: request.postDataJSON() as Record<string, unknown>, headers: await request.allHeaders() }
}

/** The refused or dropped calls a failure test causes are the console errors it expects; the fixture checks the rest. */
const allowFailedCalls = (consoleErrors: string[]) =>
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/Failed to load resource: (the server responded with a status of (429|500)|net::ERR_)/.test(e)))

const DATE = /^\d{1,2}(st|nd|rd|th) [A-Z][a-z]+ \d{4} \| \d\d:\d\d:\d\d (AM|PM)$/

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

test.describe('Feedback pop-up', () => {
  test.use({ feedbackPopup: true })

  const QUESTION = 'Which best describes you?'
  const scrollTo = (page: Page, share: number) => page.evaluate((s) => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * s), share)
  const popup = (page: Page) => page.getByRole('dialog', { name: QUESTION })

  async function openPopup(page: Page, path = '/about-us') {
    await openSite(page, 'haven', path)
    await scrollTo(page, 0.7)
    await expect(popup(page)).toBeVisible()
    return popup(page)
  }

  test('appears at 60% scroll, once per page view; closing is not answering', async ({ page }) => {
    await openSite(page, 'haven', '/about-us')
    await scrollTo(page, 0.5)
    await page.waitForTimeout(300)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await scrollTo(page, 0.65)
    const card = popup(page)
    await expect(card).toBeVisible()
    // It opens on its own, so it takes no focus from the page.
    await expect(card.getByRole('radio').first()).not.toBeFocused()
    await card.getByRole('button', { name: 'Close feedback' }).click()
    await scrollTo(page, 0)
    await scrollTo(page, 1)
    await page.waitForTimeout(300)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await page.reload()
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    await scrollTo(page, 0.9)
    await expect(popup(page)).toBeVisible()
  })

  test('is used by keyboard: arrows between the answers, Escape closes it', async ({ page }) => {
    const card = await openPopup(page)
    await card.getByLabel('I want to buy a property', { exact: true }).focus()
    await page.keyboard.press('ArrowDown')
    await expect(card.getByLabel('I am a real estate agent', { exact: true })).toBeChecked()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('buyer: the marketplace opens in a new tab, which counts as an answer: never asked again', async ({ page, context }) => {
    await stubExternal(context, haven.external.marketplace)
    const card = await openPopup(page)
    await card.getByLabel('I want to buy a property', { exact: true }).check()
    const cta = card.getByRole('link', { name: /Browse pre-vetted properties/ })
    await expect(cta).toHaveAttribute('href', haven.external.marketplace)
    await expect(cta).toHaveAttribute('target', '_blank')
    const tab = context.waitForEvent('page')
    await cta.click()
    await (await tab).close()
    await expect(page.getByRole('dialog', { name: 'Thank you!' })).toBeVisible()
    await page.reload()
    await scrollTo(page, 0.9)
    await page.waitForTimeout(300)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('agent: the referral programme, which counts as an answer', async ({ page }) => {
    const card = await openPopup(page)
    await card.getByLabel('I am a real estate agent', { exact: true }).check()
    await card.getByRole('link', { name: 'See the referral program' }).click()
    await page.waitForURL(/\/referral-program$/)
    await scrollTo(page, 0.9)
    await page.waitForTimeout(300)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('seller: the contact form with the property type; sent, it thanks, and never asks again', async ({ page }) => {
    const email = uniqueEmail('feedback-seller')
    const card = await openPopup(page)
    await card.getByLabel('I want to sell a property', { exact: true }).check()
    await fillIn(card, { 'First name': 'K', 'Email address': 'kemi@', 'Phone number': '0803' })
    await expect(card.getByText('First name must be 2 or more characters long')).toBeVisible()
    await expect(card.getByText('Invalid email address')).toBeVisible()
    await expect(card.getByText('Invalid phone number')).toBeVisible()
    await fillIn(card, { 'First name': 'Kemi', 'Last name': 'Adeyemi', 'Email address': email, 'Phone number': '08031234567', 'Property type': 'a' })
    await expect(card.getByText('Property type is required')).toBeVisible()
    await fill(card, 'Property type', '4-bedroom terrace')
    const { body } = await nextPost(page, '/api/feedback', () => card.getByRole('button', { name: 'Send' }).click())
    expect(body).toMatchObject({ first_name: 'Kemi', property_type: '4-bedroom terrace', selected_option: 'seller' })
    await expect(successToast(page, 'Feedback submitted!')).toContainText('Thank you for your feedback. We will contact you soon.')
    await expect(page.getByRole('dialog', { name: 'Thank you!' })).toBeVisible()
    await expectReceipt(email, /Thank you for your feedback/)
    await page.reload()
    await scrollTo(page, 0.9)
    await page.waitForTimeout(300)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('exploring: the contact form without the property type', async ({ page }) => {
    const card = await openPopup(page, '/media')
    await card.getByLabel('I am just exploring', { exact: true }).check()
    await expect(card.getByLabel('Property type', { exact: true })).toHaveCount(0)
    await fillIn(card, { 'First name': 'Kemi', 'Last name': 'Adeyemi', 'Email address': uniqueEmail('feedback-explorer'), 'Phone number': '08031234567' })
    const { body } = await nextPost(page, '/api/feedback', () => card.getByRole('button', { name: 'Send' }).click())
    expect(body).not.toHaveProperty('property_type')
    expect(body.selected_option).toBe('exploring')
    await expect(successToast(page, 'Feedback submitted!')).toContainText('Thank you for your feedback.')
  })

  test('a failure says “Submission failed” and asks again later', async ({ page, consoleErrors }) => {
    const card = await openPopup(page)
    await card.getByLabel('I am just exploring', { exact: true }).check()
    await fillIn(card, { 'First name': 'Kemi', 'Last name': 'Adeyemi', 'Email address': uniqueEmail('feedback'), 'Phone number': '08031234567' })
    await page.route('**/api/feedback', (route) => route.abort('internetdisconnected'))
    await card.getByRole('button', { name: 'Send' }).click()
    await expect(errorToast(page, 'Submission failed')).toContainText('Unable to submit feedback.')
    await expect(card.getByRole('heading', { name: QUESTION })).toBeVisible()
    allowFailedCalls(consoleErrors)
  })
})
