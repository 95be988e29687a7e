import { afterEach, describe, expect, it, vi } from 'vitest'
import { createApiApp } from '~/server/api/create-api-app'
import { createPostgresDb } from '~/server/db/postgres-db'
import { enqueueMails } from '~/server/email/queue/mail-queue'
import { mailQueueIdle } from '~/server/email/queue/kick-mail-queue'
import { call, useTestDb } from './api-test-db'

const testDb = useTestDb({ seed: false })
afterEach(() => vi.unstubAllEnvs())

const OPS = 'health-test-operator-token-0123456789abcdef'
/** The API app as deployed with OPS_TOKEN set; `token` is what the caller sends. */
async function health(token?: string) {
  const app = createApiApp({ opsToken: OPS })
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {}
  const res = await app.fetch(new Request('http://localhost/api/v1/health', { headers }))
  await mailQueueIdle()
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions read the JSON
  return { res, status: res.status, body: (await res.json()) as any }
}

/** A message to `to` unsent for 20 minutes after two failed attempts, the last with `error`. */
async function stuckMail(to: string, error: string) {
  const [id] = await enqueueMails(
    testDb.db,
    [{ to, from: 'hello@haven.ng', subject: 'Hi', text: 'Hi' }],
    {
      area: 'test',
      what: 'health',
    },
  )
  await testDb.db.query(
    `update mail_queue set created_at = now() - interval '20 minutes', attempts = 2, last_attempt_at = now(),
       last_error = $2 where id = $1`,
    [id, error],
  )
  return id
}

describe('GET /api/v1/health for anybody (issue 33, finding 3)', () => {
  it('says ready and nothing else: no queue, no error, no commit', async () => {
    const { status, body, res } = await call('/health', {})
    expect(status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(body.data).toEqual({ ready: true })
  })

  it('does not change when mail waits or fails: the queue cannot tell which addresses have accounts', async () => {
    const before = await health()
    const id = await stuckMail(
      'victim@example.com',
      'RCPT TO <victim@example.com> refused by relay.internal:2525',
    )
    for (const token of [undefined, 'a-wrong-token-of-a-plausible-length-0123456789']) {
      const after = await health(token)
      expect(after.status).toBe(before.status)
      expect(after.body).toEqual(before.body)
      expect(JSON.stringify(after.body)).not.toMatch(/victim|relay|2525|depth/)
    }
    const operator = await health(OPS)
    expect(operator.body.data.mail).toMatchObject({ status: 'degraded', queue: { depth: 1 } })
    expect(operator.body.data.mail.last_error).toContain('relay.internal')
    await testDb.db.query(
      'update mail_queue set sent_at = now(), last_error = null where id = $1',
      [id],
    )
  })
})

describe('GET /api/v1/health with the operator token', () => {
  it('answers 200, no-store, without x-tenant-id: database, mail and the deployed commit', async () => {
    vi.stubEnv('COMMIT_REF', 'abc1234')
    vi.stubEnv('SMTP_URL', '')
    const { res, status, body } = await health(OPS)
    expect(status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(body.success).toBe(true)
    expect(body.message).toBe('Success')
    expect(body.data).toMatchObject({
      ready: true,
      degraded: [],
      commit: 'abc1234',
      database: { ready: true, ms: expect.any(Number) },
      mail: {
        ready: true,
        status: 'ok',
        transport: 'outbox',
        queue: { depth: 0, oldest_unsent_seconds: 0 },
        last_error: null,
      },
    })
  })

  it('reports the queue depth, the oldest unsent message and the last send error, never a secret', async () => {
    vi.stubEnv('SMTP_URL', 'smtp://haven:hunter2@smtp.example.com:587')
    const id = await stuckMail(
      'a@example.com',
      'Invalid login: 535 for smtp://haven:***@smtp.example.com',
    )
    const { status, body, res } = await health(OPS)
    // A message unsent for 20 minutes (an SMTP outage): mail is degraded, but the site still serves
    // every request and queues what it sends, so the service stays ready (decision 039).
    expect(status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(body.message).toBe('Ready; degraded: mail')
    expect(body.data).toMatchObject({ ready: true, degraded: ['mail'], database: { ready: true } })
    expect(body.data.mail).toMatchObject({
      ready: false,
      status: 'degraded',
      transport: 'smtp',
      queue: { depth: 1, oldest_unsent_seconds: expect.any(Number) },
    })
    expect(body.data.mail.queue.oldest_unsent_seconds).toBeGreaterThanOrEqual(1200)
    expect(body.data.mail.last_error).toBe('Invalid login: 535 for smtp://***@smtp.example.com')
    expect(JSON.stringify(body)).not.toMatch(/hunter2|haven:/)
    await testDb.db.query(
      'update mail_queue set sent_at = now(), last_error = null where id = $1',
      [id],
    )
  })

  it('answers 503 when the database does not answer, naming no URL', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const down = createPostgresDb('postgres://haven:secret@127.0.0.1:1/haven', {
      retry: { budgetMs: 100, baseMs: 10, capMs: 20 },
    })
    try {
      const app = createApiApp({ getDb: async () => down, opsToken: OPS })
      const anybody = await app.fetch(new Request('http://localhost/api/v1/health'))
      expect(anybody.status).toBe(503)
      expect(((await anybody.json()) as { data: unknown }).data).toEqual({ ready: false })
      const res = await app.fetch(
        new Request('http://localhost/api/v1/health', {
          headers: { authorization: `Bearer ${OPS}` },
        }),
      )
      expect(res.status).toBe(503)
      expect(res.headers.get('cache-control')).toBe('no-store')
      const body = (await res.json()) as {
        success: boolean
        message: string
        data: {
          ready: boolean
          database: { ready: boolean; error: string }
          mail: { status: string; queue: unknown }
        }
      }
      expect([body.success, body.data.ready, body.data.database.ready]).toEqual([
        false,
        false,
        false,
      ])
      expect(body.message).toBe('Not ready: database')
      expect(body.data.database.error).toMatch(/busy|refused/i)
      expect(body.data.mail.queue).toBeNull()
      expect(body.data.mail.status).toBe('unknown')
      expect(JSON.stringify(body)).not.toContain('secret')
    } finally {
      logged.mockRestore()
      await down.close()
    }
  })
})
