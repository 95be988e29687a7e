import { describe, expect, it } from 'vitest'
import { createStaff } from '~/server/console/staff-accounts'
import { openSession } from '~/server/console/staff-sessions'
import type { StaffRole } from '~/shared/console/roles'
import { TENANT, useTestDb } from './api-test-db'
import { consoleCall, type Json } from './console-harness'

/** Issue 24 (decision 050): owners change roles and disable accounts; a tenant never loses its last owner. */
const testDb = useTestDb({ seed: false })

let n = 0
/** An active (set-up) staff member with a signed-in session. */
async function active(role: StaffRole, tenant = TENANT) {
  const email = `${role}${++n}@example.com`
  const { id } = await createStaff(testDb.db, { actor: 'test', channel: 'cli' }, tenant, email, role, null)
  await testDb.db.query("update staff set password_hash = 'set', setup_token_hash = null where id = $1", [id])
  return { id, email, cookie: await openSession(testDb.db, { id, tenant_id: tenant }, 'signed-in') }
}
const activeOwners = async () => (await testDb.db.query<{ n: number }>("select count(*)::int as n from staff where tenant_id = $1 and role = 'owner' and disabled_at is null and password_hash is not null", [TENANT]))[0]!.n
const patch = (who: { cookie: string }, id: number, body: unknown) => consoleCall('PATCH', `/staff/${id}`, body, { cookie: who.cookie })

describe('changing staff', () => {
  it('changes a role and disables an account, whose sessions end at once; audited', async () => {
    const owner = await active('owner')
    const editor = await active('editor')
    const role = await patch(owner, editor.id, { role: 'verifier' })
    expect([role.status, role.body.message, role.body.data.role]).toEqual([200, `${editor.email} is now verifier`, 'verifier'])
    expect((await consoleCall('GET', '/session', undefined, { cookie: editor.cookie })).body.data.role).toBe('verifier')

    const off = await patch(owner, editor.id, { disabled: true })
    expect([off.status, off.body.message, off.body.data.status]).toEqual([200, `${editor.email} is disabled`, 'disabled'])
    expect((await consoleCall('GET', '/session', undefined, { cookie: editor.cookie })).status).toBe(401)
    expect((await testDb.db.query('select 1 from staff_sessions where staff_id = $1', [editor.id])).length).toBe(0)
    expect((await patch(owner, editor.id, { role: 'owner' })).status).toBe(409)
    const list = (await consoleCall('GET', '/staff', undefined, { cookie: owner.cookie })).body.data as Json[]
    expect(list.find((s) => s.id === editor.id)).toMatchObject({ role: 'verifier', status: 'disabled' })

    const audit = await testDb.db.query<Json>("select action, actor, channel, before, after from ops_audit where target_kind = 'staff' and target_id = $1 and actor = $2 order by id", [String(editor.id), owner.email])
    expect(audit.map((a) => a.action)).toEqual(['change-staff-role', 'disable-staff'])
    expect(audit[0]).toMatchObject({ channel: 'console', before: { role: 'editor' }, after: { role: 'verifier', disabled: false } })

    expect((await patch(owner, editor.id, {})).body.message).toBe('Choose a role or disable the account')
    expect((await patch(owner, editor.id, { role: 'admin' })).body.message).toBe('Choose a role')
    expect((await patch(owner, 999_999, { role: 'editor' })).status).toBe(404)
    expect((await patch(editor, owner.id, { role: 'editor' })).status).toBe(401)
  })

  it('never leaves a tenant without an active owner, even when two owners disable each other at once', async () => {
    await testDb.db.query("update staff set disabled_at = now() where tenant_id = $1 and role = 'owner'", [TENANT])
    const a = await active('owner')
    const demoteSelf = await patch(a, a.id, { role: 'editor' })
    expect([demoteSelf.status, demoteSelf.body.message]).toEqual([409, 'The last active owner cannot be disabled or given another role. Make someone else an owner first.'])
    const b = await active('owner')
    const results = await Promise.all([patch(a, b.id, { disabled: true }), patch(b, a.id, { disabled: true })])
    expect(results.map((r) => r.status).sort()).toEqual([200, expect.any(Number)])
    expect(results.filter((r) => r.status === 200)).toHaveLength(1)
    expect(await activeOwners()).toBe(1)
    // The same race, demoting: one stays owner.
    const c = await active('owner')
    const [survivor] = await testDb.db.query<{ id: number }>("select id::int as id from staff where tenant_id = $1 and role = 'owner' and disabled_at is null and id <> $2", [TENANT, c.id])
    const s = survivor!.id === a.id ? a : b
    await Promise.all([patch(s, c.id, { role: 'editor' }), patch(c, s.id, { role: 'editor' })])
    expect(await activeOwners()).toBe(1)
  })

  it('refuses roles without staff.manage', async () => {
    const owner = await active('owner')
    for (const role of ['editor', 'verifier', 'escrow_officer'] as const) {
      const who = await active(role)
      expect((await patch(who, owner.id, { role: 'editor' })).status).toBe(403)
    }
  })
})
