import { SMTPServer, type SMTPServerDataStream } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createMailer } from '~/server/email/mailer'
import { mailQueueIdle, setMailTransport } from '~/server/email/queue/kick-mail-queue'
import { runMailQueue } from '~/server/email/queue/run-mail-queue'
import { send, useTestDb } from './api-test-db'
import { alertBuyer, newListings, runAt } from './alerts-harness'

/**
 * Issue 25, item 2: a retry never mails twice. A real SMTP server that refuses every message's
 * first attempt (451, try later) and counts what it accepted, per subject.
 */
const accepted = new Map<string, number>()
const refused = new Set<string>()
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  closeTimeout: 200,
  onData(stream: SMTPServerDataStream, _session, callback: (err?: Error | null) => void) {
    const chunks: Buffer[] = []
    stream.on('data', (c: Buffer) => chunks.push(c))
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8')
      // Each attempt gets a new Message-ID: a message is known by its recipient and subject.
      const id = `${/^To: (.*)$/im.exec(raw)?.[1]} ${/^Subject: (.*)$/im.exec(raw)?.[1]}`
      const to = /^To: (.*)$/im.exec(raw)?.[1] ?? ''
      if (!refused.has(id)) {
        refused.add(id)
        return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }))
      }
      if (raw.includes('List-Unsubscribe-Post')) accepted.set(to, (accepted.get(to) ?? 0) + 1)
      callback()
    })
  },
})
beforeAll(async () => {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  setMailTransport(createMailer(`smtp://127.0.0.1:${(server.server.address() as { port: number }).port}`))
  return () => setMailTransport(null)
})
afterAll(() => new Promise<void>((done) => server.close(() => done())))

const testDb = useTestDb()

describe('an alert run that crashes, against an SMTP server that refuses first', () => {
  it('a crash between queueing and commit leaves nothing; the retry queues once and the server gets it once', async () => {
    const { db } = testDb
    const me = await alertBuyer(db)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const saved = await send('POST', '/save-search', { label: 'Crashfield', query: 'location=crashfield', alert_frequency: 'instant' }, { token: me.token })
      await newListings(db, 'Crashfield', 2)
      const alertRows = async () => (await db.query<{ n: number }>(`select count(*)::int as n from mail_queue where area = 'alerts' and message->>'to' = $1`, [me.email]))[0]!.n
      const watermark = async () => (await db.query<{ w: Date }>('select alert_watermark as w from saved_searches where id = $1', [saved.body.data.id]))[0]!.w

      const before = await watermark()
      await expect(runAt(db, 2, { beforeCommit: () => Promise.reject(new Error('the instance died')) })).rejects.toThrow('the instance died')
      expect([await alertRows(), await watermark()]).toEqual([0, before])

      expect(await runAt(db, 2)).toMatchObject({ queued: 1 })
      expect(await runAt(db, 3)).toMatchObject({ queued: 0 })
      expect(await alertRows()).toBe(1)
      // The queue's first attempt was refused; its retry is what the server accepts.
      await db.query(`update mail_queue set next_attempt_at = now() where area = 'alerts'`)
      await runMailQueue(db, createMailer(`smtp://127.0.0.1:${(server.server.address() as { port: number }).port}`))
      await mailQueueIdle()
      expect(accepted.get(me.email)).toBe(1)
    } finally {
      warn.mockRestore()
    }
  })
})
