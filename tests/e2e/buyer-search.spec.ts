import type { Page } from '@playwright/test'
import { expect, openSite, test } from './fixtures'

/**
 * Issue 23: a buyer's first real visit, items 1, 2, 4, 5 and 6 (decision 042). Every step is what
 * a person sees and does: roles, labels and visible text.
 */

const count = async (page: Page) => Number((await page.getByText(/^\d[\d,]* propert(y|ies)$/).textContent())!.replace(/\D/g, ''))
const cardPrices = (page: Page) => page.getByRole('article').locator('p.text-lg')

/** The filters: in the bar from 768 px, in the sheet below. */
async function filters(page: Page, isMobile: boolean) {
  if (!isMobile) return page.locator('body')
  await page.getByRole('button', { name: 'Filters', exact: true }).click()
  return page.getByRole('dialog', { name: 'Filters' })
}

test.describe('a buyer’s first visit (issue 23)', () => {
  test('sharing a listing sends its address to every target', async ({ page }) => {
    await openSite(page, 'haven', '/listings')
    const first = page.getByRole('article').first().getByRole('link')
    const title = (await first.textContent())!
    await first.click()
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    const path = new URL(page.url()).pathname
    await page.getByRole('button', { name: 'Share' }).click()
    const menu = page.getByRole('list', { name: 'Share this listing' })
    for (const name of ['Share on Facebook', 'Share on WhatsApp', 'Share on X', 'Share on LinkedIn', 'Share by e-mail']) {
      const href = decodeURIComponent((await menu.getByRole('link', { name }).getAttribute('href'))!)
      expect(href, name).toContain(`http://haven.localhost:${process.env.E2E_PORT ?? 8899}${path}`)
    }
    const whatsapp = decodeURIComponent((await menu.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href'))!)
    expect(whatsapp).toContain(title)
  })

  test('For sale is the default, and a rent says its period', async ({ page }) => {
    await openSite(page, 'haven', '/listings')
    const category = page.getByRole('group', { name: 'Category' })
    await expect(category.getByRole('button', { name: 'For sale' })).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('article').nth(3)).toBeVisible()
    await expect(page.getByRole('article').getByText(/a year$/)).toHaveCount(0)
    await category.getByRole('button', { name: 'For rent' }).click()
    await expect(category.getByRole('button', { name: 'For rent' })).toHaveAttribute('aria-pressed', 'true')
    await expect(cardPrices(page).first()).toHaveText(/^₦[\d,]+ a year$/)
    await page.getByRole('article').first().getByRole('link').click()
    await expect(page.getByText(/^₦[\d,]+ a year$/).locator('visible=true').first()).toBeVisible()
    await page.getByRole('button', { name: 'Share' }).click()
    const whatsapp = decodeURIComponent((await page.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href'))!)
    expect(whatsapp).toMatch(/— ₦[\d,]+ a year /)
  })

  test('the currency converts every price instead of hiding listings, and is remembered', async ({ page, isMobile }) => {
    await openSite(page, 'haven', '/listings')
    await expect(page.getByRole('article').nth(3)).toBeVisible()
    const total = await count(page)
    let scope = await filters(page, isMobile)
    await scope.getByLabel('Show prices in').selectOption('GBP')
    if (isMobile) await scope.getByRole('button', { name: 'Show results' }).click()
    await expect(cardPrices(page).first()).toHaveText(/^(≈ )?£[\d,]+$/)
    expect(await count(page)).toBe(total)
    for (const price of await cardPrices(page).allTextContents()) expect(price).toMatch(/^(≈ )?£[\d,]+$/)
    await expect(page.getByRole('article').first().getByText(/^Listed at ₦[\d,]+$/)).toBeVisible()
    await expect(page.getByText(/Converted at the rate of ₦2,040 per £1 on 23 November 2026/)).toBeVisible()

    // Prices typed in pounds, kept in the URL in naira (the API's own unit) at the dated rate.
    await page.reload()
    await expect(cardPrices(page).first()).toHaveText(/^(≈ )?£[\d,]+$/)
    scope = await filters(page, isMobile)
    await scope.getByLabel('Min price').fill('200000')
    await scope.getByLabel('Min price').press('Enter')
    await expect(page).toHaveURL(/min_amount=408000000/)
    await expect(page.getByRole('button', { name: 'Remove filter: From £200,000' })).toBeVisible()
    if (isMobile) await scope.getByRole('button', { name: 'Close filters' }).click()

    // The cost calculator offers pounds and euros, starting in the buyer's currency.
    await page.getByRole('article').first().getByRole('link').click()
    await page.locator('#costs').scrollIntoViewIfNeeded()
    await expect(page.getByRole('radio', { name: 'GBP (£)' })).toBeChecked()
    await page.getByRole('radio', { name: 'EUR (€)' }).check()
    await expect(page.getByTestId('cost-total')).toContainText('€')
  })

  test('the home search searches what was typed, on Search or Enter, and knows near misses', async ({ page }) => {
    await openSite(page, 'haven', '/marketplace')
    const search = page.getByRole('combobox', { name: 'Location' })
    await search.fill('Lekky')
    await expect(page.getByRole('listbox').getByRole('option', { name: /^Lekki/ }).first()).toBeVisible()

    await search.fill('Ikoyi')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page).toHaveURL(/\/listings\?.*location=Ikoyi/)
    await expect(page.getByRole('button', { name: 'Remove filter: Ikoyi' })).toBeVisible()
    await expect(page.getByRole('article').first()).toBeVisible()
    const ikoyi = await count(page)
    await page.getByRole('button', { name: 'Remove filter: Ikoyi' }).click()
    await expect(page).not.toHaveURL(/location=/)
    await expect.poll(() => count(page)).toBeGreaterThan(ikoyi)

    await page.goBack()
    await page.goBack()
    await expect(page).toHaveURL(/\/marketplace$/)
    await page.getByRole('combobox', { name: 'Location' }).fill('Ikoyi')
    await page.getByRole('combobox', { name: 'Location' }).press('Enter')
    await expect(page).toHaveURL(/\/listings\?.*location=Ikoyi/)
    await expect(page.getByText(/Did you mean/)).toHaveCount(0)

    // A misspelling typed and sent with Enter finds nothing, and offers the places meant.
    await page.goto(page.url().replace('location=Ikoyi', 'location=Lekky'))
    const meant = page.getByText(/Nothing matches ‘Lekky’\. Did you mean/)
    await expect(meant).toBeVisible()
    await meant.getByRole('link', { name: /^Lekki/ }).first().click()
    await expect(page).not.toHaveURL(/location=/)
    await expect(page.getByRole('article').first()).toBeVisible()
  })

  test('the search keeps its place: the field, a removable chip, a sheet that closes', async ({ page, isMobile }) => {
    await openSite(page, 'haven', '/listings')
    let scope = await filters(page, isMobile)
    const location = scope.getByRole('combobox', { name: 'Location' })
    await location.fill('Lekki Phase')
    await page.getByRole('listbox').getByRole('option', { name: /^Lekki Phase 1/ }).first().click()
    await expect(page).toHaveURL(/area_id=21/)
    if (isMobile) {
      await scope.getByRole('button', { name: 'Close filters' }).click()
      await expect(scope).toBeHidden()
      scope = await filters(page, isMobile)
    }
    await expect(scope.getByRole('combobox', { name: 'Location' })).toHaveValue(/^Lekki Phase 1/)
    if (isMobile) await scope.getByRole('button', { name: 'Close filters' }).click()
    const chip = page.getByRole('list', { name: 'Active filters' }).getByRole('button', { name: /^Remove filter: Lekki Phase 1/ })
    await expect(chip).toBeVisible()
    await chip.click()
    await expect(page).not.toHaveURL(/area_id/)
    await expect(page.getByRole('list', { name: 'Active filters' })).toBeHidden()
  })
})
