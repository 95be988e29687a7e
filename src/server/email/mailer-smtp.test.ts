import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadTenants } from '~/server/tenants/load-tenants'
import { createMailer } from './mailer'
import { resetCodeMail } from './templates/reset-code'

/** A real SMTP server on a free loopback port, keeping what it receives. */
const received: { from: string; to: string[]; data: string }[] = []
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    const chunks: Buffer[] = []
    stream.on('data', (c: Buffer) => chunks.push(c))
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address),
        data: Buffer.concat(chunks).toString('utf8'),
      })
      callback()
    })
  },
})
let port = 0

beforeAll(async () => {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  port = (server.server.address() as { port: number }).port
})
afterAll(() => new Promise<void>((done) => server.close(() => done())))

describe('mailer over SMTP (SMTP_URL)', () => {
  it('delivers the branded reset-code message to a real SMTP server', async () => {
    const tenant = loadTenants('tenants').find((t) => t.slug === 'capital-keys')!
    const mailer = createMailer(`smtp://127.0.0.1:${port}`)
    await mailer.send(resetCodeMail(tenant, 'ada@example.com', '042917', 10))
    expect(received).toHaveLength(1)
    const [msg] = received
    expect(msg!.from).toBe(tenant.contact.email)
    expect(msg!.to).toEqual(['ada@example.com'])
    expect(msg!.data).toContain('Subject: Your Capital Keys Realty password reset code')
    expect(msg!.data).toContain('042917')
    expect(msg!.data).toContain('text/html')
  })
})
