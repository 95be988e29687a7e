import { SMTPServer } from 'smtp-server'

export interface CapturedMail {
  from: string
  to: string[]
  /** The raw message, quoted-printable soft breaks joined and '=3D' read as '=', so text is searchable. */
  data: string
}

/**
 * A real SMTP server on a free loopback port that keeps what it receives. `hold(promise)` makes
 * it accept nothing more until the promise settles: a test can tell whether an answer waited for
 * its e-mail.
 */
export function smtpCapture() {
  const received: CapturedMail[] = []
  let held: Promise<unknown> | null = null
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        const keep = () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data: Buffer.concat(chunks).toString('utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '='),
          })
          callback()
        }
        if (held) void held.finally(keep)
        else keep()
      })
    },
  })
  return {
    received,
    hold(until: Promise<unknown> | null) {
      held = until
    },
    async start(): Promise<string> {
      await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
      return `smtp://127.0.0.1:${(server.server.address() as { port: number }).port}`
    },
    stop: () => new Promise<void>((done) => server.close(() => done())),
  }
}
