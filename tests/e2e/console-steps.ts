import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { totpCode } from '~/server/console/totp'
import { outboxMails } from './account-steps'
import { siteUrl } from './fixtures'

/** What the console journeys share (decisions 045, 050): the setup page, the invitation's link, the API as the console calls it. */
export const STAFF_PASSWORD = 'a staff passphrase for e2e'
const PORT = process.env.E2E_PORT ?? 8899

/** A one-time setup link opened in the browser: password, the authenticator's code, the recovery codes kept. Answers the secret. */
export async function setUpInBrowser(page: Page, slug: string, setupPath: string) {
  await page.goto(siteUrl(page, slug, setupPath))
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim()
  await page.getByLabel('New password (at least 12 characters)').fill(STAFF_PASSWORD)
  await page.getByLabel('Code from the app').fill(totpCode(secret))
  await page.getByRole('button', { name: 'Finish setup' }).click()
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10)
  await page.getByRole('button', { name: 'I have saved them' }).click()
  await expect(page.getByRole('heading', { name: 'Listings' })).toBeVisible()
  return secret
}

/** The setup path in the newest invitation to `email` in the local outbox (quoted-printable undone). */
export async function invitationPath(email: string): Promise<string> {
  let path = ''
  await expect
    .poll(() => {
      const mail = outboxMails()
        .filter((m) => m.includes(`To: ${email}`) && m.includes('invited you'))
        .at(-1)
        ?.replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=')
      path = /\/console\/setup#token=[\w-]+/.exec(mail ?? '')?.[0] ?? ''
      return path
    })
    .not.toBe('')
  return path
}

/** A console API call as another browser would make it: the tenant by Host, the console's header, a cookie. */
export const consoleRequest = (request: APIRequestContext, slug: string, domain: string, cookie: string) => (method: string, path: string, data?: unknown) =>
  request.fetch(`http://localhost:${PORT}/api/v1/console${path}`, {
    method,
    headers: { host: `${slug}.localhost:${PORT}`, 'x-tenant-id': domain, 'x-haven-console': '1', cookie: `haven_staff=${cookie}` },
    data,
  })

/** A staff member set up through the API (no browser): the signed-in cookie. */
export async function setUpByApi(request: APIRequestContext, slug: string, domain: string, setupPath: string) {
  const token = setupPath.replace('/console/setup#token=', '')
  const call = consoleRequest(request, slug, domain, '')
  const start = await call('POST', '/setup/start', { token })
  expect(start.status(), await start.text()).toBe(200)
  const { secret } = ((await start.json()) as { data: { secret: string } }).data
  const finish = await call('POST', '/setup/finish', { token, password: STAFF_PASSWORD, code: totpCode(secret) })
  expect(finish.status(), await finish.text()).toBe(200)
  return /haven_staff=([^;]+)/.exec(finish.headers()['set-cookie'] ?? '')![1]!
}
