import type { Page } from '@playwright/test'
import { expect, openSite, test } from './fixtures'

const prices = async (page: Page) =>
  (await page.getByRole('article').getByText(/^[₦$€£][\d,]+$/).allTextContents()).map((t) => Number(t.replace(/\D/g, '')))

test.describe('/listings', () => {
  test('loads the next page as the end of the grid comes into view', async ({ page }) => {
    await openSite(page, 'haven', '/listings?state=Lagos&property_status=Completed')
    await expect(page.getByRole('article').nth(9)).toBeVisible()
    for (let i = 0; i < 5 && (await page.getByRole('article').count()) <= 10; i++) {
      await page.mouse.wheel(0, 4000)
      await page.waitForTimeout(300)
    }
    await expect(page.getByRole('article').nth(10)).toBeVisible()
  })

  test('sorts and switches category through the URL', async ({ page }) => {
    await openSite(page, 'haven', '/listings?state=Lagos&property_status=Completed&currency=NGN')
    await expect(page.getByRole('article').nth(2)).toBeVisible()
    const sorted = page.waitForResponse((r) => r.url().includes('sort_by=highest_price'))
    await page.getByLabel('Sort by').selectOption('highest_price')
    await expect(page).toHaveURL(/sort_by=highest_price/)
    await sorted
    await expect(page.getByRole('article').nth(2)).toBeVisible()
    const [a, b, c] = await prices(page)
    expect(a! >= b! && b! >= c!).toBe(true)
    await page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'For rent' }).click()
    await expect(page).toHaveURL(/category=For(\+|%20)rent/)
    await page.reload()
    await expect(page.getByRole('button', { name: 'For rent' })).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByLabel('Sort by')).toHaveValue('highest_price')
    await page.getByRole('button', { name: 'Clear filter' }).click()
    await expect(page).toHaveURL(/\/listings\?state=Lagos&property_status=Completed$/)
  })

  test('offers similar properties when nothing matches exactly', async ({ page }) => {
    await openSite(page, 'haven', '/listings?state=Lagos&display_address=zzqqxx')
    await expect(page.getByText('0 properties')).toBeVisible()
    await expect(page.getByText('No exact matches, but here are similar properties!')).toBeVisible()
    await expect(page.getByRole('article').first()).toBeVisible()
  })
})
