import type { APIRequestContext, Page } from '@playwright/test'
import { signUpByApi, uniqueEmail } from './account-steps'
import { expect, openSite, siteUrl, test } from './fixtures'

async function signUp(page: Page, request: APIRequestContext, slug: string) {
  const token = await signUpByApi(request, slug, { email: uniqueEmail('alerts'), first_name: 'Amaka' })
  await page.goto(siteUrl(page, slug, '/'))
  await page.evaluate((t) => localStorage.setItem('haven.access_token', t), token)
}

// Toasts outlive a navigation (an earlier one may still show): the newest is the one just made.
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).last()

/** Issue 25: a saved search's e-mail alerts, chosen when saving and changed on /saved. */
test.describe('alerts', () => {
  test('chooses weekly when saving, changes it to instantly on /saved, and finds it kept after a reload', async ({ page, request }, info) => {
    await signUp(page, request, 'haven')
    await openSite(page, 'haven', '/listings?state=Lagos&bedrooms=2')
    await page.getByRole('button', { name: 'Save search', exact: true }).click()
    const save = page.getByRole('dialog', { name: 'Save this search' })
    const choice = save.getByLabel('E-mail alerts')
    await expect(choice).toHaveValue('daily')
    await choice.selectOption({ label: 'Weekly' })
    await expect(save.getByText('Mondays at 7:00 in your time zone')).toBeVisible()
    await save.getByLabel('Title').fill('Two-bed flats in Lagos')
    await save.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(toast(page, 'Search Saved')).toBeVisible()

    await openSite(page, 'haven', '/saved')
    const alerts = page.getByLabel('E-mail alerts for Two-bed flats in Lagos')
    await expect(alerts).toHaveValue('weekly')
    await page.screenshot({ path: `test-results/alerts-saved-${info.project.name}.png`, fullPage: true })
    await alerts.selectOption({ label: 'Instantly' })
    await expect(toast(page, 'Alerts updated')).toBeVisible()
    await expect(page.getByText('at most one e-mail every 6 hours').first()).toBeVisible()

    await page.reload()
    await expect(page.getByLabel('E-mail alerts for Two-bed flats in Lagos')).toHaveValue('instant')
    const favourites = page.getByLabel('E-mail alerts for favourite properties')
    await expect(favourites).toHaveValue('instant')
    await favourites.selectOption({ label: 'Off' })
    await expect(toast(page, 'Alerts updated')).toBeVisible()
    await page.reload()
    await expect(page.getByLabel('E-mail alerts for favourite properties')).toHaveValue('off')
  })
})
