import type { Page } from '@playwright/test'
import { paths } from '~/config/paths'
import { expect, openSite, siteUrl, tenant, tenantGet, test } from './fixtures'

/**
 * The partner, pricing and seller pages of issue 10 (001 §2), at 1280 and 390 px: their words,
 * their links and their dialogs. The forms themselves are marketing-forms.spec.ts's. Console
 * errors fail every test (fixtures.ts); nothing here follows a link off the site.
 */

const PAGES = [paths.direct2seller, paths.referralProgram, paths.verifyTitle, paths.pricing, paths.joinRealtorNetwork, paths.sellersMandate]

// A choice already made, so the cookie banner never covers what a test clicks at 390 px.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('haven.cookie-consent', 'denied'))
})

const main = (page: Page) => page.getByRole('main')

async function expectNewTab(link: ReturnType<Page['getByRole']>, href: string) {
  await expect(link).toHaveAttribute('href', href)
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(link).toHaveAttribute('rel', /noopener/)
}

test.describe('every page', () => {
  for (const route of PAGES) {
    test(`${route.path}: one h1, headings in order, the tenant’s name`, async ({ page }) => {
      await openSite(page, 'capital-keys', route.path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      const levels = await main(page)
        .locator('h1, h2, h3, h4')
        .evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])))
      expect(levels[0]).toBe(1)
      levels.slice(1).forEach((level, i) => expect(level - levels[i]!).toBeLessThanOrEqual(1))
      await expect(page.getByText('Capital Keys Realty').first()).toBeVisible()
    })
  }
})

test.describe('/direct2seller', () => {
  test('the hero says it word for word and holds the sign-up form; the partner button is further down', async ({ page }) => {
    await openSite(page, 'haven', paths.direct2seller.path)
    const h1 = page.getByRole('heading', { level: 1 })
    await expect(h1).toHaveText('Direct Mandates. Commission Guaranteed. No Stories.')
    const hero = page.locator('section').filter({ has: h1 })
    await expect(hero.getByRole('form', { name: 'Direct2Seller sign-up' })).toBeVisible()
    const partner = page.getByRole('button', { name: 'Become a partner realtor' })
    await expect(partner).toHaveAttribute('aria-haspopup', 'dialog')
    await expect(hero.getByRole('button', { name: 'Become a partner realtor' })).toHaveCount(0)
    for (const fact of ['Over 1,500', '30% of the net sell-side fee', 'Free']) await expect(hero).toContainText(fact)
  })

  test('‘See how it works’: a drawn walk-through that steps, closes with Escape, and ends in the sign-up form', async ({ page }) => {
    await openSite(page, 'haven', paths.direct2seller.path)
    const see = page.getByRole('link', { name: 'See how it works' })
    const dialog = page.getByRole('dialog', { name: 'How a direct mandate becomes your commission' })
    await see.click()
    await dialog.getByRole('button', { name: 'Next' }).click()
    await expect(dialog.getByText('Step 2 of 6')).toBeVisible()
    await expect(dialog.getByRole('heading', { name: 'You receive the listing' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(page).not.toHaveURL(/#how-it-works/)

    await see.click()
    await dialog.getByRole('button', { name: 'Step 6: You are paid' }).click()
    await expect(dialog.getByText(/30% of the net sell-side fee/)).toBeVisible()
    await dialog.getByRole('button', { name: 'Sign up free' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('form', { name: 'Direct2Seller sign-up' }).getByLabel('Full name')).toBeFocused()
  })

  test('sections below the hero are painted as they near the screen, and the calculator comes with them', async ({ page }) => {
    await openSite(page, 'haven', paths.direct2seller.path)
    const lazy = page.locator('section.pt-lazy')
    expect(await lazy.count()).toBeGreaterThanOrEqual(4)
    await expect(lazy.first()).toHaveCSS('content-visibility', 'auto')
    // As a visitor scrolls down to it: on a phone the calculator sits under the commission's text.
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Your commission, in plain terms' }) })
    await expect(async () => {
      await section.evaluate((el) => el.scrollIntoView({ block: 'end' }))
      await expect(page.getByLabel('Sale price (₦)')).toBeVisible({ timeout: 1_000 })
    }).toPass()
    const price = page.getByLabel('Sale price (₦)')
    await price.fill('120000000')
    await expect(price).toHaveValue('120,000,000')
    await expect(page.locator('output')).toContainText('₦2,400,000')
    await expect(page.locator('output')).toContainText('₦720,000')
  })

  test('the rules are there, with the partner agreement linked', async ({ page }) => {
    await openSite(page, 'haven', paths.direct2seller.path)
    await page.getByText('When can I reach the partner team?').click()
    await expect(page.getByText(/9am to 5pm, Monday to Friday/)).toBeVisible()
    await page.getByText('How long is a buyer credited to me?').click()
    await expect(page.getByText(/For 12 months from the day we accept/)).toBeVisible()
    await page.getByText('Where are the full terms?').click()
    await page.locator('details[open]').getByRole('link', { name: 'Partner Realtor Agreement' }).click()
    await expect(page).toHaveURL(/\/legal\/partner-realtor-agreement$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Partner Realtor Agreement')
  })
})

test.describe('/referral-program', () => {
  for (const slug of ['haven', 'capital-keys']) {
    test(`${slug}: ‘Start Referring’ opens the marketplace in a new tab with source=website and page=referrals`, async ({ page }) => {
      const t = tenant(slug)
      await openSite(page, slug, paths.referralProgram.path)
      const start = main(page).getByRole('link', { name: /^Start Referring/ })
      expect(await start.count()).toBeGreaterThan(0)
      for (const link of await start.all()) {
        await expectNewTab(link, `${t.external.marketplace}?source=website&page=referrals`)
        const url = new URL((await link.getAttribute('href'))!)
        expect(Object.fromEntries(url.searchParams)).toEqual({ source: 'website', page: 'referrals' })
      }
    })
  }

  test('the two rewards and an FAQ that opens and closes', async ({ page }) => {
    await openSite(page, 'haven', paths.referralProgram.path)
    const rewards = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Two ways to earn' }) })
    await expect(rewards.getByRole('listitem')).toHaveCount(2)
    await expect(rewards).toContainText('Earn a 5% fee when someone you refer orders a title search or a home inspection report.')
    await expect(rewards).toContainText('Earn 30% of the success fee when someone you refer buys a property')
    const question = page.getByText('Where do I find my referral link?')
    await question.click()
    const dashboard = main(page).getByRole('link', { name: 'Refer & Earn', exact: true })
    await expect(dashboard).toHaveAttribute('href', '/referrals')
    await expect(dashboard).toBeVisible()
    await question.click()
    await expect(dashboard).toBeHidden()
  })
})

test.describe('/verify-title', () => {
  test('six sections, the timelines and the prices', async ({ page }) => {
    await openSite(page, 'haven', paths.verifyTitle.path)
    for (const name of ['Why verify first', 'What the search looks at', 'How it works', 'What you receive', 'How long it takes', 'What it costs']) {
      await expect(page.getByRole('heading', { name, level: 2, exact: true })).toBeVisible()
    }
    await expect(main(page)).toContainText('Typically 1 business day. Some take longer: allow up to 3–5 business days.')
    for (const price of ['₦100,000', 'From ₦455,000', 'By quote']) await expect(main(page)).toContainText(price)
  })

  test('a tenant that verifies: its verification site, in a new tab', async ({ page }) => {
    const t = tenant('haven')
    await openSite(page, 'haven', paths.verifyTitle.path)
    const verify = main(page).getByRole('link', { name: /^Verify a Property/ })
    await expect(verify).toHaveCount(2)
    for (const link of await verify.all()) await expectNewTab(link, t.external.verify)
  })

  test('a tenant that does not: the request-report form', async ({ page }) => {
    await openSite(page, 'capital-keys', paths.verifyTitle.path)
    await expect(main(page).getByRole('link', { name: /Verify/ })).toHaveCount(0)
    await main(page).getByRole('button', { name: 'Request report' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Request a report' })
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })

  test('links to pricing and to the seller’s mandate', async ({ page }) => {
    await openSite(page, 'haven', paths.verifyTitle.path)
    await expect(page.getByRole('link', { name: 'Compare plans' })).toHaveAttribute('href', '/pricing')
    await page.getByRole('link', { name: 'Start a seller’s mandate' }).click()
    await expect(page).toHaveURL(/\/sellers-mandate$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sell your property with Haven')
  })
})

test.describe('/pricing', () => {
  const card = (page: Page, name: string) => main(page).getByRole('article', { name })

  test('three cards with every field', async ({ page }) => {
    await openSite(page, 'haven', paths.pricing.path)
    await expect(main(page).getByRole('article')).toHaveCount(3)
    const title = card(page, 'Title Search Report')
    for (const field of ['Start here', '₦100,000', 'per search', 'Delivered within 48 hours', 'Know who owns it before you pay', 'The title searched by a partner law firm']) {
      await expect(title).toContainText(field)
    }
    await expect(card(page, 'Complete Property Due Diligence')).toContainText('From ₦455,000')
    await expect(card(page, 'Complete Property Due Diligence')).toContainText('Completed in 3–5 days')
    await expect(card(page, 'Legal Advisory')).toContainText('By quote')
  })

  test('APP opens the verification site in a new tab; FORM opens ‘Request report’', async ({ page }) => {
    const t = tenant('haven')
    await openSite(page, 'haven', paths.pricing.path)
    await expectNewTab(card(page, 'Title Search Report').getByRole('link', { name: /^Order a title search/ }), t.external.verify)
    for (const name of ['Complete Property Due Diligence', 'Legal Advisory']) {
      await card(page, name).getByRole('button', { name: 'Request report' }).click()
      const dialog = page.getByRole('dialog', { name: 'Request a report' })
      await expect(dialog).toBeVisible()
      await dialog.getByRole('button', { name: 'Close' }).click()
      await expect(dialog).toBeHidden()
    }
  })

  test('a tenant without verification gets the form on every card', async ({ page }) => {
    await openSite(page, 'capital-keys', paths.pricing.path)
    await expect(main(page).getByRole('button', { name: 'Request report' })).toHaveCount(3)
    await expect(main(page).getByRole('link', { name: /title search/i })).toHaveCount(0)
  })

  test('sellers are sent to the mandate', async ({ page }) => {
    await openSite(page, 'haven', paths.pricing.path)
    await expect(page.getByRole('link', { name: 'Start a seller’s mandate' })).toHaveAttribute('href', '/sellers-mandate')
  })
})

test.describe('/join-realtor-network', () => {
  test('the pitch and the form', async ({ page }) => {
    await openSite(page, 'capital-keys', paths.joinRealtorNetwork.path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join the Capital Keys Realty realtor network')
    await expect(page.getByRole('form', { name: 'Join the realtor network' })).toBeVisible()
  })

  test('the terms of use open in a dialog, read from their page, and the page stays', async ({ page }) => {
    await openSite(page, 'haven', paths.joinRealtorNetwork.path)
    const note = page.getByText(/^Before you join/)
    await note.getByRole('link', { name: 'terms of use' }).click()
    const dialog = page.getByRole('dialog', { name: 'Terms of Service' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('heading', { name: '1. Definitions' })).toBeVisible()
    await expect(page).toHaveURL(/\/join-realtor-network$/)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()

    await note.getByRole('link', { name: 'Partner Realtor Agreement' }).click()
    const agreement = page.getByRole('dialog', { name: 'Partner Realtor Agreement' })
    await expect(agreement.getByText(/12-month prior-introduction rule/).first()).toBeVisible()
    await agreement.getByRole('button', { name: 'Close' }).click()
    await expect(agreement).toBeHidden()
  })
})

test.describe('/sellers-mandate', () => {
  test('who it is for, what happens next, the fee, the terms and the form', async ({ page }) => {
    await openSite(page, 'haven', paths.sellersMandate.path)
    for (const name of ['Who it is for', 'What happens next', 'What it costs']) await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible()
    await expect(main(page)).toContainText('between 2% and 5% of the gross sale price')
    await expect(main(page).getByRole('form')).toBeVisible()
    await main(page).getByRole('link', { name: 'Seller’s Mandate Terms of Service' }).click()
    await expect(page).toHaveURL(/\/legal\/sellers-mandate-terms-of-service$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Seller's Mandate Terms of Service")
  })
})

test.describe('prerendered HTML, without a browser', () => {
  test.skip(({ isMobile }) => isMobile, 'HTTP-level checks')

  test('the words travel in the HTML, the plan texts included', async ({ request }) => {
    const get = async (path: string) => (await tenantGet(request, 'lekki-prime', path)).text()
    const d2s = await get(paths.direct2seller.path)
    expect(d2s).toContain('Direct Mandates. Commission Guaranteed. No Stories.')
    expect(d2s).toContain('href="/legal/partner-realtor-agreement"')
    expect(d2s).toContain('id="how-it-works"')
    const pricing = await get(paths.pricing.path)
    for (const text of ['Title Search Report', 'Complete Property Due Diligence', 'Legal Advisory', '₦100,000', 'From ₦455,000', 'By quote']) expect(pricing).toContain(text)
    expect(await get(paths.sellersMandate.path)).toContain('href="/legal/sellers-mandate-terms-of-service"')
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the pages read completely, the FAQs open and the links lead where they say', async ({ page }) => {
    await page.goto(siteUrl(page, 'haven', paths.direct2seller.path))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Direct Mandates. Commission Guaranteed. No Stories.')
    await page.getByRole('link', { name: 'See how it works' }).click()
    await expect(page).toHaveURL(/#how-it-works$/)
    await page.getByText('Does it cost anything to join?').click()
    await expect(page.getByText('No. The partner programme is free: there is no sign-up or membership fee.')).toBeVisible()

    await page.goto(siteUrl(page, 'haven', paths.pricing.path))
    await expect(page.getByRole('article')).toHaveCount(3)
    await expect(page.getByRole('article', { name: 'Legal Advisory' })).toContainText('By quote')

    await page.goto(siteUrl(page, 'haven', paths.joinRealtorNetwork.path))
    await page.getByText(/^Before you join/).getByRole('link', { name: 'terms of use' }).click()
    await expect(page).toHaveURL(/\/legal\/terms-of-use$/)
  })
})
