import { hostname, userInfo } from 'node:os'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { totpCode } from '~/server/console/totp'
import { createStaff } from '~/server/console/staff-accounts'
import { TENANT, useTestDb } from './api-test-db'
import { consoleCall, createOwnerByCli, nextCode, OTHER_TENANT, PASSWORD, setUp, signIn, tokenOf, type Json } from './console-harness'
import { useOutbox } from './test-outbox'

/** Issue 24 step 1 (decision 045): staff set up from a one-time link, sign in with a password and a second factor. */
const testDb = useTestDb({ seed: false })
const { mailsTo } = useOutbox('console-auth')
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
      // The terminal's user acts; --actor root@ops is only claimed (issue 33).
      { action: 'create-owner', channel: 'cli', actor: `${userInfo().username}@${hostname()}` },
      { action: 'staff-setup-start', channel: 'console', actor: 'ada@haven.ng' },
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

  it('refuses a session its sixth wrong code in 15 minutes with Retry-After, and audits each wrong code and the refusal once', async () => {
    const { secret } = await setUp((await createOwnerByCli(testDb.db, 'efe@haven.ng')).setup_link)
    const first = await consoleCall('POST', '/sign-in', { email: 'efe@haven.ng', password: PASSWORD })
    for (let i = 0; i < 5; i++) expect((await consoleCall('POST', '/sign-in/code', { code: 'wrong-code' }, { cookie: first.cookie })).status).toBe(401)
    for (let i = 0; i < 2; i++) {
      const refused = await consoleCall('POST', '/sign-in/code', { code: nextCode(secret) }, { cookie: first.cookie })
      expect([refused.status, Number(refused.headers.get('retry-after')) > 0]).toEqual([429, true])
    }
    const trail = await trailOf('efe@haven.ng')
    // The right password first (its own row: a password never followed by its code is how theft shows).
    expect(trail.map((r) => r.action)).toEqual(['staff-password-accepted', ...Array(5).fill('staff-code-failed'), 'staff-sign-in-refused'])
    expect(trail.every((r) => r.actor === 'efe@haven.ng')).toBe(true)
    expect(trail.slice(1).every((r) => r.after.step === 'code')).toBe(true)
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

/** The trail of sign-in events on one staff account, oldest first. */
const trailOf = (email: string) =>
  testDb.db.query<{ action: string; actor: string; after: Json }>(
    "select action, actor, after from ops_audit where target_kind = 'staff' and target_id = (select id::text from staff where email = $1) and action not in ('create-owner', 'invite-staff', 'staff-setup', 'staff-setup-start') order by id",
    [email],
  )
const signInFrom = async (email: string, secret: string, address: string, password = PASSWORD) => {
  const first = await consoleCall('POST', '/sign-in', { email, password }, { address })
  if (first.status !== 200) return first
  return consoleCall('POST', '/sign-in/code', { code: nextCode(secret) }, { cookie: first.cookie, address })
}
/** Time passing for the limits: every attempt counted moves `seconds` into the past. */
const wait = (seconds: number) => testDb.db.query('update auth_attempts set created_at = created_at - make_interval(secs => $1)', [seconds])

describe('failed staff sign-ins (issue 33, finding 2: the buyers’ model)', () => {
  it('slow strangers without locking the owner out at home, tell the owner once, and audit each failure and one refusal', async () => {
    const { secret } = await setUp((await createOwnerByCli(testDb.db, 'gbenga@haven.ng')).setup_link)
    const home = '203.0.113.7'
    expect((await signInFrom('gbenga@haven.ng', secret, home)).status).toBe(200)
    let failed = 0
    let refused = 0
    for (let i = 0; i < 20; i++) {
      const res = await consoleCall('POST', '/sign-in', { email: 'gbenga@haven.ng', password: `wrong ${i} passphrase` }, { address: `198.51.100.${i}` })
      if (res.status === 401) failed++
      else {
        expect([res.status, Number(res.headers.get('retry-after'))]).toEqual([429, expect.any(Number)])
        expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(60)
        refused++
        await wait(61)
      }
    }
    expect([failed >= 10, refused > 0]).toEqual([true, true])
    // The owner at home is not slowed by them, nor locked out; from a new place they wait at most a minute.
    expect((await signInFrom('gbenga@haven.ng', secret, home)).status).toBe(200)
    const travelling = await signInFrom('gbenga@haven.ng', secret, '192.0.2.44')
    if (travelling.status === 429) {
      expect(Number(travelling.headers.get('retry-after'))).toBeLessThanOrEqual(60)
      await wait(61)
      expect((await signInFrom('gbenga@haven.ng', secret, '192.0.2.44')).status).toBe(200)
    } else expect(travelling.status).toBe(200)

    const alerts = mailsTo('gbenga@haven.ng').filter((m) => m.includes('Subject: Someone is trying to sign in to your Haven console account'))
    expect(alerts).toHaveLength(1)
    const trail = await trailOf('gbenga@haven.ng')
    const failures = trail.filter((r) => r.action === 'staff-sign-in-failed')
    expect(failures).toHaveLength(failed)
    // The caller is named by a keyed hash of the address, never the address itself.
    expect(failures.every((r) => /^address:[\w-]{22}$/.test(r.actor) && r.after.step === 'password')).toBe(true)
    expect(new Set(failures.map((r) => r.actor)).size).toBe(failed)
    expect(trail.filter((r) => r.action === 'staff-sign-in-refused')).toHaveLength(1)
    expect(trail.filter((r) => r.action === 'staff-sign-in').map((r) => r.actor)).toEqual(['gbenga@haven.ng', 'gbenga@haven.ng', 'gbenga@haven.ng'])
  })

  it('lets an owner clear a colleague’s failed sign-ins (audited, no second owner needed); nobody else may', async () => {
    const owner = await setUp((await createOwnerByCli(testDb.db, 'hauwa@haven.ng')).setup_link)
    const { id, token } = await createStaff(testDb.db, { actor: 'hauwa@haven.ng', channel: 'console' }, TENANT, 'ifeoma@haven.ng', 'escrow_officer', null)
    const colleague = await setUp(`https://haven.ng/console/setup#token=${token}`)
    // Strangers fail until the account's delay refuses even its right password from a new place.
    let failures = 0
    while ((await consoleCall('POST', '/sign-in', { email: 'ifeoma@haven.ng', password: `guess ${failures} passphrase` }, { address: `198.51.101.${failures}` })).status === 401) failures++
    expect(failures).toBeGreaterThanOrEqual(5)
    expect((await signInFrom('ifeoma@haven.ng', colleague.secret, '192.0.2.80')).status).toBe(429)

    // The colleague cannot clear their own count, another tenant's owner cannot reach them.
    expect((await consoleCall('POST', `/staff/${id}/unlock`, {}, { cookie: colleague.cookie })).status).toBe(403)
    const other = await setUp((await createOwnerByCli(testDb.db, 'hauwa@lekkiprime.com', 'lekki-prime')).setup_link, OTHER_TENANT)
    expect((await consoleCall('POST', `/staff/${id}/unlock`, {}, { cookie: other.cookie, tenant: OTHER_TENANT })).status).toBe(404)
    expect((await consoleCall('POST', '/staff/abc/unlock', {}, { cookie: owner.cookie })).status).toBe(400)

    const unlocked = await consoleCall('POST', `/staff/${id}/unlock`, {}, { cookie: owner.cookie })
    expect([unlocked.status, unlocked.body.message]).toEqual([200, 'ifeoma@haven.ng can sign in again'])
    expect((await signInFrom('ifeoma@haven.ng', colleague.secret, '192.0.2.80')).status).toBe(200)
    const [row] = await testDb.db.query<{ actor: string; before: Json; after: Json }>('select actor, before, after from ops_audit where id = $1', [unlocked.body.data.audit_id])
    expect(row).toEqual({ actor: 'hauwa@haven.ng', before: { email: 'ifeoma@haven.ng', failures: 2 * failures }, after: { email: 'ifeoma@haven.ng', failures: 0 } })
  })

  it('audits each new authenticator secret a setup link asks for (re-enrolment)', async () => {
    const { setup_link } = await createOwnerByCli(testDb.db, 'jide@haven.ng')
    for (let i = 0; i < 2; i++) expect((await consoleCall('POST', '/setup/start', { token: tokenOf(setup_link) })).status).toBe(200)
    const rows = await testDb.db.query<{ action: string; actor: string }>("select action, actor from ops_audit where target_kind = 'staff' and action = 'staff-setup-start' and actor = 'jide@haven.ng'")
    expect(rows).toHaveLength(2)
  })
})
