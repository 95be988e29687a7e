import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { expect } from './fixtures'

const PORT = process.env.E2E_PORT ?? 8899
const OUTBOX = join(process.env.E2E_DATA_DIR ?? `.data/e2e-${PORT}`, 'outbox')

export const PASSWORD = 'lagos-lekki-2026'

/** The outbox's messages, oldest first; none before the server has written its first (a fresh run). */
export const outboxMails = () => (existsSync(OUTBOX) ? readdirSync(OUTBOX).sort().map((f) => readFileSync(join(OUTBOX, f), 'utf8')) : [])

/** An address no other test (or earlier run on the same data) has used. */
export const uniqueEmail = (label: string) => `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`

/** Creates an account through the API (setup, not the thing under test) and returns its token. */
export async function signUpByApi(request: APIRequestContext, slug: string, body: { email: string; first_name?: string; referral_code?: string }) {
  const res = await request.post(`http://localhost:${PORT}/api/v1/auth/user-signup`, {
    headers: { host: `${slug}.localhost:${PORT}`, 'x-tenant-id': hostDomain(slug) },
    data: { first_name: 'Chioma', last_name: 'Eze', phone: '08031234567', password: PASSWORD, ...body },
  })
  expect(res.status(), await res.text()).toBe(201)
  const token = ((await res.json()) as { data: { accessToken: string } }).data.accessToken
  // The buyer proves the address as a real one would (decision 040): only then do viewing and
  // transaction e-mails reach it.
  await verifyEmailByLink(request, slug, body.email)
  return token
}

/** Opens the link of the newest verification e-mail to `email`, as its owner would from a mail app. */
export async function verifyEmailByLink(request: APIRequestContext, slug: string, email: string) {
  let link: string | undefined
  await expect
    .poll(() => {
      const mail = mailsTo(email).filter((m) => m.includes('Subject: Confirm your e-mail')).at(-1) ?? ''
      link = /\/api\/v1\/auth\/verify-email\?token=[A-Za-z0-9_-]+/.exec(mail.replace(/=\r?\n/g, '').replace(/=3D/g, '='))?.[0]
      return link
    })
    .toBeTruthy()
  const res = await request.get(`http://localhost:${PORT}${link}`, { headers: { host: `${slug}.localhost:${PORT}` }, maxRedirects: 0 })
  expect(res.headers().location).toContain('#email_verified=1')
}

const DOMAINS: Record<string, string> = {}
function hostDomain(slug: string) {
  if (!DOMAINS[slug]) {
    for (const f of readdirSync('tenants')) {
      const t = JSON.parse(readFileSync(join('tenants', f), 'utf8')) as { slug: string; domain: string }
      DOMAINS[t.slug] = t.domain
    }
  }
  return DOMAINS[slug]!
}

/** The 6-digit code in the newest reset e-mail to `email` in the local outbox. */
export async function resetCodeFor(email: string): Promise<string> {
  let code: string | undefined
  await expect
    .poll(() => {
      const mails = outboxMails().filter((m) => m.includes(`To: ${email}`) && m.includes('password reset code'))
      code = /\b(\d{6})\b/.exec(mails.at(-1)?.split('\n\n').slice(1).join('\n') ?? '')?.[1]
      return code
    })
    .toBeTruthy()
  return code!
}

export const dialog = (page: Page) => page.getByRole('dialog')

/** Opens the auth modal from the header (desktop) or the drawer (mobile). */
export async function openSignIn(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sign in' }).click()
  } else {
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click()
  }
  await expect(dialog(page).getByRole('heading', { name: 'Sign in' })).toBeVisible()
}

export async function signInWithForm(page: Page, email: string, password = PASSWORD) {
  const d = dialog(page)
  await d.getByLabel('Email address').fill(email)
  await d.getByLabel('Password', { exact: true }).fill(password)
  await d.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Sign In Successful' })).toBeVisible()
  await expect(d).toHaveCount(0)
}

/** The account menu (desktop) or the drawer's account list (mobile), opened. */
export async function openAccount(page: Page, isMobile: boolean): Promise<Locator> {
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click()
    return page.getByRole('dialog', { name: 'Menu' }).getByRole('list', { name: 'Account' })
  }
  await page.getByRole('banner').getByRole('button', { name: /Account menu for/ }).click()
  return page.getByRole('banner').getByRole('menu')
}

export async function expectSignedIn(page: Page, firstName: string, isMobile: boolean) {
  if (isMobile) {
    await expect(page.locator('[data-session="signed-in"]')).toHaveCount(1)
  } else {
    await expect(page.getByRole('banner').getByRole('button', { name: `Account menu for ${firstName}` })).toBeVisible()
  }
}

/** Every message in the local outbox that mentions `text` anywhere (e.g. a Reply-To), oldest first. */
export function mailsMentioning(text: string): string[] {
  return outboxMails().filter((m) => m.includes(text))
}

/** Every message to `email` in the local outbox, oldest first. */
export function mailsTo(email: string): string[] {
  return outboxMails().filter((m) => m.includes(`To: ${email}`))
}
