import type { APIRequestContext, Page } from '@playwright/test'
import { totpCode } from '~/server/console/totp'
import { outboxMails } from './account-steps'
import { expect, siteUrl } from './fixtures'
import { STAFF_PASSWORD } from './console-steps'
import { opsCli } from './trust-steps'

const PORT = process.env.E2E_PORT ?? 8899
const API = `http://localhost:${PORT}/api/v1/console`
const HEADERS = { 'x-tenant-id': 'haven.ng', 'x-haven-console': '1' }

/**
 * A staff member of the flagship tenant with `role`, signed in in `page` (issue 24): an owner made
 * by the CLI and set up through the API (setup, not the thing under test) invites them; they open
 * the e-mailed link in the browser and finish the setup as a person does.
 */
export async function staffSignedIn(page: Page, request: APIRequestContext, role: 'editor' | 'verifier', label: string) {
  const owner = `owner-${label}-${Date.now()}@haven.ng`
  const { setup_path } = JSON.parse(await opsCli('create-owner', '--tenant', 'haven', '--email', owner)) as { setup_path: string }
  const token = setup_path.replace('/console/setup#token=', '')
  const start = await request.post(`${API}/setup/start`, { headers: HEADERS, data: { token } })
  const { secret } = ((await start.json()) as { data: { secret: string } }).data
  expect((await request.post(`${API}/setup/finish`, { headers: HEADERS, data: { token, password: STAFF_PASSWORD, code: totpCode(secret) } })).status()).toBe(200)
  const email = `${role}-${label}-${Date.now()}@haven.ng`
  expect((await request.post(`${API}/staff`, { headers: HEADERS, data: { email, role } })).status()).toBe(201)

  let link: string | undefined
  await expect
    .poll(() => {
      const mail = outboxMails().filter((m) => m.includes(email)).at(-1) ?? ''
      link = /\/console\/setup#token=[A-Za-z0-9_-]+/.exec(mail.replace(/=\r?\n/g, '').replace(/=3D/g, '='))?.[0]
      return link
    })
    .toBeTruthy()
  await page.goto(siteUrl(page, 'haven', link))
  const mine = (await page.getByTestId('totp-secret').textContent())!.trim()
  await page.getByLabel('New password (at least 12 characters)').fill(STAFF_PASSWORD)
  await page.getByLabel('Code from the app').fill(totpCode(mine))
  await page.getByRole('button', { name: 'Finish setup' }).click()
  await page.getByRole('button', { name: 'I have saved them' }).click()
  await expect(page.getByRole('heading', { name: 'Listings' })).toBeVisible()
  return email
}

/** Drops files on an element as a browser does when they are dragged from the desktop. */
export async function dropFiles(page: Page, testId: string, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const transfer = await page.evaluateHandle(
    (list) => {
      const dt = new DataTransfer()
      for (const f of list) dt.items.add(new File([new Uint8Array(f.bytes)], f.name, { type: f.mimeType }))
      return dt
    },
    files.map((f) => ({ name: f.name, mimeType: f.mimeType, bytes: [...f.buffer] })),
  )
  await page.getByTestId(testId).dispatchEvent('drop', { dataTransfer: transfer })
}
