import { scheduledMailRun } from '~/server/email/queue/kick-mail-queue'

/**
 * `npm start`'s stand-in for the scheduled function netlify/functions/mail-queue.ts: a queue run
 * at start (what an earlier run left) and then every minute, as Netlify's '* * * * *' does.
 */
export function startMailTimer(everyMs = 60_000): () => void {
  void scheduledMailRun()
  const timer = setInterval(() => void scheduledMailRun(), everyMs)
  timer.unref()
  return () => clearInterval(timer)
}
