import { afterAll, describe, expect, it, vi } from 'vitest'
import { totpCode } from '~/server/console/totp'
import { useTestDb } from './api-test-db'
import { consoleCall, createOwnerByCli, nextCode, OTHER_TENANT, PASSWORD, setUp, signIn, tokenOf } from './console-harness'

/** Issue 24 step 1 (decision 045): staff set up from a one-time link, sign in with a password and a second factor. */
const testDb = useTestDb({ seed: false })
afterAll(() => vi.useRealTimers())

describe('the first owner', () => {
  it('is created by the CLI with a one-time link; the setup needs a code from the new authenticator; the link works once', async () => {
    const created = await createOwnerByCli(testDb.db, 'ada@haven.ng')
    expect(created.setup_link).toMatch(/^https:\/\/haven\.ng\/console\/setup#token=[\w-]{40,}$/)
    const token = tokenOf(created.setup_link)
    const start = await consoleCall('POST', '/setup/start', { token })
    expect(start.body.data).toMatchObject({ email: 'ada@haven.ng', role: 'owner', secret: expect.stringMatching(/^[A-Z2-7]{32}$/) })
    expect(start.body.data.otpauth).toMatch(/^otpauth:\/\/totp\/Haven%3Aada%40haven\.ng\?secret=[A-Z2-7]{32}&issuer=Haven/)
    const secret = start.body.data.secret as string
    const wrong = await consoleCall('POST', '/setup/finish', { token, password: PASSWORD, code: '000000' === totpCode(secret) ? '111111' : '000000' })
    expect([wrong.status, wrong.body.data?.field]).toEqual([400, 'code'])
    const short = await consoleCall('POST', '/setup/finish', { token, password: 'short', code: totpCode(secret) })
    expect([short.status, short.body.message]).toEqual([400, 'Use at least 12 characters'])

    const done = await consoleCall('POST', '/setup/finish', { token, password: PASSWORD, code: nextCode(secret) })
    expect(done.status).toBe(200)
    expect(done.body.data).toMatchObject({ email: 'ada@haven.ng', role: 'owner', tenant: 'haven.ng' })
    expect(done.body.data.recovery_codes).toHaveLength(10)
    expect(done.setCookie).toMatch(/^haven_staff=[\w-]+; Path=\/api\/v1\/console; Max-Age=43200; HttpOnly; SameSite=Strict$/)
    expect((await consoleCall('GET', '/session', undefined, { cookie: done.cookie })).body.data.permissions).toContain('staff.manage')

    const replay = await consoleCall('POST', '/setup/start', { token })
    expect([replay.status, replay.body.data.field]).toEqual([400, 'token'])
    // Nothing the database keeps would let someone sign in: digests and a sealed secret.
    const [row] = await testDb.db.query<{ totp_secret: string; setup_token_hash: string | null }>("select totp_secret, setup_token_hash from staff where email = 'ada@haven.ng'")
    expect(row!.totp_secret).not.toContain(secret)
    expect(row!.setup_token_hash).toBeNull()
    const audit = await testDb.db.query<{ action: string; channel: string; actor: string }>("select action, channel, actor from ops_audit where target_kind = 'staff' order by id")
    expect(audit).toEqual([
      { action: 'create-owner', channel: 'cli', actor: 'root@ops' },
      { action: 'staff-setup', channel: 'console', actor: 'ada@haven.ng' },
    ])
  })
})

describe('signing in', () => {
  it('answers an unknown address as a wrong password, asks for the code, then opens a new session', async () => {
    const { secret } = await setUp((await createOwnerByCli(testDb.db, 'bola@haven.ng')).setup_link)
    const unknown = await consoleCall('POST', '/sign-in', { email: 'nobody@haven.ng', password: PASSWORD })
    const wrong = await consoleCall('POST', '/sign-in', { email: 'bola@haven.ng', password: 'not the passphrase' })
    expect([unknown.status, unknown.body.message]).toEqual([401, 'The e-mail or password is not right'])
    expect([wrong.status, wrong.body.message]).toEqual([401, unknown.body.message])

    const first = await consoleCall('POST', '/sign-in', { email: 'bola@haven.ng', password: PASSWORD })
    expect(first.setCookie).toMatch(/Max-Age=300; HttpOnly; SameSite=Strict/)
    // The password alone opens nothing.
    expect((await consoleCall('GET', '/session', undefined, { cookie: first.cookie })).status).toBe(401)
    const code = nextCode(secret)
    const second = await consoleCall('POST', '/sign-in/code', { code }, { cookie: first.cookie })
    expect(second.status).toBe(200)
    expect(second.cookie).not.toBe(first.cookie)
    expect((await consoleCall('GET', '/session', undefined, { cookie: second.cookie })).body.data.email).toBe('bola@haven.ng')
    // The half session is gone: it cannot be used again.
    expect((await consoleCall('POST', '/sign-in/code', { code: nextCode(secret) }, { cookie: first.cookie })).status).toBe(401)

    // The same code again, still inside its 30 seconds: refused.
    const again = await consoleCall('POST', '/sign-in', { email: 'bola@haven.ng', password: PASSWORD })
    const replay = await consoleCall('POST', '/sign-in/code', { code }, { cookie: again.cookie })
    expect([replay.status, replay.body.message, replay.body.data.field]).toEqual([401, 'That code is not right, or was already used', 'code'])
  })

  it('takes each recovery code once', async () => {
    const { recovery } = await setUp((await createOwnerByCli(testDb.db, 'chidi@haven.ng')).setup_link)
    const once = await consoleCall('POST', '/sign-in', { email: 'chidi@haven.ng', password: PASSWORD })
    const used = await consoleCall('POST', '/sign-in/code', { code: recovery[0]!.toUpperCase() }, { cookie: once.cookie })
    expect(used.status).toBe(200)
    const twice = await consoleCall('POST', '/sign-in', { email: 'chidi@haven.ng', password: PASSWORD })
    expect((await consoleCall('POST', '/sign-in/code', { code: recovery[0]! }, { cookie: twice.cookie })).status).toBe(401)
    expect((await consoleCall('POST', '/sign-in/code', { code: recovery[1]! }, { cookie: twice.cookie })).status).toBe(200)
  })

  it('locks an account after ten wrong passwords, and a session after five wrong codes', async () => {
    const { secret } = await setUp((await createOwnerByCli(testDb.db, 'dayo@haven.ng')).setup_link)
    for (let i = 0; i < 10; i++) expect((await consoleCall('POST', '/sign-in', { email: 'dayo@haven.ng', password: `wrong ${i} passphrase` })).status).toBe(401)
    const locked = await consoleCall('POST', '/sign-in', { email: 'dayo@haven.ng', password: PASSWORD })
    expect([locked.status, locked.body.message]).toEqual([429, 'Too many attempts. Please wait a few minutes and try again.'])

    const { secret: s2 } = await setUp((await createOwnerByCli(testDb.db, 'efe@haven.ng')).setup_link)
    const first = await consoleCall('POST', '/sign-in', { email: 'efe@haven.ng', password: PASSWORD })
    for (let i = 0; i < 5; i++) expect((await consoleCall('POST', '/sign-in/code', { code: 'wrong-code' }, { cookie: first.cookie })).status).toBe(401)
    expect((await consoleCall('POST', '/sign-in/code', { code: nextCode(s2) }, { cookie: first.cookie })).status).toBe(429)
    expect(secret).toBeTruthy()
  })

  it('refuses a call without the console header, another tenant, and a signed-out session', async () => {
    const { secret } = await setUp((await createOwnerByCli(testDb.db, 'funmi@haven.ng')).setup_link)
    const cookie = await signIn('funmi@haven.ng', secret)
    const crossSite = await consoleCall('GET', '/session', undefined, { cookie, header: false })
    expect([crossSite.status, crossSite.body.message]).toEqual([403, 'The console API answers the console only'])
    expect((await consoleCall('GET', '/session', undefined, { cookie, tenant: OTHER_TENANT })).status).toBe(401)
    // Staff of haven.ng are not staff of lekkiprime.com: the same address and password do not sign in there.
    expect((await consoleCall('POST', '/sign-in', { email: 'funmi@haven.ng', password: PASSWORD }, { tenant: OTHER_TENANT })).status).toBe(401)
    const ok = await consoleCall('GET', '/session', undefined, { cookie })
    expect(ok.headers.get('cache-control')).toBe('private, no-store')
    expect(ok.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    const out = await consoleCall('POST', '/sign-out', {}, { cookie })
    expect(out.setCookie).toMatch(/Max-Age=0/)
    expect((await consoleCall('GET', '/session', undefined, { cookie })).status).toBe(401)
  })
})
