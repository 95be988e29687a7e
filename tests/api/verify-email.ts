import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { settleMail } from '~/server/email/send-later'
import { outboxDir } from '~/server/email/mailer'
import handler from '../../netlify/functions/api'

/** The newest verification link e-mailed to `email` (quoted-printable soft breaks joined). */
export async function verificationLink(email: string): Promise<string | undefined> {
  await settleMail()
  const dir = outboxDir()
  const mails = readdirSync(dir)
    .sort()
    .map((f) => readFileSync(join(dir, f), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '='))
    .filter((m) => m.includes(`To: ${email}`) && m.includes('Subject: Confirm your e-mail'))
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
