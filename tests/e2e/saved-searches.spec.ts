import type { APIRequestContext, Page } from '@playwright/test'
import { dialog, signUpByApi, uniqueEmail } from './account-steps'
import { expect, openSite, siteUrl, test } from './fixtures'

/** The search saved below; the saved query is this plus the default category and sort (decisions 030, 042). */
const FILTERS = { state: 'Lagos', property_status: 'Completed', bedrooms: '3' }

/** A new account, signed in on this browser through the token the site keeps. */
async function signUp(page: Page, request: APIRequestContext, slug: string) {
  const token = await signUpByApi(request, slug, { email: uniqueEmail('saved'), first_name: 'Amaka' })
  await page.goto(siteUrl(page, slug, '/'))
  await page.evaluate((t) => localStorage.setItem('haven.access_token', t), token)
}

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })

/** Issue 9: saved searches, from 'Save search' on /listings to /saved and back. */
test.describe('saved searches', () => {
  test('saves a search, sees it with its count, renames, opens and deletes it', async ({ page, request }) => {
    await signUp(page, request, 'haven')
    await openSite(page, 'haven', `/listings?${new URLSearchParams(FILTERS)}`)
    const count = page.getByText(/^\d[\d,]* propert(y|ies)$/)
    await expect(count).toBeVisible()
    const shown = (await count.textContent())!

    // Save this search: a title suggested from the filters, the title rule, then the toasts.
    await page.getByRole('button', { name: 'Save search', exact: true }).click()
    const save = page.getByRole('dialog', { name: 'Save this search' })
    const title = save.getByLabel('Title')
    await expect(title).toHaveValue('Completed 3 bedroom properties for sale in Lagos')
    await title.fill('A')
    await title.blur()
    await expect(save.getByText('Title is required')).toBeVisible()
    await expect(save.getByRole('button', { name: 'Save', exact: true })).toBeDisabled()
    await title.fill('Lagos family homes')
    await save.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(toast(page, 'Search Saved')).toBeVisible()
    await expect(save).toHaveCount(0)

    // /saved shows it with the same count.
    await openSite(page, 'haven', '/saved')
    await expect(page.getByRole('heading', { level: 1, name: 'Saved searches' })).toBeVisible()
    const card = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Lagos family homes', exact: true }) })
    await expect(card).toContainText(shown)

    // Rename it.
    await card.getByRole('button', { name: 'Edit title of Lagos family homes' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit search title' })
    await expect(edit.getByLabel('Title')).toHaveValue('Lagos family homes')
    await edit.getByLabel('Title').fill('Lagos 3-bed homes')
    await edit.getByRole('button', { name: 'Save changes' }).click()
    await expect(toast(page, 'Search title updated')).toBeVisible()
    await expect(edit).toHaveCount(0)
    const renamed = page.getByRole('main').getByRole('link', { name: 'Lagos 3-bed homes', exact: true })
    await expect(renamed).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Lagos family homes', exact: true })).toHaveCount(0)

    // Open it: /listings with the same query (in the server's order) and the same count.
    await renamed.click()
    await expect(page).toHaveURL(/\/listings\?/)
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ ...FILTERS, category: 'For sale', sort_by: 'lowest_price' })
    await expect(page.getByText(shown, { exact: true })).toBeVisible()

    // Delete it.
    await page.goBack()
    await expect(page).toHaveURL(/\/saved$/)
    await page.getByRole('button', { name: 'Delete Lagos 3-bed homes' }).click()
    await expect(toast(page, 'Search deleted')).toBeVisible()
    await expect(page.getByText('No saved searches yet!')).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Search properties' })).toHaveAttribute('href', '/listings?state=Lagos')
  })

  test('a visitor is asked to sign in by Save search and on /saved', async ({ page }) => {
    await openSite(page, 'haven', '/listings?state=Lagos')
    await page.getByRole('button', { name: 'Save search', exact: true }).click()
    await expect(dialog(page).getByRole('heading', { name: 'Sign in' })).toBeVisible()
    await expect(page.getByRole('dialog', { name: 'Save this search' })).toHaveCount(0)

    await openSite(page, 'haven', '/saved')
    await expect(page.getByRole('heading', { name: 'Sign in to see your saved searches' })).toBeVisible()
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click()
    await expect(dialog(page).getByRole('heading', { name: 'Sign in' })).toBeVisible()
  })
})
