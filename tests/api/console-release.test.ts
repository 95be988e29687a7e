import { hostname, userInfo } from 'node:os'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { approveRelease } from '~/server/console/release-requests'
import { findStaff } from '~/server/console/staff-accounts'
import { opsTokenActor } from '~/server/ops/ops-token'
import { createRegistry, loadTenants } from '~/server/tenants/load-tenants'
import type { StaffRole } from '~/shared/console/roles'
import { send, TENANT } from './api-test-db'
import { consoleCall, OTHER_TENANT, type Json } from './console-harness'
import { advance, advanceTo, as, ops, opsCli, signUp, staffSession, TO_FUNDS_HELD, TOKEN, useTrustHarness } from './trust-harness'

/** Issue 24 (decision 045): releasing funds takes two staff members; the one who asked cannot approve. */
const { testDb, book, mailsTo } = useTrustHarness('console-release')
afterAll(() => vi.useRealTimers())

const staff = (email: string, role: StaffRole, tenant = TENANT) => staffSession(testDb.db, email, role, tenant)
const idOf = async (email: string) => (await findStaff(testDb.db, TENANT, { email }))!.id
const approve = (requestId: number, cookie: string) => consoleCall('POST', `/release-requests/${requestId}/approve`, {}, { cookie })
const request = async (id: number) =>
  (await testDb.db.query<{ approved: boolean; cancelled: boolean }>('select approved_at is not null as approved, cancelled_at is not null as cancelled from release_requests where transaction_id = $1 order by id desc limit 1', [id]))[0]!

/** A transaction whose buyer has accepted the property: the funds may now be released. */
async function accepted() {
  const buyer = await signUp()
  const id = await book(buyer)
  await advanceTo(id, [...TO_FUNDS_HELD, 'DUE_DILIGENCE_CONFIRMED', 'POSSESSION_TRANSFERRED'])
  expect((await send('POST', `/enquiry/schedule-viewing/${id}/accept`, { confirm: 'ACCEPT' }, as(buyer))).status).toBe(200)
  return { id, buyer }
}
const released = async (id: number) =>
  (await testDb.db.query<{ n: number }>("select count(*)::int as n from transaction_events where viewing_id = $1 and step = 'FUNDS_RELEASED'", [id]))[0]!.n

describe('four eyes on releasing funds', () => {
  it('the requester cannot approve; another escrow officer can, once; the buyer is told', async () => {
    const amaka = await staff('amaka@haven.ng', 'escrow_officer')
    const bayo = await staff('bayo@haven.ng', 'escrow_officer')
    const editor = await staff('chika@haven.ng', 'editor')
    const { id, buyer } = await accepted()

    const asked = await consoleCall('POST', `/transactions/${id}/release-request`, { note: 'Less the agreed 5% retention' }, { cookie: amaka })
    expect([asked.status, asked.body.data.status]).toEqual([201, 'waiting'])
    const twice = await consoleCall('POST', `/transactions/${id}/release-request`, {}, { cookie: bayo })
    expect(twice.status).toBe(409)
    const self = await consoleCall('POST', `/release-requests/${asked.body.data.id}/approve`, {}, { cookie: amaka })
    expect([self.status, self.body.message]).toEqual([403, 'A release must be approved by someone other than the person who asked'])
    expect((await consoleCall('POST', `/release-requests/${asked.body.data.id}/approve`, {}, { cookie: editor })).status).toBe(403)
    expect(await released(id)).toBe(0)

    const approved = await consoleCall('POST', `/release-requests/${asked.body.data.id}/approve`, {}, { cookie: bayo })
    expect([approved.status, approved.body.data.after.step]).toEqual([200, 'FUNDS_RELEASED'])
    expect(await released(id)).toBe(1)
    expect(mailsTo(buyer.email).at(-1)).toMatch(/Less the agreed 5% retention/)
    const trail = await testDb.db.query<{ action: string; actor: string }>("select action, actor from ops_audit where target_kind = 'transaction' and target_id = $1 and channel = 'console' order by id", [String(id)])
    expect(trail).toEqual([
      { action: 'request-release', actor: 'amaka@haven.ng' },
      { action: 'advance', actor: 'bayo@haven.ng' },
    ])
  })

  it('two approvals at the same moment release the funds once', async () => {
    const [ngozi, obi, ada] = await Promise.all([staff('ngozi@haven.ng', 'escrow_officer'), staff('obi@haven.ng', 'owner'), staff('ada@haven.ng', 'escrow_officer')])
    const { id } = await accepted()
    const asked = await consoleCall('POST', `/transactions/${id}/release-request`, {}, { cookie: ngozi })
    const both = await Promise.all([obi, ada].map((cookie) => consoleCall('POST', `/release-requests/${asked.body.data.id}/approve`, {}, { cookie })))
    expect(both.map((r) => r.status).sort()).toEqual([200, 409])
    expect(await released(id)).toBe(1)
  })

  it('two approvals from two function instances, each on its own connections, release once', async () => {
    const [uche] = await Promise.all(['uche@haven.ng', 'tolu@haven.ng', 'femi@haven.ng'].map((e) => staff(e, 'escrow_officer')))
    const { id } = await accepted()
    const asked = await consoleCall('POST', `/transactions/${id}/release-request`, {}, { cookie: uche })
    const tenant = createRegistry(loadTenants()).byDomain(TENANT)!
    const approvers = await Promise.all(['tolu@haven.ng', 'femi@haven.ng'].map((email) => findStaff(testDb.db, TENANT, { email }))).then((rows) => rows.map((r) => r!))
    // A second pool on the same database, as a second Netlify function instance has (PGlite has one).
    const second = testDb.open()
    try {
      const both = await Promise.allSettled(
        [testDb.db, second].map((db, i) => approveRelease(db, { actor: approvers[i]!.email, channel: 'console', tenant: TENANT }, tenant, approvers[i]!, asked.body.data.id)),
      )
      expect(both.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected'])
      const refused = both.find((r) => r.status === 'rejected') as PromiseRejectedResult
      expect((refused.reason as { status: number }).status).toBe(409)
    } finally {
      await second.close()
    }
    expect(await released(id)).toBe(1)
    const [approved] = await testDb.db.query<{ n: number }>('select count(*)::int as n from release_requests where id = $1 and approved_at is not null', [asked.body.data.id])
    expect(approved!.n).toBe(1)
  })

  it('refuses before the buyer accepted, and another tenant’s staff', async () => {
    const officer = await staff('efe@haven.ng', 'escrow_officer')
    const buyer = await signUp()
    const early = await book(buyer)
    const refused = await consoleCall('POST', `/transactions/${early}/release-request`, {}, { cookie: officer })
    expect([refused.status, refused.body.message]).toEqual([409, 'Funds can be released once the buyer has accepted the property'])
    const { id } = await accepted()
    const theirs = await staff('officer@lekkiprime.com', 'escrow_officer', OTHER_TENANT)
    expect((await consoleCall('POST', `/transactions/${id}/release-request`, {}, { cookie: theirs, tenant: OTHER_TENANT })).status).toBe(404)
  })
})

describe('four eyes that hold when the asker leaves (issue 33, finding 6)', () => {
  it('disabling the asker, or moving them to a role that cannot release, cancels their open request in that change; it cannot be approved', async () => {
    const owner = await staff('owner6@haven.ng', 'owner')
    const [gone, moved, approver] = (await Promise.all(['gone6@haven.ng', 'moved6@haven.ng', 'approver6@haven.ng'].map((e) => staff(e, 'escrow_officer')))) as [string, string, string]
    const cases = [
      { asker: gone, email: 'gone6@haven.ng', change: { disabled: true } },
      { asker: moved, email: 'moved6@haven.ng', change: { role: 'editor' } },
    ]
    for (const { asker, email, change } of cases) {
      const { id } = await accepted()
      const asked = await consoleCall('POST', `/transactions/${id}/release-request`, {}, { cookie: asker })
      expect(asked.status).toBe(201)
      const changed = await consoleCall('PATCH', `/staff/${await idOf(email)}`, change, { cookie: owner })
      expect(changed.status).toBe(200)
      const [row] = await testDb.db.query<Json>('select after from ops_audit where id = $1', [changed.body.data.audit_id])
      expect(row.after.cancelled_release_requests).toEqual([{ request_id: asked.body.data.id, transaction_id: id }])

      const refused = await approve(asked.body.data.id, approver)
      expect([refused.status, refused.body.message]).toEqual([409, 'This release request was cancelled: the person who asked can no longer release funds. Ask again.'])
      expect([await released(id), await request(id)]).toEqual([0, { approved: false, cancelled: true }])
      // The transaction is not stuck: someone who may release asks again, another approves.
      const again = await consoleCall('POST', `/transactions/${id}/release-request`, {}, { cookie: approver })
      expect(again.status).toBe(201)
      expect((await approve(again.body.data.id, owner)).status).toBe(200)
      expect(await released(id)).toBe(1)
    }
  })

  it('an approval and the asker’s disabling at the same moment: the approval comes wholly first, or it is refused', async () => {
    const owner = await staff('owner-race@haven.ng', 'owner')
    const approver = await staff('approver-race@haven.ng', 'escrow_officer')
    const outcomes: number[] = []
    for (let round = 0; round < 4; round++) {
      const email = `asker-race${round}@haven.ng`
      const asker = await staff(email, 'escrow_officer')
      const { id } = await accepted()
      const asked = await consoleCall('POST', `/transactions/${id}/release-request`, {}, { cookie: asker })
      const [approved, disabled] = await Promise.all([approve(asked.body.data.id, approver), consoleCall('PATCH', `/staff/${await idOf(email)}`, { disabled: true }, { cookie: owner })])
      expect(disabled.status).toBe(200)
      outcomes.push(approved.status)
      const [disable] = await testDb.db.query<Json>('select id::int as id, after from ops_audit where id = $1', [disabled.body.data.audit_id])
      if (approved.status === 200) {
        // Released before the disable: the disable found nothing open to cancel.
        expect(approved.body.data.audit_id).toBeLessThan(disable.id)
        expect([await released(id), await request(id), disable.after.cancelled_release_requests]).toEqual([1, { approved: true, cancelled: false }, undefined])
      } else {
        expect(approved.status).toBe(409)
        expect([await released(id), await request(id)]).toEqual([0, { approved: false, cancelled: true }])
      }
    }
    expect(outcomes.every((s) => s === 200 || s === 409)).toBe(true)
  })
})

describe('four eyes on the operator token and the command line (issue 33, finding 11)', () => {
  it('the token and the terminal may ask, never release; a staff member approves; the audit names who acted, the claimed name apart', async () => {
    const officer = await staff('officer11@haven.ng', 'escrow_officer')
    const trail = async (id: number) =>
      testDb.db.query<Json>("select action, actor, claimed_actor, channel from ops_audit where target_kind = 'transaction' and target_id = $1 and (action <> 'advance' or after->'event'->>'step' = 'FUNDS_RELEASED') order by id", [String(id)])

    const byToken = await accepted()
    const direct = await advance(byToken.id, 'FUNDS_RELEASED')
    expect([direct.status, direct.body.message]).toEqual([409, 'Funds are released by a second staff member: ask for a release instead'])
    const cli = await opsCli(testDb.db, 'advance', '--tenant', 'haven', '--transaction', String(byToken.id), '--step', 'FUNDS_RELEASED')
    expect([cli.code, cli.err]).toEqual([1, 'Funds are released by a second staff member: ask for a release instead'])
    expect(await released(byToken.id)).toBe(0)

    const asked = await ops('POST', `/transactions/${byToken.id}/release-request`, { actor: 'Amaka (ops)', note: 'The partner confirmed the account' })
    expect([asked.status, asked.body.data.status]).toEqual([201, 'waiting'])
    const card = (await consoleCall('GET', '/transactions?column=accepted', undefined, { cookie: officer })).body.data.items.find((t: Json) => t.id === byToken.id)
    expect(card.release).toMatchObject({ id: asked.body.data.id, requested_by: opsTokenActor(TOKEN), mine: false })
    expect((await approve(asked.body.data.id, officer)).status).toBe(200)
    expect(await released(byToken.id)).toBe(1)
    expect(await trail(byToken.id)).toEqual([
      { action: 'request-release', actor: opsTokenActor(TOKEN), claimed_actor: 'Amaka (ops)', channel: 'api' },
      { action: 'advance', actor: 'officer11@haven.ng', claimed_actor: null, channel: 'console' },
    ])
    // The console's audit page reads both: who acted, and the name they wrote, apart.
    const owner = await staff('owner11@haven.ng', 'owner')
    const audit = await consoleCall('GET', `/audit?action=request-release&target_kind=transaction&target_id=${byToken.id}`, undefined, { cookie: owner })
    expect(audit.body.data.items.map((r: Json) => [r.actor, r.claimed_actor])).toEqual([[opsTokenActor(TOKEN), 'Amaka (ops)']])

    const byTerminal = await accepted()
    const fromCli = await opsCli(testDb.db, 'request-release', '--tenant', 'haven', '--transaction', String(byTerminal.id), '--actor', 'amaka@ops')
    expect(fromCli.code, fromCli.err).toBe(0)
    expect((await approve(JSON.parse(fromCli.out).id, officer)).status).toBe(200)
    expect(await trail(byTerminal.id)).toEqual([
      { action: 'request-release', actor: `${userInfo().username}@${hostname()}`, claimed_actor: 'amaka@ops', channel: 'cli' },
      { action: 'advance', actor: 'officer11@haven.ng', claimed_actor: null, channel: 'console' },
    ])
  })
})
