import { mailsTo, uniqueEmail } from './account-steps'
import { seriousViolations } from './axe'
import { expect, openSite, test, scrollUntil } from './fixtures'

test.describe('marketplace home', () => {
  test('Buy Property leads here; the hero search lands on /listings with the place’s ids', async ({ page, isMobile }) => {
    await openSite(page, 'haven', '/')
    if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click()
    const nav = isMobile ? page.getByRole('dialog', { name: 'Menu' }) : page.getByRole('banner')
    await nav.getByRole('link', { name: 'Buy Property', exact: true }).click()
    await expect(page).toHaveURL(/\/marketplace$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const violations = await seriousViolations(page)
    expect(violations, violations.join('\n')).toEqual([])

    const search = page.getByRole('combobox', { name: 'Location' })
    await search.fill('Lekki')
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible()
    await search.press('ArrowDown')
    await search.press('Enter')
    await expect(page).toHaveURL(/\/listings\?.*(neighborhood_id|area_id|axis_id|display_address)=/)
    await expect(page.getByRole('heading', { name: 'Here are your properties' })).toBeVisible()
  })

  test('the search bar stays at the top once the hero has scrolled away', async ({ page }) => {
    await openSite(page, 'haven', '/marketplace')
    const search = page.getByRole('combobox', { name: 'Location' })
    await scrollUntil(page, page.getByRole('heading', { name: 'Find a Property by Location' }))
    await expect.poll(async () => (await search.boundingBox())?.y ?? -1).toBeLessThan(120)
    await expect.poll(async () => (await search.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0)
  })

  test('featured tabs switch the carousel and See more keeps the status', async ({ page }) => {
    await openSite(page, 'haven', '/marketplace')
    const featured = page.getByRole('region', { name: 'Featured Properties' })
    await expect(featured.getByRole('article').first()).toBeVisible()
    await featured.getByRole('tab', { name: 'Off-plan' }).click()
    await expect(featured.getByRole('tab', { name: 'Off-plan' })).toHaveAttribute('aria-selected', 'true')
    await expect(featured.getByRole('article').first()).toBeVisible()
    await featured.getByRole('tab', { name: 'Off-plan' }).press('ArrowLeft')
    await expect(featured.getByRole('tab', { name: 'Ongoing' })).toBeFocused()
    await featured.getByRole('link', { name: /See more properties/ }).click()
    await expect(page).toHaveURL(/property_status=Under(\+|%20)construction/)
  })

  test('an area shortcut opens that area’s apartments', async ({ page }) => {
    await openSite(page, 'haven', '/marketplace')
    await scrollUntil(page, page.getByRole('link', { name: 'Apartments in Lekki Phase 1' }))
    await page.getByRole('link', { name: 'Apartments in Lekki Phase 1' }).click()
    await expect(page).toHaveURL(/area_id=21&property_type=Apartment/)
    await expect(page.getByRole('article').first()).toBeVisible()
  })

  test('the guide form checks names and e-mail before it can be sent', async ({ page }) => {
    await openSite(page, 'haven', '/marketplace')
    await page.getByRole('button', { name: 'Get the free guide' }).click()
    const dialog = page.getByRole('dialog', { name: 'Download your copy of the guide' })
    await dialog.getByLabel('First name').fill('A')
    await dialog.getByLabel('Last name').fill('B')
    await dialog.getByLabel('Email').fill('not-an-email')
    await dialog.getByLabel('First name').focus()
    await expect(dialog.getByText('Invalid last name')).toBeVisible()
    await expect(dialog.getByText('Invalid email address')).toBeVisible()
    await expect(dialog.getByText('Invalid first name')).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Send me the guide' })).toBeDisabled()
  })

  test('the guide is e-mailed as a PDF', async ({ page }) => {
    await openSite(page, 'haven', '/marketplace')
    await page.getByRole('button', { name: 'Get the free guide' }).click()
    const dialog = page.getByRole('dialog', { name: 'Download your copy of the guide' })
    const email = uniqueEmail('guide')
    await dialog.getByLabel('First name').fill('Bola')
    await dialog.getByLabel('Last name').fill('Ade')
    await dialog.getByLabel('Email').fill(email)
    await dialog.getByRole('button', { name: 'Send me the guide' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Successful request' })).toBeVisible()
    await expect(dialog).toBeHidden()
    await expect.poll(() => mailsTo(email).length).toBe(1)
    expect(mailsTo(email)[0]).toContain('name=haven-buyers-guide.pdf')
  })
})

