import { dialog, expectSignedIn, mailsTo, openAccount, openSignIn, PASSWORD, resetCodeFor, signInWithForm, signUpByApi, uniqueEmail } from './account-steps'
import { expect, openSite, siteUrl, test } from './fixtures'

/**
 * Accounts through the UI in Chromium, against the real server, database and outbox, at 390 px
 * (mobile project) and 1280 px (desktop project): issue 7's list.
 */
test.describe('accounts', () => {
  test('a referred visitor signs up with the code from the link and appears in the referrer’s list', async ({ page, request, isMobile, browser }) => {
    const referrerEmail = uniqueEmail('referrer')
    const referrerToken = await signUpByApi(request, 'haven', { email: referrerEmail, first_name: 'Kemi' })
    const profile = await request.get(siteUrl(page, 'haven', '/api/v1/auth/user-referral-profile').replace('haven.localhost', 'localhost'), {
      headers: { authorization: `Bearer ${referrerToken}`, 'x-tenant-id': 'haven.ng', host: `haven.localhost:${process.env.E2E_PORT ?? 8899}` },
    })
    const code = ((await profile.json()) as { data: { referral_code: string } }).data.referral_code

    // The link opens sign-up by itself with the code filled in.
    await openSite(page, 'haven', `/?code=${code}`)
    const d = dialog(page)
    await expect(d.getByRole('heading', { name: 'Create an account' })).toBeVisible()
    await expect(d.getByLabel('Referral code (optional)')).toHaveValue(code)
    const email = uniqueEmail('referred')
    await d.getByLabel('First name').fill('Tunde')
    await d.getByLabel('Last name').fill('Bakare')
    await d.getByLabel('Email address').fill(email)
    await d.getByLabel('Phone number').fill('0803 555 0101')
    await d.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await d.getByRole('checkbox').check()
    await d.getByRole('button', { name: 'Sign up' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Sign Up Successful' })).toBeVisible()
    // A referred sign-up lands on /referrals, signed in.
    await expect(page).toHaveURL(/\/referrals$/)
    await expectSignedIn(page, 'Tunde', isMobile)
    await expect(page.getByRole('heading', { name: 'Refer & Earn' })).toBeVisible()
    await expect(page.getByText('No signups yet!')).toBeVisible()

    // The referrer signs in elsewhere and sees Tunde in the list.
    const other = await browser.newContext({ viewport: page.viewportSize()!, isMobile })
    const p2 = await other.newPage()
    await openSite(p2, 'haven', '/referrals')
    await openSignIn(p2, isMobile)
    await signInWithForm(p2, referrerEmail)
    await expect(p2.getByTestId('signup-count')).toHaveText('1')
    const row = p2.getByRole('row').filter({ hasText: email })
    await expect(row).toContainText('Tunde Bakare')
    await expect(row.getByRole('cell').first()).toHaveText('1')
    await expect(row.getByRole('cell').last()).toHaveText(/^[A-Z][a-z]+ \d{1,2}(st|nd|rd|th), \d{4}$/)
    await expect(p2.getByRole('textbox', { name: 'Referral link', exact: true })).toHaveValue(`http://haven.localhost:${process.env.E2E_PORT ?? 8899}?code=${code}`)
    await other.close()
  })

  test('signs in, stays signed in across a reload, and signs out', async ({ page, request, isMobile }) => {
    const email = uniqueEmail('signin')
    await signUpByApi(request, 'lekki-prime', { email, first_name: 'Bisi' })
    await openSite(page, 'lekki-prime', '/legal/privacy-policy')
    await openSignIn(page, isMobile)
    // A wrong password is refused with the server's message and nothing changes.
    const d = dialog(page)
    await d.getByLabel('Email address').fill(email)
    await d.getByLabel('Password', { exact: true }).fill('not-the-password')
    await d.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible()
    await signInWithForm(page, email)
    await expect(page).toHaveURL(/\/legal\/privacy-policy$/)
    await expectSignedIn(page, 'Bisi', isMobile)

    await page.reload()
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    await expectSignedIn(page, 'Bisi', isMobile)

    const account = await openAccount(page, isMobile)
    await account.getByRole(isMobile ? 'button' : 'menuitem', { name: 'Logout' }).click()
    await expect(page.locator('[data-session="signed-out"]')).toHaveCount(1)
    expect(await page.evaluate(() => localStorage.getItem('haven.access_token'))).toBeNull()
  })

  test('resets a forgotten password with the code from the e-mail', async ({ page, request, isMobile }) => {
    const email = uniqueEmail('forgot')
    await signUpByApi(request, 'capital-keys', { email, first_name: 'Ngozi' })
    await openSite(page, 'capital-keys', '/')
    await openSignIn(page, isMobile)
    const d = dialog(page)
    await d.getByRole('button', { name: 'Forgot password?' }).click()
    await d.getByLabel('Email address').fill(email)
    await d.getByRole('button', { name: 'Send code' }).click()
    await expect(d.getByRole('heading', { name: 'Enter the code' })).toBeVisible()
    await expect(d.getByText(/ask for a new code in 0:\d\d/)).toBeVisible()
    await d.getByLabel('6-digit code').fill(await resetCodeFor(email))
    await d.getByRole('button', { name: 'Verify code' }).click()
    await expect(d.getByRole('heading', { name: 'Choose a new password' })).toBeVisible()
    await d.getByLabel('New password', { exact: true }).fill('new-secret-9')
    await d.getByLabel('Confirm new password').fill('new-secret-9')
    await d.getByRole('button', { name: 'Reset password' }).click()
    await expect(d.getByRole('heading', { name: 'Password reset' })).toBeVisible()
    await d.getByRole('button', { name: 'Proceed to login' }).click()
    await expect(d.getByLabel('Email address')).toHaveValue(email)
    await signInWithForm(page, email, 'new-secret-9')
    await expectSignedIn(page, 'Ngozi', isMobile)
  })

  test('edits the profile and changes the password on /settings', async ({ page, request, isMobile }) => {
    const email = uniqueEmail('settings')
    const token = await signUpByApi(request, 'haven', { email, first_name: 'Emeka' })
    await page.goto(siteUrl(page, 'haven', '/'))
    await page.evaluate((t) => localStorage.setItem('haven.access_token', t), token)
    await openSite(page, 'haven', '/settings')

    const first = page.getByLabel('First name')
    await expect(first).toHaveValue('Emeka')
    const save = page.getByRole('button', { name: 'Save changes' })
    await expect(save).toBeDisabled()
    await first.fill('  Emeka Jnr  ')
    await page.getByLabel('Phone number').fill('0809 111 2222')
    await save.click()
    await expect(page.getByRole('status').filter({ hasText: 'Profile updated' })).toBeVisible()
    await expect(save).toBeDisabled()
    await page.reload()
    await expect(page.getByLabel('First name')).toHaveValue('Emeka Jnr')
    await expect(page.getByLabel('Phone number')).toHaveValue('+2348091112222')

    await page.getByRole('button', { name: 'Change password' }).click()
    await page.getByLabel('Current password').fill(PASSWORD)
    await page.getByLabel('New password', { exact: true }).fill('changed-pass-7')
    await page.getByLabel('Confirm new password').fill('changed-pass-7')
    await page.getByRole('button', { name: 'Change password' }).last().click()
    await expect(page.getByRole('status').filter({ hasText: 'Password changed' })).toBeVisible()
    await expect(page.getByLabel('Current password')).toHaveValue('')

    // Still signed in with the fresh token; then out, and back in with the new password.
    await page.reload()
    await expect(page.getByLabel('First name')).toHaveValue('Emeka Jnr')
    const account = await openAccount(page, isMobile)
    await account.getByRole(isMobile ? 'button' : 'menuitem', { name: 'Logout' }).click()
    await expect(page.getByRole('heading', { name: 'Sign in to manage your account' })).toBeVisible()
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click()
    await signInWithForm(page, email, 'changed-pass-7')
    await expect(page.getByLabel('First name')).toHaveValue('Emeka Jnr')
  })

  test('signs in with Google against the local OAuth server', async ({ page, isMobile }) => {
    await openSite(page, 'haven', '/legal/terms-of-use')
    await openSignIn(page, isMobile)
    await dialog(page).getByRole('button', { name: 'Continue with Google' }).click()
    await expect(page).toHaveURL(/\/legal\/terms-of-use$/)
    await expect(page.getByRole('status').filter({ hasText: 'Sign In Successful' })).toBeVisible()
    await expectSignedIn(page, 'Gbemi', isMobile)
  })

  // Issue 20, finding 4 (login CSRF): a token in a URL counts only as the end of this tab's own flow.
  test("a link carrying somebody else's token signs nobody in, and leaves a signed-in buyer as they were", async ({ page, request, isMobile }) => {
    const attackerToken = await signUpByApi(request, 'haven', { email: uniqueEmail('csrf-attacker'), first_name: 'Mallory' })
    await openSite(page, 'haven', `/listings#access_token=${attackerToken}`)
    await expect(page.getByRole('alert').filter({ hasText: 'This sign-in did not start in this browser' })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('haven.access_token'))).toBeNull()
    const victim = uniqueEmail('csrf-victim')
    const victimToken = await signUpByApi(request, 'haven', { email: victim, first_name: 'Ngozi' })
    await page.evaluate((t) => localStorage.setItem('haven.access_token', t), victimToken)
    await openSite(page, 'haven', `/listings#access_token=${attackerToken}&nonce=guessed-by-the-attacker-000`)
    await expect(page.getByRole('alert').filter({ hasText: 'This sign-in did not start in this browser' })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('haven.access_token'))).toBe(victimToken)
    await expectSignedIn(page, 'Ngozi', isMobile)
  })

  test("the attacker's Google callback URL, opened in another browser, signs nobody in", async ({ page, request }) => {
    // The attacker starts a Google sign-in in their own client and stops before coming back.
    const start = await request.get(`http://localhost:${process.env.E2E_PORT ?? 8899}/api/v1/auth/google-auth?callback_url=${encodeURIComponent(siteUrl(page, 'haven', '/listings'))}&nonce=attackers-own-nonce-0123456789`, {
      headers: { host: new URL(siteUrl(page, 'haven')).host, 'x-tenant-id': 'haven.ng' },
    })
    const consent = await request.get(((await start.json()) as { data: { url: string } }).data.url, { maxRedirects: 0 })
    const callback = consent.headers().location!
    expect(callback).toContain('/api/v1/auth/google/callback?')
    // The victim opens it.
    await page.goto(callback)
    await expect(page).toHaveURL(/\/listings$/)
    await expect(page.getByRole('alert').filter({ hasText: 'This Google sign-in was started in another browser' })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('haven.access_token'))).toBeNull()
  })

  test('a new account proves its address through the link e-mailed at sign-up', async ({ page, request }) => {
    const email = uniqueEmail('prove')
    const res = await request.post(`http://localhost:${process.env.E2E_PORT ?? 8899}/api/v1/auth/user-signup`, {
      headers: { host: new URL(siteUrl(page, 'haven')).host, 'x-tenant-id': 'haven.ng', origin: siteUrl(page, 'haven').replace(/\/$/, '') },
      data: { first_name: 'Bisi', last_name: 'Ade', phone: '08031234567', password: PASSWORD, email },
    })
    expect(res.status()).toBe(201)
    let link: string | undefined
    await expect.poll(() => (link = /http:\/\/haven\.localhost:\d+\/api\/v1\/auth\/verify-email\?token=[A-Za-z0-9_-]+/.exec(mailsTo(email).map((m) => m.replace(/=\r?\n/g, '').replace(/=3D/g, '=')).join('\n'))?.[0])).toBeTruthy()
    await page.goto(link!)
    await expect(page.getByRole('status').filter({ hasText: 'Email verified' })).toBeVisible()
    await page.goto(link!)
    await expect(page.getByRole('alert').filter({ hasText: 'Email not verified' })).toBeVisible()
  })

  test('signs in with the keyboard alone', async ({ page, request, isMobile }) => {
    const email = uniqueEmail('keys')
    await signUpByApi(request, 'haven', { email, first_name: 'Yemi' })
    await openSite(page, 'haven', '/legal/terms-of-use')
    const target = isMobile ? 'Open menu' : 'Sign in'
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab')
      if ((await page.evaluate(() => document.activeElement?.textContent?.trim() || document.activeElement?.getAttribute('aria-label'))) === target) break
    }
    await page.keyboard.press('Enter')
    if (isMobile) {
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press('Tab')
        if ((await page.evaluate(() => document.activeElement?.textContent?.trim())) === 'Sign in') break
      }
      await page.keyboard.press('Enter')
    }
    const d = dialog(page)
    await expect(d.getByRole('heading', { name: 'Sign in' })).toBeVisible()
    await expect(d.getByLabel('Email address')).toBeFocused()
    await page.keyboard.type(email)
    await page.keyboard.press('Tab')
    await page.keyboard.type(PASSWORD)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status').filter({ hasText: 'Sign In Successful' })).toBeVisible()
    await expectSignedIn(page, 'Yemi', isMobile)
  })

  test('a slow next page says it is loading, and a menu opened meanwhile stays open when it arrives', async ({ page, request, isMobile }) => {
    const email = uniqueEmail('slow-page')
    await signUpByApi(request, 'haven', { email, first_name: 'Chidi' })
    await openSite(page, 'haven', '/favorites')
    await openSignIn(page, isMobile)
    await signInWithForm(page, email)
    const heading = page.locator('main h1')
    const before = (await heading.textContent())!
    // The Transactions page's module waits until the test lets it through: a slow network, untimed.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/transactions-[\w-]+\.js$/, async (route) => {
      await held
      await route.continue()
    })
    const item = isMobile ? 'link' : 'menuitem'
    await (await openAccount(page, isMobile)).getByRole(item, { name: 'Transactions' }).click()

    // The old page stays, saying the next one is on its way.
    await expect(page.getByRole('status').filter({ hasText: 'Loading the page' })).toBeAttached()
    await expect(page.locator('.page-progress')).toBeVisible()
    await expect(page.locator('main')).toHaveAttribute('aria-busy', 'true')
    await expect(heading).toHaveText(before)

    // The buyer opens the account menu again; the page arrives; the menu and its focus stay.
    const account = await openAccount(page, isMobile)
    await expect(account.getByRole(item, { name: 'Account Settings' })).toBeVisible()
    release()
    await expect(heading).toHaveText('Transactions')
    await expect(page.locator('.page-progress')).toHaveCount(0)
    await expect(page.locator('main')).not.toHaveAttribute('aria-busy')
    // The route's focus runs in an effect after the commit: two frames on, it has run.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    await expect(account.getByRole(item, { name: 'Account Settings' })).toBeVisible()
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('header, [role="dialog"]')))).toBe(true)
  })

  test('the Refer button asks a visitor to sign up, then leads to /referrals', async ({ page }) => {
    await openSite(page, 'lekki-prime', '/legal/terms-of-use')
    // The cookie banner sits over the foot of the page until it is answered.
    await page.getByRole('button', { name: 'Reject' }).click()
    await page.getByRole('contentinfo').getByRole('button', { name: 'Refer a friend & earn' }).click()
    const d = dialog(page)
    await expect(d.getByRole('heading', { name: 'Create an account' })).toBeVisible()
    await d.getByLabel('First name').fill('Funmi')
    await d.getByLabel('Last name').fill('Ade')
    await d.getByLabel('Email address').fill(uniqueEmail('refer'))
    await d.getByLabel('Phone number').fill('0803 555 0199')
    await d.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await d.getByRole('checkbox').check()
    await d.getByRole('button', { name: 'Sign up' }).click()
    await expect(page).toHaveURL(/\/referrals$/)
    await expect(page.getByRole('heading', { name: 'Refer & Earn' })).toBeVisible()
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Refer a friend & earn' })).toHaveAttribute('href', '/referrals')
  })
})
