import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test'
import { totpCode } from '~/server/console/totp'
import type { StaffRole } from '~/shared/console/roles'
import { mailsTo } from './account-steps'
import { expect, siteUrl } from './fixtures'
import { opsCli } from './trust-steps'

/** Staff for the console specs (decision 049): an owner from the CLI, the staff they invite by e-mail, sign-in with TOTP. */
const PORT = process.env.E2E_PORT ?? 8899
const PASSWORD = 'a staff passphrase for e2e'
const headers = { 'x-tenant-id': 'haven.ng', 'x-haven-console': '1' }

export interface StaffMember {
  email: string
  secret: string
  /** Signed in as this member (the cookie jar of its own context). */
  api: APIRequestContext
}

/** The setup link's token, spent through the API: a password and a first code; the member is signed in. */
async function setUpByApi(token: string, email: string): Promise<StaffMember> {
  const api = await playwrightRequest.newContext({ baseURL: `http://localhost:${PORT}`, extraHTTPHeaders: headers })
  const start = await api.post('/api/v1/console/setup/start', { data: { token } })
  expect(start.status(), await start.text()).toBe(200)
  const secret = ((await start.json()) as { data: { secret: string } }).data.secret
  const finish = await api.post('/api/v1/console/setup/finish', { data: { token, password: PASSWORD, code: totpCode(secret) } })
  expect(finish.status(), await finish.text()).toBe(200)
  return { email, secret, api }
}

/** A new owner of Haven, from `npm run ops -- create-owner`. */
export async function consoleOwner(label: string, email = `owner-${label}-${Date.now().toString(36)}@haven.ng`): Promise<StaffMember> {
  const { setup_path } = JSON.parse(await opsCli('create-owner', '--tenant', 'haven', '--email', email)) as { setup_path: string }
  return setUpByApi(setup_path.split('#token=')[1]!, email)
}

/** Someone the owner invites with a role: the link comes by e-mail (the local outbox). */
export async function invitedStaff(owner: StaffMember, role: StaffRole, label: string): Promise<StaffMember> {
  const email = `${label}-${Date.now().toString(36)}@haven.ng`
  const res = await owner.api.post('/api/v1/console/staff', { data: { email, role } })
  expect(res.status(), await res.text()).toBe(201)
  let token = ''
  await expect
    .poll(() => {
      const mail = mailsTo(email).at(-1)?.replace(/=\r?\n/g, '').replace(/=3D/g, '=') ?? ''
      token = /#token=([A-Za-z0-9_-]+)/.exec(mail)?.[1] ?? ''
      return token
    }, { timeout: 15_000 })
    .not.toBe('')
  return setUpByApi(token, email)
}

/** Signs a member in on the console page: e-mail, password, then the next code (the setup spent the current one). */
export async function signInOnPage(page: Page, member: StaffMember, path = '/console/') {
  await page.goto(siteUrl(page, 'haven', path))
  await page.getByLabel('E-mail').fill(member.email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByLabel('Code').fill(totpCode(member.secret, Date.now() + 30_000))
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
}
