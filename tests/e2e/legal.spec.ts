import { expect, openSite, siteUrl, test } from './fixtures'

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a prerendered legal page reads completely', async ({ page }) => {
    await page.goto(siteUrl(page, 'lekki-prime', '/legal/privacy-policy'))
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
    await expect(page.getByText('Last updated: 13 May 2025')).toBeVisible()
    await expect(page.getByText(/24 hours/).first()).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'care@lekkiprime.com' }).first()).toHaveAttribute('href', 'mailto:care@lekkiprime.com')
    await expect(page.getByText('Lekki Prime Realty').first()).toBeVisible()
  })

  for (const [path, title] of [
    ['/legal/terms-of-use', 'Terms of Service'],
    ['/legal/non-circumvention-clause', null],
    ['/legal/partner-realtor-agreement', 'Partner Realtor Agreement'],
    ['/legal/sellers-mandate-terms-of-service', null],
  ] as const) {
    test(`${path} is prerendered`, async ({ page }) => {
      const res = await page.goto(siteUrl(page, 'haven', path))
      expect(res?.status()).toBe(200)
      const h1 = page.getByRole('heading', { level: 1 })
      if (title) await expect(h1).toHaveText(title)
      else await expect(h1).not.toHaveText('')
    })
  }
})

test.describe('legal tabs', () => {
  test('defaults to the terms, switches tabs and reads ?tab=', async ({ page }) => {
    await openSite(page, 'haven', '/legal')
    await expect(page.getByRole('tab', { name: 'Terms of Service' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service')
    await page.getByRole('tab', { name: 'Non Circumvention Clause' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Non Circumvention Clause')
    await expect(page).toHaveURL(/tab=ncv/)
    await openSite(page, 'haven', '/legal?tab=privacy')
    await expect(page.getByRole('tab', { name: 'Privacy Policy' })).toHaveAttribute('aria-selected', 'true')
  })

  test('a link inside a text switches the document', async ({ page }) => {
    await openSite(page, 'haven', '/legal')
    await page.getByRole('tabpanel').locator('a[href="/legal/privacy-policy"]').first().click()
    await expect(page.getByRole('tab', { name: 'Privacy Policy' })).toHaveAttribute('aria-selected', 'true')
    await expect(page).toHaveURL(/\/legal\?tab=privacy/)
  })
})
