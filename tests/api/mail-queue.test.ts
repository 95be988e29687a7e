import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMailer, mailer } from '~/server/email/mailer'
import { enqueueMails } from '~/server/email/queue/mail-queue'
import { mailQueueIdle, setMailTransport } from '~/server/email/queue/kick-mail-queue'
import { runMailQueue, type RetryRules } from '~/server/email/queue/run-mail-queue'
import { send, useTestDb } from './api-test-db'
import { queueRows, lastQueueId } from './mail-queue-steps'
import scheduled, { config } from '../../netlify/functions/mail-queue'
import { startMailTimer } from '../../scripts/serve-lib/mail-timer'

/**
 * Issue 21, mail that cannot be lost: a real SMTP server that refuses each message's first three
 * attempts with a 451 (try later), then accepts it. What it accepted is counted per subject.
 */
const accepted = new Map<string, number>()
const refusals = new Map<string, number>()
let holdNext: Promise<void> | null = null
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  closeTimeout: 200,
  onData(stream: SMTPServerDataStream, _session: SMTPServerSession, callback: (err?: Error | null) => void) {
    const chunks: Buffer[] = []
    stream.on('data', (c: Buffer) => chunks.push(c))
    stream.on('end', async () => {
      const subject = /^Subject: (.*)$/m.exec(Buffer.concat(chunks).toString('utf8'))?.[1] ?? ''
      if (holdNext) await holdNext
      const refused = refusals.get(subject) ?? 0
      if (subject.startsWith('Refused thrice') && refused < 3) {
        refusals.set(subject, refused + 1)
        return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }))
      }
      accepted.set(subject, (accepted.get(subject) ?? 0) + 1)
      callback()
    })
  },
})
let smtpUrl = ''
beforeAll(async () => {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  smtpUrl = `smtp://127.0.0.1:${(server.server.address() as { port: number }).port}`
  setMailTransport(createMailer(smtpUrl))
  return () => setMailTransport(null)
})
afterAll(() => new Promise<void>((done) => server.close(() => done())))

const testDb = useTestDb({ seed: false })
/** Retries at once: the backoff's arithmetic is not what this file waits for. */
const AT_ONCE: RetryRules = { attempts: 8, baseSeconds: 0, capSeconds: 0, leaseSeconds: 60 }
const mail = (subject: string) => ({ to: 'ada@example.com', from: 'hello@haven.ng', subject, text: 'Hello' })

describe('the mail queue against an SMTP server that refuses three times', () => {
  it('sends every message exactly once with two runners side by side, after three refusals each', async () => {
    const { db } = testDb
    const N = 40
    const before = await lastQueueId(db)
    await enqueueMails(db, Array.from({ length: N }, (_, i) => mail(`Refused thrice #${i}`)), { area: 'test', what: 'refusals' })
    // Two function instances: each its own pool, as two scheduled or kicked runs would be.
    const second = testDb.open()
    const transport = createMailer(smtpUrl)
    const warn = console.warn
    console.warn = () => {}
    try {
      for (let pass = 0; pass < 10 && (await queueRows(db, before)).some((r) => !r.sent_at); pass++)
        await Promise.all([runMailQueue(db, transport, AT_ONCE, 5), runMailQueue(second, transport, AT_ONCE, 5)])
    } finally {
      console.warn = warn
      await second.close()
    }
    const rows = await queueRows(db, before)
    const sent = rows.filter((r) => r.sent_at).length
    const duplicated = [...accepted.values()].reduce((n, c) => n + c - 1, 0)
    console.log(`mail queue: ${N} messages, SMTP accepted ${accepted.size}, marked sent ${sent}, duplicated ${duplicated}, refusals ${[...refusals.values()].reduce((a, b) => a + b, 0)}`)
    expect([accepted.size, sent, duplicated]).toEqual([N, N, 0])
    expect(rows.every((r) => r.attempts === 4 && r.last_error === null && r.failed_at === null)).toBe(true)
    expect([...refusals.values()].every((n) => n === 3)).toBe(true)
  })

  it('answers user-getotp before the SMTP server has the code, then delivers it off the request path', async () => {
    const email = 'otp-queue@example.com'
    const signUp = await send('POST', '/auth/user-signup', { first_name: 'Ada', last_name: 'Okafor', email, phone: '08031234567', password: 'correct horse' })
    expect(signUp.status).toBe(201)
    let release = () => {}
    holdNext = new Promise<void>((r) => (release = r))
    const before = await lastQueueId(testDb.db)
    const { default: handler } = await import('../../netlify/functions/api')
    const res = await handler(
      new Request('http://localhost/api/v1/auth/user-getotp', { method: 'POST', headers: { 'x-tenant-id': 'haven.ng', 'content-type': 'application/json' }, body: JSON.stringify({ email }) }),
    )
    // The answer is out while the SMTP server still holds the message: the send is not in it.
    expect(res.status).toBe(200)
    const [queued] = await queueRows(testDb.db, before)
    expect(queued).toMatchObject({ attempts: 1, sent_at: null })
    release()
    holdNext = null
    await mailQueueIdle()
    expect((await queueRows(testDb.db, before))[0]!.sent_at).not.toBeNull()
    expect([...accepted.keys()].filter((s) => /password reset code/.test(s)).map((s) => accepted.get(s))).toEqual([1])
  })

  it('queues through mailer().send and marks sent only what the server accepted', async () => {
    const before = await lastQueueId(testDb.db)
    const { id } = await mailer().send(mail('Refused thrice, then kicked'))
    expect(id).toMatch(/^queue:\d+$/)
    const warn = console.warn
    console.warn = () => {}
    await mailQueueIdle()
    console.warn = warn
    // The kick's own pass retried with the real backoff: refused once, due again in about a minute.
    const [row] = await queueRows(testDb.db, before)
    expect(row).toMatchObject({ attempts: 1, sent_at: null, due_later: true, last_error: expect.stringMatching(/451/) })
  })
})

describe('who runs the queue besides a request', () => {
  const due = async (subject: string) => {
    const before = await lastQueueId(testDb.db)
    await enqueueMails(testDb.db, [mail(subject)], { area: 'test', what: 'schedule' })
    return before
  }

  it('the Netlify Scheduled Function, every minute, sends what is due', async () => {
    const before = await due('Left for the schedule')
    expect(config).toEqual({ schedule: '* * * * *' })
    const res = await scheduled(new Request('http://localhost/.netlify/functions/mail-queue', { method: 'POST', body: '{"next_run":"2026-11-27T15:00:00Z"}' }))
    expect(res.status).toBe(204)
    expect((await queueRows(testDb.db, before))[0]!.sent_at).not.toBeNull()
    expect(accepted.get('Left for the schedule')).toBe(1)
  })

  it("npm start's timer does the same", async () => {
    const before = await due('Left for the timer')
    const stop = startMailTimer(20)
    try {
      await expect.poll(async () => (await queueRows(testDb.db, before))[0]!.sent_at, { timeout: 5_000 }).not.toBeNull()
    } finally {
      stop()
      await mailQueueIdle()
    }
    expect(accepted.get('Left for the timer')).toBe(1)
  })
})
