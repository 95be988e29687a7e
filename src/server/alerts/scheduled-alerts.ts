import { getDb } from '~/server/db/get-db'
import { runAlerts, type TenantRunResult } from './run-alerts'

/** Netlify's schedule for the alert run (netlify/functions/alerts.ts), and npm start's interval. */
export const ALERTS_EVERY_MS = 15 * 60_000

/** One scheduled run: logs what it queued; a failure is logged, never thrown to the platform. */
export async function scheduledAlertRun(): Promise<TenantRunResult[] | null> {
  try {
    const results = await runAlerts(await getDb())
    for (const r of results)
      if (r.queued + r.deferred + r.conflicts > 0)
        console.log(`[alerts] ${r.tenant}: ${r.queued} e-mails queued, ${r.deferred} left for the next run, ${r.conflicts} skipped (planned in ${r.planMs} ms)`)
    return results
  } catch (err) {
    console.error('[alerts] run failed:', err)
    return null
  }
}
