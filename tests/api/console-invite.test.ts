import { hostname, userInfo } from 'node:os'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { useTestDb } from './api-test-db'
import { consoleCall, createOwnerByCli, setUp, signIn, type Json } from './console-harness'
import { useOutbox } from './test-outbox'

/** Issue 24 step 1 (decision 045): an owner invites staff by e-mail; the link sets up the account with its role. */
const testDb = useTestDb({ seed: false })
const { mailsTo } = useOutbox('console-invite')
afterAll(() => vi.useRealTimers())

describe('inviting staff', () => {
  it('e-mails a one-time link; the invitee sets a password and an authenticator and has the role given', async () => {
    const owner = await setUp((await createOwnerByCli(testDb.db, 'gbenga@haven.ng')).setup_link)
    const invite = await consoleCall('POST', '/staff', { email: 'Halima@Example.com', role: 'verifier' }, { cookie: owner.cookie })
    expect([invite.status, invite.body.message, invite.body.data]).toEqual([201, 'Invitation sent to halima@example.com', { id: expect.any(Number), email: 'halima@example.com', role: 'verifier', status: 'invited' }])
    const bad = await consoleCall('POST', '/staff', { email: 'ify@example.com', role: 'admin' }, { cookie: owner.cookie })
    expect([bad.status, bad.body.message]).toEqual([400, 'Choose a role'])

    const [mail] = mailsTo('halima@example.com')
    expect(mail).toMatch(/Subject: You are invited to the Haven console/)
    expect(mail).toContain('gbenga@haven.ng has invited you to work on Haven as verifier.')
    // Quoted-printable writes '=' as =3D.
    const link = `https://haven.ng/console/setup#token=${/https:\/\/haven\.ng\/console\/setup#token=(?:3D)?([\w-]+)/.exec(mail!)![1]}`
    const invitee = await setUp(link)
    const session = await consoleCall('GET', '/session', undefined, { cookie: invitee.cookie })
    expect(session.body.data).toMatchObject({ email: 'halima@example.com', role: 'verifier', permissions: ['listings.read', 'listings.verify', 'verification.documents', 'reports.manage'] })
    expect(await signIn('halima@example.com', invitee.secret)).toBeTruthy()

    const staff = (await consoleCall('GET', '/staff', undefined, { cookie: owner.cookie })).body.data as Json[]
    expect(staff.map((s) => [s.email, s.role, s.status])).toEqual([
      ['gbenga@haven.ng', 'owner', 'active'],
      ['halima@example.com', 'verifier', 'active'],
    ])
    // An account already set up is not invited over.
    const again = await consoleCall('POST', '/staff', { email: 'halima@example.com', role: 'owner' }, { cookie: owner.cookie })
    expect([again.status, again.body.data.field]).toEqual([409, 'email'])
    const audit = await testDb.db.query<{ action: string; actor: string; channel: string }>("select action, actor, channel from ops_audit where target_kind = 'staff' order by id")
    expect(audit.map((a) => `${a.action} ${a.actor} ${a.channel}`)).toEqual([
      `create-owner ${userInfo().username}@${hostname()} cli`,
      'staff-setup-start gbenga@haven.ng console',
      'staff-setup gbenga@haven.ng console',
      'invite-staff gbenga@haven.ng console',
      'staff-setup-start halima@example.com console',
      'staff-setup halima@example.com console',
      'staff-password-accepted halima@example.com console',
      'staff-sign-in halima@example.com console',
    ])
  })
})
