import type { Page } from '@playwright/test'
import { uniqueEmail } from './account-steps'
import { expect, openSite, test } from './fixtures'
import { allowFailedCalls, errorToast, expectReceipt, fill, fillIn, haven, nextPost, stubExternal, successToast } from './form-steps'

/** The feedback pop-up (issue 10, item 4; 001 §2, §8): its four paths and its once-only rule. */

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
