import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll } from 'vitest'

/**
 * A private outbox for one test file: the mailer writes there, and `mailsTo(address)` reads the
 * messages to that address, oldest first (quoted-printable soft breaks joined, so text is searchable).
 */
export function useOutbox(name: string) {
  const dir = mkdtempSync(join(tmpdir(), `${name}-outbox-`))
  beforeAll(() => {
    process.env.HAVEN_OUTBOX_DIR = dir
    return () => delete process.env.HAVEN_OUTBOX_DIR
  })
  const mailsTo = (email: string) =>
    readdirSync(dir)
      .sort()
      .map((f) => readFileSync(join(dir, f), 'utf8').replace(/=\r?\n/g, ''))
      .filter((m) => new RegExp(`^To: .*${email.replace(/[.+]/g, '\\$&')}`, 'mi').test(m))
  return { dir, mailsTo }
}
