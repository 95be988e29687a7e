import { ALERTS_EVERY_MS, scheduledAlertRun } from '~/server/alerts/scheduled-alerts'

/**
 * `npm start`'s stand-in for the scheduled function netlify/functions/alerts.ts: a run at start,
 * then every 15 minutes, as Netlify's '*\/15 * * * *' does.
 */
export function startAlertsTimer(everyMs = ALERTS_EVERY_MS): () => void {
  void scheduledAlertRun()
  const timer = setInterval(() => void scheduledAlertRun(), everyMs)
  timer.unref()
  return () => clearInterval(timer)
}
