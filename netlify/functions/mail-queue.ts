import type { Config, Context } from '@netlify/functions'
import { scheduledMailRun } from '../../src/server/email/queue/kick-mail-queue'

/**
 * Netlify Scheduled Function (decision 039): every minute, sends what the mail queue holds that
 * is due — retries, and anything a request's own attempt did not finish. `npm start` runs the
 * same on a timer (scripts/serve-lib/mail-timer.ts).
 */
export default async (_req: Request, _context?: Context) => {
  const result = await scheduledMailRun()
  if (result && result.sent + result.retrying + result.failed > 0) console.log(`[mail] scheduled run: ${JSON.stringify(result)}`)
  return new Response(null, { status: 204 })
}

export const config: Config = { schedule: '* * * * *' }
