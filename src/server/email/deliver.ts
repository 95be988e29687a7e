import type { Db } from '~/server/db/db'
import { getDb } from '~/server/db/get-db'
import type { Mail } from './mailer'
import { enqueueMails, type QueueLabel } from './queue/mail-queue'
import { kickMailQueue } from './queue/kick-mail-queue'

/**
 * Puts the messages in the mail queue and starts a send attempt without waiting for it (decision
 * 039): the request answers as soon as the rows are stored. Returns the ids of the queued rows.
 */
export async function queueMail(db: Db, mails: Mail[], label: QueueLabel): Promise<number[]> {
  const ids = await enqueueMails(db, mails, label)
  void kickMailQueue()
  return ids
}

/**
 * Queues each mail; a failure to store them is logged and never undoes what the caller stored
 * (decision 027). Returns that failure's message (empty when the mails were queued): whether the
 * SMTP server takes them is known later, on the queue's rows.
 */
export async function deliver(mails: Mail[], area: string, what: string): Promise<string[]> {
  try {
    await queueMail(await getDb(), mails, { area, what })
    return []
  } catch (err) {
    console.error(`[${area}] ${what} e-mail failed:`, err)
    return [err instanceof Error ? err.message : String(err)]
  }
}
