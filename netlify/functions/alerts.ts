import type { Config, Context } from '@netlify/functions'
import { scheduledAlertRun } from '../../src/server/alerts/scheduled-alerts'

/**
 * Netlify Scheduled Function (decision 047): every 15 minutes, the saved-search and favourite
 * alerts of this site's tenant — planned, queued in the mail queue with their watermarks, sent by
 * the queue. Every 15 minutes reaches 07:00 in zones a half or quarter hour off UTC.
 * `npm start` runs the same on a timer (scripts/serve-lib/alerts-timer.ts).
 */
export default async (_req: Request, _context?: Context) => {
  await scheduledAlertRun()
  return new Response(null, { status: 204 })
}

export const config: Config = { schedule: '*/15 * * * *' }
