import { getDb } from '~/server/db/get-db'
import { keepAlive } from '~/server/platform/keep-alive'
import type { Mailer } from '../mailer'
import { pruneSentMail, runMailQueue, type RunResult } from './run-mail-queue'

let transport: Mailer | null = null

/**
 * What actually sends: SMTP when SMTP_URL is set, else the outbox (npm start and tests only).
 * Imported when first needed: mailer.ts queues through this module.
 */
export async function mailTransport(): Promise<Mailer> {
  transport ??= (await import('../mailer')).createMailer()
  return transport
}

/** Tests swap in a transport (a real SMTP server of their own); null goes back to SMTP_URL's. */
export function setMailTransport(t: Mailer | null) {
  transport = t
}

let running: Promise<RunResult | null> | null = null
let again = false

/**
 * Runs the queue now, off the caller's path: never awaited by a request, one run at a time per
 * instance (a kick during a run asks for one more pass). On Netlify the platform is told to keep
 * the instance alive for it (context.waitUntil); if the instance dies anyway, the scheduled
 * function sends the message within a minute. Errors are logged here, never thrown.
 */
export function kickMailQueue(): Promise<RunResult | null> {
  if (running) {
    again = true
    return running
  }
  running = (async () => {
    let total: RunResult | null = null
    do {
      again = false
      const r = await runMailQueue(await getDb(), await mailTransport())
      total = total ? { sent: total.sent + r.sent, retrying: total.retrying + r.retrying, failed: total.failed + r.failed } : r
    } while (again)
    return total
  })()
    .catch((err: unknown) => {
      console.error('[mail] queue run failed:', err)
      return null
    })
    .finally(() => {
      running = null
    })
  return keepAlive(running)
}

/** Settles once no queue run is going on in this process (tests read the outbox after it). */
export async function mailQueueIdle(): Promise<void> {
  while (running) await running
}

/** The every-minute run (the scheduled function, npm start's timer): the queue, then old sent rows. */
export async function scheduledMailRun(): Promise<RunResult | null> {
  const result = await kickMailQueue()
  await pruneSentMail(await getDb()).catch((err: unknown) => console.error('[mail] pruning sent messages failed:', err))
  return result
}
