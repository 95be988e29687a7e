import { smtpCapture } from '~/testing/smtp-capture'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadTenants } from '~/server/tenants/load-tenants'
import { createMailer } from './mailer'
import { resetCodeMail } from './templates/reset-code'

const smtp = smtpCapture()
const received = smtp.received
let url = ''

beforeAll(async () => {
  url = await smtp.start()
})
afterAll(() => smtp.stop())

describe('mailer over SMTP (SMTP_URL)', () => {
  it('delivers the branded reset-code message to a real SMTP server', async () => {
    const tenant = loadTenants('tenants').find((t) => t.slug === 'capital-keys')!
    const mailer = createMailer(url)
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
