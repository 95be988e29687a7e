import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createMailer } from './mailer'

describe('mailer (embedded default)', () => {
  afterEach(() => {
    delete process.env.HAVEN_OUTBOX_DIR
  })

  it('writes each message to the outbox as an .eml file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'outbox-'))
    process.env.HAVEN_OUTBOX_DIR = dir
    await createMailer(undefined).send({ from: 'Haven <hello@haven.ng>', to: 'ada@example.com', subject: 'Your code', text: 'Your code is 123456' })
    const files = readdirSync(dir)
    expect(files).toHaveLength(1)
    const eml = readFileSync(join(dir, files[0]!), 'utf8')
    expect(eml).toContain('To: ada@example.com')
    expect(eml).toContain('Subject: Your code')
    expect(eml).toContain('Your code is 123456')
  })
})
