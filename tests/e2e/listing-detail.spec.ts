import type { Page } from '@playwright/test'
import { seriousViolations } from './axe'
import { expect, openSite, siteUrl, test } from './fixtures'

/** A listing page reached as a buyer reaches it: from a card on /listings. */
async function openFirstListing(page: Page, slug = 'haven') {
  await openSite(page, slug, '/listings?state=Lagos&property_status=Completed')
  await page.locator('article a').first().click()
  await expect(page.getByRole('heading', { name: 'Basic details' })).toBeVisible()
}

test.describe('listing detail', () => {
  test('opens from a card, pages the gallery by mouse and keyboard, and passes axe', async ({ page }) => {
    await openFirstListing(page)
    await expect(page).toHaveURL(/\/listings\/\d+\/[a-z0-9-]+$/)
    const gallery = page.getByRole('region', { name: 'Gallery' })
    const image = gallery.getByRole('img')
    const first = await image.getAttribute('src')
    const count = await gallery.getByText(/^\d+ \/ \d+$/).textContent()
    const total = Number(count!.split('/')[1])
    await gallery.getByRole('button', { name: 'Previous image' }).click()
    await expect(gallery.getByText(`${total} / ${total}`)).toBeVisible()
    await gallery.getByRole('button', { name: 'Next image' }).focus()
    await page.keyboard.press('Enter')
    await expect(image).toHaveAttribute('src', first!)
    await page.keyboard.press('ArrowRight')
    await expect(gallery.getByText(`2 / ${total}`)).toBeVisible()
    const violations = await seriousViolations(page)
    expect(violations, violations.join('\n')).toEqual([])
  })

  test('keeps /listings/{slug} working and says Listing not found for an unknown one', async ({ page }) => {
    await openFirstListing(page)
    const title = await page.getByRole('heading', { level: 1 }).textContent()
    const slug = new URL(page.url()).pathname.split('/').pop()!
    await openSite(page, 'haven', `/listings/${slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!)
    await openSite(page, 'haven', '/listings/no-such-listing-anywhere')
    await expect(page.getByRole('heading', { name: 'Listing not found' })).toBeVisible()
  })

  test('asks a visitor to sign in before contacting the realtor, and copies the link', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await openFirstListing(page)
    await page.getByRole('button', { name: 'Contact Realtor' }).click()
    await expect(page.getByRole('dialog', { name: 'Let’s Connect You' })).toBeVisible()
    await page.getByRole('button', { name: 'Not now' }).click()
    await page.getByRole('button', { name: 'Share' }).click()
    await page.getByRole('button', { name: 'Copy link' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Copied to clipboard' })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url())
    expect(siteUrl(page, 'haven')).toContain('haven.localhost')
  })
})
