import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { mailQueueIdle } from '~/server/email/queue/kick-mail-queue'
import { outboxDir } from '~/server/email/mailer'
import handler from '../../netlify/functions/api'

/** The messages to `email` whose text contains `subject`, once at least one has arrived (up to `waitMs`). */
export async function mailsWith(email: string, subject: string, waitMs = 5000): Promise<string[]> {
  for (let waited = 0; ; waited += 25) {
    await mailQueueIdle()
    const dir = outboxDir()
    const mails = readdirSync(dir, { withFileTypes: true })
      .filter((f) => f.isFile())
      .map((f) => f.name)
      .sort()
      .map((f) => readFileSync(join(dir, f), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '='))
      .filter((m) => m.includes(`To: ${email}`) && m.includes(subject))
    if (mails.length || waited >= waitMs) return mails
    await new Promise((r) => setTimeout(r, 25))
  }
}

/** The newest verification link e-mailed to `email`. */
export async function verificationLink(email: string): Promise<string | undefined> {
  const mails = await mailsWith(email, 'Subject: Confirm your e-mail')
  return /https?:\/\/\S+\/api\/v1\/auth\/verify-email\?token=[A-Za-z0-9_-]+/.exec(mails.at(-1) ?? '')?.[0]
}

/** Opens a link as a mail app would: a plain GET with the link's own Host, no x-tenant-id. */
export const openLink = (link: string, headers: Record<string, string> = {}) =>
  handler(new Request(link, { headers: { host: new URL(link).host, ...headers } }))

/** Proves `email`'s address through the link it was sent, as its owner would. */
export async function verifyEmail(email: string): Promise<Response> {
  const link = await verificationLink(email)
  if (!link) throw new Error(`no verification link was e-mailed to ${email}`)
  return openLink(link)
}
