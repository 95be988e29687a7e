import { mailer, type Mail } from './mailer'

/** Sends each mail; a failure is logged and never undoes what was stored (decision 027). */
export async function deliver(mails: Mail[], area: string, what: string) {
  const results = await Promise.allSettled(mails.map((m) => mailer().send(m)))
  for (const r of results) if (r.status === 'rejected') console.error(`[${area}] ${what} e-mail failed:`, r.reason)
}
