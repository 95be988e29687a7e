import { chmodSync, mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { authSecret } from '~/server/auth/secret'
import { createPgliteDb } from '~/server/db/pglite-db'
import { createMailer } from '~/server/email/mailer'
import { tightenEmbeddedDirs } from './embedded-defaults'

/**
 * Issue 20, item 13: what the embedded defaults keep on disk is the owner's alone. The outbox
 * holds password-reset codes (it was world-readable); PGlite writes its files world-writable
 * (0666, whatever the umask), so its directory must let no one else in (it was 0755).
 */
const mode = (path: string) => (statSync(path).mode & 0o777).toString(8)
const fresh = () => mkdtempSync(join(tmpdir(), 'haven-modes-'))

afterEach(() => vi.unstubAllEnvs())

describe('the embedded defaults on disk', () => {
  it('writes the outbox as 0700 with 0600 messages', async () => {
    const dir = join(fresh(), 'outbox')
    vi.stubEnv('HAVEN_OUTBOX_DIR', dir)
    await createMailer('').send({ to: 'ada@example.com', from: 'Haven <hello@haven.ng>', subject: 'Your code', text: '123456' })
    expect(mode(dir)).toBe('700')
    expect(readdirSync(dir).map((f) => mode(join(dir, f)))).toEqual(['600'])
  })

  it('keeps the PGlite directory 0700, new or left open by an earlier version', async () => {
    const dir = join(fresh(), 'pglite')
    const db = await createPgliteDb(dir)
    await db.close()
    expect(mode(dir)).toBe('700')
    chmodSync(dir, 0o755)
    await (await createPgliteDb(dir)).close()
    expect(mode(dir)).toBe('700')
  })

  it('closes an outbox an earlier version left open, at start', () => {
    const data = fresh()
    const outbox = join(data, 'outbox')
    mkdirSync(outbox, { mode: 0o755 })
    chmodSync(data, 0o755)
    tightenEmbeddedDirs({ HAVEN_DATA_DIR: data, HAVEN_MEDIA_DIR: join(data, 'media') })
    expect([mode(data), mode(outbox)]).toEqual(['700', '700'])
  })

  it('closes the upload parts and photos an earlier version wrote 0755/0644, at start (issue 33)', () => {
    const data = fresh()
    const part = join(data, 'uploads', 'haven.ng', 'a'.repeat(32), '0')
    const photo = join(data, 'media', 'photos', 'a.jpg')
    for (const file of [part, photo]) {
      mkdirSync(dirname(file), { recursive: true, mode: 0o755 })
      writeFileSync(file, 'x', { mode: 0o644 })
    }
    tightenEmbeddedDirs({ HAVEN_DATA_DIR: data, HAVEN_MEDIA_DIR: join(data, 'media') })
    expect([part, dirname(part), join(data, 'uploads'), photo, dirname(photo)].map(mode)).toEqual(['600', '700', '700', '600', '700'])
  })

  it('keeps the generated auth secret 0600', () => {
    const data = fresh()
    authSecret({ HAVEN_DATA_DIR: data })
    expect(mode(join(data, 'auth-secret'))).toBe('600')
  })
})
