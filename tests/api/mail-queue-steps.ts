import { expect, vi } from 'vitest'
import type { Db } from '~/server/db/db'
import { mailTransport } from '~/server/email/queue/kick-mail-queue'
import { MAIL_RETRY, runMailQueue } from '~/server/email/queue/run-mail-queue'

export interface QueueRow {
  id: number
  attempts: number
  last_error: string | null
  sent_at: Date | null
  failed_at: Date | null
  due_later: boolean
}

/** The queue's rows made after `afterId`, oldest first. */
export const queueRows = (db: Db, afterId = 0) =>
  db.query<QueueRow>(
    `select id::int as id, attempts, last_error, sent_at, failed_at, next_attempt_at > now() as due_later
     from mail_queue where id > $1 order by id`,
    [afterId],
  )

export async function lastQueueId(db: Db): Promise<number> {
  return (await db.query<{ id: number }>('select coalesce(max(id), 0)::int as id from mail_queue'))[0]!.id
}

/**
 * Sends while the outbox cannot be written: the caller's action runs, its first attempt fails
 * and is put off (a warning, not an error); then the rows are brought to their last attempt and
 * the queue runs again, which gives up and logs the error. Returns the rows after the first try.
 */
export async function failUntilLastAttempt(db: Db, act: () => Promise<void>) {
  const before = await lastQueueId(db)
  const warned = vi.spyOn(console, 'warn').mockImplementation(() => {})
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
  try {
    await act()
    const first = await queueRows(db, before)
    expect(first.length).toBeGreaterThan(0)
    expect(warned).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`attempt 1 of ${MAIL_RETRY.attempts} failed, retrying in \\d+ s`)))
    expect(logged).not.toHaveBeenCalled()
    await db.query('update mail_queue set attempts = $2, next_attempt_at = now() where id > $1', [before, MAIL_RETRY.attempts - 1])
    await runMailQueue(db, await mailTransport())
    return { first, last: await queueRows(db, before), logged: [...logged.mock.calls] }
  } finally {
    warned.mockRestore()
    logged.mockRestore()
  }
}
