import { seriousViolations } from './axe'
import { expect, openSite, test } from './fixtures'

test('the realtor directory leads to a profile with contact gating, stats and that realtor’s listings', async ({ page }) => {
  await openSite(page, 'haven', '/find-trusted-realtors')
  await expect(page.getByRole('heading', { level: 1, name: 'Find Trusted Realtors' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Who we help' })).toBeVisible()
  const card = page.getByRole('article').first()
  const name = (await card.getByRole('heading').textContent())!.trim()
  const violations = await seriousViolations(page)
  expect(violations, violations.join('\n')).toEqual([])

  await card.getByRole('link').click()
  await expect(page).toHaveURL(/\/find-trusted-realtors\/\d+\/[a-z0-9._-]+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  await expect(page.getByText('Years of experience')).toBeVisible()
  await expect(page.getByRole('heading', { name: /^Listings by / })).toBeVisible()
  await expect(page.getByRole('article').first()).toBeVisible()

  await page.getByRole('button', { name: 'Contact Realtor' }).click()
  await expect(page.getByRole('dialog', { name: 'Let’s Connect You' })).toBeVisible()
  await page.getByRole('button', { name: 'Not now' }).click()

  await page.getByRole('link', { name: 'Back home' }).click()
  await expect(page).toHaveURL(/\/find-trusted-realtors$/)
})

test('an unknown realtor says so and leads back to the directory', async ({ page }) => {
  await openSite(page, 'haven', '/find-trusted-realtors/999999/nobody.here')
  await expect(page.getByRole('heading', { name: 'Realtor not found' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back home' })).toBeVisible()
})
