import { expect, openSite, test } from './fixtures'

test('the mobile drawer holds the navigation and the login control', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'under 768 px only')
  await openSite(page, 'lekki-prime')
  await expect(page.getByRole('navigation', { name: 'Main' }).first()).toBeHidden()
  await page.getByRole('button', { name: 'Open menu' }).click()
  const drawer = page.getByRole('dialog', { name: 'Menu' })
  await expect(drawer).toBeVisible()
  await drawer.getByRole('button', { name: 'Partners' }).click()
  await expect(drawer.getByRole('link', { name: 'Direct2Seller' })).toBeVisible()
  await expect(drawer.getByRole('button', { name: 'Sign in' })).toBeVisible()
  await drawer.getByRole('button', { name: 'Close menu' }).click()
  await expect(drawer).toBeHidden()
})
