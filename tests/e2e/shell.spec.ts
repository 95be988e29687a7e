import { expect, openSite, test } from './fixtures'

test.describe('desktop header', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop navigation')

  test('a dropdown closes 150 ms after the pointer leaves', async ({ page }) => {
    await page.clock.install()
    await openSite(page, 'haven')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('button', { name: 'Partners' }).hover()
    const item = page.getByRole('menuitem', { name: 'Direct2Seller' })
    await expect(item).toBeVisible()
    // Freeze the page's clock: from here on only runFor moves time, however slow the machine.
    await page.clock.pauseAt(Date.now() + 60_000)
    await page.mouse.move(5, 600)
    await page.clock.runFor(100)
    await expect(item).toBeVisible()
    await page.clock.runFor(100)
    await expect(item).toBeHidden()
  })

  test('the header changes style once scrolled 80 px', async ({ page }) => {
    await openSite(page, 'haven', '/legal/terms-of-use')
    const header = page.getByRole('banner')
    await expect(header).not.toHaveAttribute('data-scrolled', 'true')
    await page.mouse.wheel(0, 400)
    await expect(header).toHaveAttribute('data-scrolled', 'true')
  })
})

test('cookie consent records the choice and goes away', async ({ page }) => {
  await openSite(page, 'haven')
  const banner = page.getByRole('region', { name: 'Cookie consent' })
  await banner.getByRole('button', { name: 'Reject' }).click()
  await expect(banner).toBeHidden()
  expect(await page.evaluate(() => localStorage.getItem('haven.cookie-consent'))).toBe('denied')
  await page.evaluate(() => localStorage.removeItem('haven.cookie-consent'))
  await page.reload()
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept' }).click()
  expect(await page.evaluate(() => localStorage.getItem('haven.cookie-consent'))).toBe('granted')
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0)
})

test('the newsletter enables only for a valid e-mail and posts CONTACT_EMAIL to the provider', async ({ page, context }) => {
  let posted = ''
  await context.route('https://newsletter.haven.ng/**', async (route) => {
    posted = route.request().postData() ?? ''
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<p>Subscribed</p>' })
  })
  await openSite(page, 'haven')
  const form = page.getByRole('form', { name: 'Newsletter' })
  const button = form.getByRole('button', { name: 'Subscribe' })
  const field = form.getByLabel('Email address')
  await expect(button).toBeDisabled()
  await field.fill('ada@')
  await expect(button).toBeDisabled()
  await field.fill('ada@example.com')
  await expect(button).toBeEnabled()
  const popup = context.waitForEvent('page')
  await button.click()
  await popup
  await expect(field).toHaveValue('')
  expect(posted).toContain('CONTACT_EMAIL=ada%40example.com')
  expect(posted).toContain('list=haven-buyers')
})

test('an unknown page is a real 404', async ({ page }) => {
  const res = await openSite(page, 'capital-keys', '/no-such-page')
  expect(res?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await expect(page).toHaveTitle(/Capital Keys Realty/)
})

test('a marketplace route renders in the browser from the app shell', async ({ page }) => {
  await openSite(page, 'haven', '/listings')
  await expect(page.getByRole('heading', { name: 'Here are your properties' })).toBeVisible()
})
