import type { Locator, Page } from '@playwright/test'
import { openAccount, openSignIn, PASSWORD, signInWithForm, signUpByApi, uniqueEmail } from './account-steps'
import { expect, openSite, test } from './fixtures'

/**
 * Favourites through the UI (issue 9): hearts on cards and on a listing, the top bar's count,
 * /favorites, and the optimistic flip that a refused call undoes.
 */
const BROWSE = '/listings?state=Lagos&property_status=Completed'

const titleOf = async (card: Locator) => (await card.getByRole('heading', { level: 2 }).textContent())!.trim()
const heart = (card: Locator, title: string, saved: boolean) =>
  card.getByRole('button', { name: saved ? `Remove ${title} from favourites` : `Save ${title}`, exact: true })

/** The account menu (or the drawer's list) shows `favourites` saved; then it is closed again. */
async function expectFavouriteCount(page: Page, isMobile: boolean, favourites: number) {
  const account = await openAccount(page, isMobile)
  await expect(account.getByRole(isMobile ? 'link' : 'menuitem', { name: `Favourite properties (${favourites})` })).toBeVisible()
  await expect(account.getByRole(isMobile ? 'link' : 'menuitem', { name: 'Saved searches (0)' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(account).toBeHidden()
}

test.describe('favourites', () => {
  test('a visitor saves from a card by signing up, finds it counted and on /favorites, then saves and removes one from its page', async ({ page, isMobile }) => {
    await openSite(page, 'haven', BROWSE)
    const first = page.getByRole('article').first()
    const title = await titleOf(first)

    // A visitor's heart asks to sign in; signing up from the notice saves the listing, on this page.
    await heart(first, title, false).click()
    await page.getByRole('dialog', { name: 'Save Your Favorites' }).getByRole('button', { name: 'Sign up' }).click()
    const d = page.getByRole('dialog', { name: 'Create an account' })
    await d.getByLabel('First name').fill('Amaka')
    await d.getByLabel('Last name').fill('Okafor')
    await d.getByLabel('Email address').fill(uniqueEmail('favourites'))
    await d.getByLabel('Phone number').fill('0803 555 0142')
    await d.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await d.getByRole('checkbox').check()
    await d.getByRole('button', { name: 'Sign up', exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Sign Up Successful' })).toBeVisible()
    await expect(d).toHaveCount(0)
    await expect(page).toHaveURL(/\/listings\?state=Lagos&property_status=Completed$/)
    await expect(heart(first, title, true)).toHaveAttribute('aria-pressed', 'true')
    await expectFavouriteCount(page, isMobile, 1)

    // The count leads to /favorites, which lists it.
    const account = await openAccount(page, isMobile)
    await account.getByRole(isMobile ? 'link' : 'menuitem', { name: 'Favourite properties (1)' }).click()
    await expect(page).toHaveURL(/\/favorites$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Favourite properties' })).toBeVisible()
    await expect(page.getByText('1 property', { exact: true })).toBeVisible()
    await expect(page.getByRole('article')).toHaveCount(1)
    await expect(page.getByRole('article').getByRole('heading', { name: title })).toBeVisible()

    // A reload of the browse shows the saved heart (the inlined first page is a visitor's view).
    await openSite(page, 'haven', BROWSE)
    await expect(heart(page.getByRole('article').first(), title, true)).toHaveAttribute('aria-pressed', 'true')

    // Saved and removed again from a listing's own page.
    const second = page.getByRole('article').nth(1)
    const other = await titleOf(second)
    await second.getByRole('heading', { level: 2 }).getByRole('link').click()
    await expect(page.getByRole('heading', { level: 1, name: other })).toBeVisible()
    const save = page.getByRole('button', { name: 'Save', exact: true })
    await expect(save).toHaveAttribute('aria-pressed', 'false')
    await save.click()
    const saved = page.getByRole('button', { name: 'Saved', exact: true })
    await expect(saved).toHaveAttribute('aria-pressed', 'true')
    await expectFavouriteCount(page, isMobile, 2)
    await saved.click()
    await expect(save).toHaveAttribute('aria-pressed', 'false')
    await expectFavouriteCount(page, isMobile, 1)

    // /favourites is the same page: only the first one is left.
    await openSite(page, 'haven', '/favourites')
    await expect(page.getByText('1 property', { exact: true })).toBeVisible()
    await expect(page.getByRole('article')).toHaveCount(1)
    await expect(page.getByRole('article').getByRole('heading', { name: title })).toBeVisible()
  })

  test('a heart flips at once and flips back with an error when the server refuses', async ({ page, request, isMobile, consoleErrors }) => {
    const email = uniqueEmail('favourite-refused')
    await signUpByApi(request, 'haven', { email, first_name: 'Dayo' })
    await openSite(page, 'haven', BROWSE)
    await openSignIn(page, isMobile)
    await signInWithForm(page, email)

    // The save is held until the flip has been seen, then refused.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/v1/favourite', async (route) => {
      if (route.request().method() !== 'POST') return route.continue()
      await held
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'Favourites are resting', status: 'FAILED', data: null }),
      })
    })
    const card = page.getByRole('article').first()
    const title = await titleOf(card)
    await heart(card, title, false).click()
    await expect(heart(card, title, true)).toHaveAttribute('aria-pressed', 'true')
    release()

    const alert = page.getByRole('alert').filter({ hasText: 'Favourites are resting' })
    await expect(alert).toContainText('Error')
    await expect(heart(card, title, false)).toHaveAttribute('aria-pressed', 'false')
    // One toast: the call is silent, so the global error toast does not repeat it.
    await expect(page.getByRole('alert')).toHaveCount(1)
    await expectFavouriteCount(page, isMobile, 0)

    // The refused call is the one console error this test expects; the fixture checks the rest.
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/status of 500/.test(e)))
  })
})
