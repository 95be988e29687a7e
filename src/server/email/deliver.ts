import { mailer, type Mail } from './mailer'

/**
 * Sends each mail; a failure is logged and never undoes what was stored (decision 027). Returns
 * the failures' messages (empty when every mail went), for callers that record the outcome.
 */
export async function deliver(mails: Mail[], area: string, what: string): Promise<string[]> {
  const results = await Promise.allSettled(mails.map((m) => mailer().send(m)))
  const failures: string[] = []
  for (const r of results) {
    if (r.status === 'fulfilled') continue
    console.error(`[${area}] ${what} e-mail failed:`, r.reason)
    failures.push(r.reason instanceof Error ? r.reason.message : String(r.reason))
  }
  return failures
}
