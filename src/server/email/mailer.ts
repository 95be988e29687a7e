import { join, resolve } from 'node:path'
import nodemailer, { type Transporter } from 'nodemailer'
import { getDb } from '~/server/db/get-db'
import { writePrivateFileAsync } from '~/server/platform/private-files'
import { queueMail } from './deliver'
import { dkimFromEnv } from './dkim'

export interface Mail {
  to: string
  subject: string
  text: string
  html?: string
  /** The tenant's name and address appear as the sender. */
  from: string
  replyTo?: string
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post on alerts, RFC 8058). */
  headers?: Record<string, string>
  /** Files sent with the message (nodemailer's attachment shape). */
  attachments?: { filename: string; content: Buffer; contentType: string }[]
}

export interface Mailer {
  send(mail: Mail): Promise<{ id: string }>
}

/** Where the embedded default writes messages: one .eml file each, readable by any mail client. */
export function outboxDir(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.HAVEN_OUTBOX_DIR ?? join(env.HAVEN_DATA_DIR ?? '.data', 'outbox'))
}

/** SMTP when SMTP_URL is set (smtp://user:pass@host:587), otherwise the local outbox. */
export function createMailer(smtpUrl: string | undefined = process.env.SMTP_URL): Mailer {
  if (smtpUrl) {
    // Bounded, so a send always ends well inside the mail queue's 5-minute claim (decision 039).
    // DKIM-signed where DKIM_* is configured (decision 047).
    const transport: Transporter = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000, dkim: dkimFromEnv() })
    return {
      async send(mail) {
        const info = await transport.sendMail(mail)
        return { id: info.messageId }
      },
    }
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    async send(mail) {
      const info = await transport.sendMail(mail)
      const dir = outboxDir()
      const id = `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}`
      // Messages hold reset codes: the owner's alone (issue 20, item 13).
      await writePrivateFileAsync(join(dir, `${id}.eml`), info.message as Buffer)
      return { id }
    },
  }
}

/**
 * The process-wide mailer: send() stores the message in the mail queue and returns at once; the
 * queue sends it with createMailer's transport and retries it (decision 039).
 */
export function mailer(): Mailer {
  return {
    async send(mail) {
      const [id] = await queueMail(await getDb(), [mail], { area: 'mail', what: mail.subject })
      return { id: `queue:${id}` }
    },
  }
}
