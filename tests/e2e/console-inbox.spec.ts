import type { Page } from '@playwright/test'
import { totpCode } from '~/server/console/totp'
import { mailsTo } from './account-steps'
import { seriousViolations } from './axe'
import { expect, siteUrl, test } from './fixtures'
import { consoleRequest, invitationPath, setUpByApi, setUpInBrowser, STAFF_PASSWORD } from './console-steps'
import { opsCli } from './trust-steps'

/**
 * The console's inboxes and staff page (issue 24, decision 050): an owner invites a verifier who
 * sets up TOTP and signs in; a report is marked handled on a 390 px phone and its reporter told;
 * another tenant's staff are refused by every console route; every console page is axe-clean.
 */
const PORT = process.env.E2E_PORT ?? 8899
const stamp = () => Date.now().toString(36)

async function newOwner(page: Page) {
  const email = `owner-${stamp()}@haven.ng`
  const { setup_path } = JSON.parse(await opsCli('create-owner', '--tenant', 'haven', '--email', email)) as { setup_path: string }
  await setUpInBrowser(page, 'haven', setup_path)
  return email
}

test('an owner invites a verifier, who sets up TOTP, signs in and sees only what a verifier may do', async ({ page, browser }) => {
  test.setTimeout(180_000)
  await page.goto(siteUrl(page, 'haven', '/console/'))
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await newOwner(page)

  // Every section an owner has, each axe-clean, at 1280 and 390 px.
  for (const [link, heading] of [['Listings', 'Listings'], ['Realtors', 'Realtors'], ['Verification', 'Verification queue'], ['Transactions', 'Transactions'], ['Reports', 'Reports'], ['Viewings', 'Viewing requests'], ['Forms', 'Form submissions'], ['Staff', 'Staff'], ['Audit', 'Audit']] as const) {
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: link, exact: true }).click()
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible()
    await expect(page.getByRole('list').first()).toBeAttached()
    expect(await seriousViolations(page), link).toEqual([])
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 })
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${link} at ${width}`).toBeLessThanOrEqual(width)
      await page.screenshot({ path: `test-results/console-inbox/${link.toLowerCase()}-${width}.png`, fullPage: true })
    }
    await page.setViewportSize({ width: 1280, height: 800 })
  }

  // A realtor added in the console is on the public directory at once.
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Realtors', exact: true }).click()
  await page.getByRole('button', { name: 'New realtor' }).click()
  const username = `chidi.${stamp()}`
  const lastName = `Eze ${username.slice(6)}`
  const realtorForm = page.getByRole('form', { name: 'New realtor' })
  await realtorForm.getByLabel('First name').fill('Chidi')
  await realtorForm.getByLabel('Last name').fill(lastName)
  await realtorForm.getByLabel('Username').fill(username)
  await realtorForm.getByLabel('E-mail').fill('chidi@example.com')
  await realtorForm.getByLabel('Phone number').fill('0803 123 4567')
  expect(await seriousViolations(page)).toEqual([])
  await realtorForm.getByRole('button', { name: 'Add realtor' }).click()
  await expect(page.getByRole('status')).toHaveText(`Chidi ${lastName}: Realtor added`)
  const directory = await page.context().newPage()
  await directory.goto(siteUrl(directory, 'haven', '/find-trusted-realtors'))
  await expect(directory.getByRole('heading', { name: `Chidi ${lastName}` })).toBeVisible()
  await directory.close()

  // Invite by keyboard: the nav link is reached with Tab from the one before it, the form sent with Enter.
  const verifier = `verifier-${stamp()}@example.com`
  await page.getByRole('link', { name: 'Forms', exact: true }).focus()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Staff', exact: true })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible()
  await page.getByLabel('E-mail').fill(verifier)
  await page.getByLabel('Role', { exact: true }).selectOption('verifier')
  await page.getByLabel('E-mail').press('Enter')
  await expect(page.getByRole('status')).toHaveText(`Invitation sent to ${verifier}`)
  await expect(page.getByRole('list', { name: 'Staff of this site' })).toContainText(`${verifier} · Verifier · Invited`)

  // The invitee, in their own browser: the link from the e-mail, the authenticator, then a new sign-in.
  const theirs = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const them = await theirs.newPage()
  const secret = await setUpInBrowser(them, 'haven', await invitationPath(verifier))
  await them.getByRole('button', { name: 'Sign out' }).click()
  await them.getByLabel('E-mail').fill(verifier)
  await them.getByLabel('Password').fill(STAFF_PASSWORD)
  await them.getByRole('button', { name: 'Continue' }).click()
  await them.getByLabel('Code').fill(totpCode(secret, Date.now() + 30_000))
  await them.getByRole('button', { name: 'Sign in' }).click()
  const nav = them.getByRole('navigation', { name: 'Console' })
  await expect(nav.getByRole('link')).toHaveText(['Listings', 'Verification', 'Reports'])
  await them.goto(siteUrl(them, 'haven', '/console/staff'))
  await expect(them.getByRole('heading', { name: 'Listings' })).toBeVisible()
  await them.screenshot({ path: 'test-results/console-inbox/verifier-390.png', fullPage: true })

  // The owner disables them: their session ends at once.
  await page.reload()
  const row = page.getByRole('listitem').filter({ hasText: verifier })
  await expect(row).toContainText('Active')
  await row.getByRole('button', { name: 'Disable' }).click()
  await expect(page.getByRole('status')).toHaveText(`${verifier} is disabled`)
  await them.reload()
  await expect(them.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible()
  await theirs.close()
})

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

  test('a report is marked handled with a note, and the reporter is told', async ({ page, request }) => {
    const reporter = `reporter-${stamp()}@example.com`
    const filed = await request.post(`http://localhost:${PORT}/api/v1/enquiry/report-listing`, {
      headers: { 'x-tenant-id': 'haven.ng' },
      data: { listing_id: 11, reason: 'WRONG_DETAILS', details: `The bedroom count is wrong (${reporter}).`, email: reporter },
    })
    expect(filed.status(), await filed.text()).toBe(201)
    const id = ((await filed.json()) as { data: { id: number } }).data.id
    await newOwner(page)
    await page.getByRole('link', { name: 'Reports', exact: true }).tap()
    const report = page.getByRole('listitem').filter({ hasText: `Report #${id}` })
    await expect(report).toContainText('The bedroom count is wrong')
    await report.getByLabel('Note (what was done)').fill('Corrected to four bedrooms with the realtor')
    // Keyboard-complete: from the note, Tab reaches "Mark handled" and Enter sends it.
    await report.getByLabel('Note (what was done)').press('Tab')
    await expect(report.getByRole('button', { name: 'Mark handled' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status')).toHaveText(`Report #${id}: Report marked handled`)
    await expect(report).toHaveCount(0)
    await page.screenshot({ path: 'test-results/console-inbox/report-handled-390.png', fullPage: true })
    await page.getByLabel('Show').selectOption('handled')
    await expect(page.getByRole('listitem').filter({ hasText: `Report #${id}` })).toContainText('Handled by')
    await expect.poll(() => mailsTo(reporter).filter((m) => m.includes('Subject: Your report about')).length).toBe(1)
  })
})

test("another tenant's staff are refused by every console route, and their console does not know the address", async ({ page, request }) => {
  const email = `lekki-owner-${stamp()}@lekkiprime.com`
  const { setup_path } = JSON.parse(await opsCli('create-owner', '--tenant', 'lekki-prime', '--email', email)) as { setup_path: string }
  const cookie = await setUpByApi(request, 'lekki-prime', 'lekkiprime.com', setup_path)
  expect((await consoleRequest(request, 'lekki-prime', 'lekkiprime.com', cookie)('GET', '/session')).status()).toBe(200)

  const onHaven = consoleRequest(request, 'haven', 'haven.ng', cookie)
  const routes: [string, string, unknown?][] = [
    ['GET', '/session'], ['GET', '/listings'], ['POST', '/listings/2/confirm-availability', {}], ['GET', '/audit'], ['GET', '/staff'],
    ['POST', '/staff', { email: 'x@example.com', role: 'owner' }], ['PATCH', '/staff/1', { role: 'editor' }], ['GET', '/reports'],
    ['POST', '/reports/1/resolve', { status: 'handled', note: 'x' }], ['GET', '/submissions'], ['GET', '/submissions.csv'], ['GET', '/viewings'],
    ['POST', '/viewings/1', { action: 'confirm' }], ['POST', '/transactions/1/release-request', {}],
  ]
  const statuses = await Promise.all(routes.map(async ([m, p, d]) => `${m} ${p} ${(await onHaven(m, p, d)).status()}`))
  expect(statuses).toEqual(routes.map(([m, p]) => `${m} ${p} 401`))

  // In the browser: Haven's console is a sign-in page to them, and their password opens nothing.
  await page.goto(siteUrl(page, 'haven', '/console/reports'))
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible()
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Password').fill(STAFF_PASSWORD)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('alert')).toHaveText('The e-mail or password is not right')
})
