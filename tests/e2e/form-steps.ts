import type { BrowserContext, Locator, Page, Request } from '@playwright/test'
import { outboxMails } from './account-steps'
import { expect, tenant } from './fixtures'

/** What the marketing forms' specs share: the outbox, the toasts, typing as a visitor does, the calls. */
export const haven = tenant('haven')

/** Messages addressed To `email` (not merely Reply-To it), as the outbox keeps them. */
export const mailsTo = (email: string) => outboxMails().filter((m) => m.split(/\r?\n/).includes(`To: ${email}`))
/** A Subject header as read: folded lines joined, RFC 2047 Q-encoded words decoded. */
export const subjectOf = (mail: string) =>
  (/^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(mail)?.[1] ?? '')
    // Unfolding removes the line break, not the space after it; spaces between encoded words go.
    .replace(/\r?\n(?=[ \t])/g, '')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_, q: string) =>
      Buffer.from(q.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_h, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
    )
export const subjects = (email: string) => mailsTo(email).map(subjectOf)

/** The receipt the forms' function e-mails the sender (decision 031). */
export async function expectReceipt(email: string, subject: RegExp) {
  await expect.poll(() => subjects(email).some((s) => subject.test(s)), { timeout: 10_000 }).toBe(true)
}

export const successToast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title })
export const errorToast = (page: Page, title: string) => page.locator('[data-kind="error"]').filter({ hasText: title })

/** Types into a field and leaves it, as a visitor does (messages show once a field is left). */
export async function fill(scope: Locator | Page, label: string, value: string) {
  const field = scope.getByLabel(label, { exact: true })
  await field.fill(value)
  await field.blur()
}
export async function fillIn(scope: Locator | Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await fill(scope, label, value)
}
/** Typed, then emptied: the field's 'required' message. */
export async function empty(scope: Locator | Page, label: string) {
  await fill(scope, label, 'x')
  await fill(scope, label, ' ')
}

/** External destinations answer locally: the test network reaches no other site. */
export async function stubExternal(context: BrowserContext, url: string) {
  const { origin } = new URL(url)
  await context.route(`${origin}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>External</title><h1>External</h1>' }))
}

/** The JSON body and the headers of the next POST to `path`. */
export async function nextPost(page: Page, path: string, act: () => Promise<void>) {
  const [request] = await Promise.all([page.waitForRequest((r: Request) => r.method() === 'POST' && new URL(r.url()).pathname === path), act()])
  return { body: request.postDataJSON() as Record<string, unknown>, headers: await request.allHeaders() }
}

/** The refused or dropped calls a failure test causes are the console errors it expects; the fixture checks the rest. */
export const allowFailedCalls = (consoleErrors: string[]) =>
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/Failed to load resource: (the server responded with a status of (429|500)|net::ERR_)/.test(e)))

export const DATE = /^\d{1,2}(st|nd|rd|th) [A-Z][a-z]+ \d{4} \| \d\d:\d\d:\d\d (AM|PM)$/
