import { expect, openSite, tenants, test } from './fixtures'

for (const t of tenants) {
  test(`${t.slug}: the home page carries its own brand`, async ({ page }) => {
    await openSite(page, t.slug)
    await expect(page).toHaveTitle(`${t.display_name} — ${t.tagline}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.headline)
    await expect(page.getByText(t.tagline).first()).toBeVisible()
    await expect(page.getByRole('banner').locator('img').first()).toHaveAttribute('src', t.logo)
    const brand = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand').trim())
    expect(brand).toBe(t.primary_color)
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: t.contact.email })).toHaveAttribute('href', `mailto:${t.contact.email}`)
    await expect(footer.getByText(t.contact.address)).toBeVisible()
    for (const s of t.social_link) await expect(footer.locator(`a[href="${s.href}"]`)).toHaveCount(1)
    const og = await page.locator('meta[property="og:url"]').getAttribute('content')
    expect(og).toBe(`https://${t.domain}/`)
  })
}

test('Verify Property appears only where the tenant enables verification', async ({ page, isMobile }) => {
  test.skip(isMobile, 'desktop navigation')
  await openSite(page, 'haven')
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Verify Property' })).toBeVisible()
  await openSite(page, 'capital-keys')
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Partners' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Verify Property' })).toHaveCount(0)
})

test('localhost serves the flagship tenant', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveTitle(/^Haven — /)
})
