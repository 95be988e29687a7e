import { afterAll, describe, expect, it, vi } from 'vitest'
import { approveRelease } from '~/server/console/release-requests'
import { createStaff, findStaff } from '~/server/console/staff-accounts'
import { createRegistry, loadTenants } from '~/server/tenants/load-tenants'
import { openSession } from '~/server/console/staff-sessions'
import type { StaffRole } from '~/shared/console/roles'
import { send, TENANT } from './api-test-db'
import { consoleCall, OTHER_TENANT } from './console-harness'
import { advanceTo, as, signUp, TO_FUNDS_HELD, useTrustHarness } from './trust-harness'

/** Issue 24 (decision 045): releasing funds takes two staff members; the one who asked cannot approve. */
const { testDb, book, mailsTo } = useTrustHarness('console-release')
afterAll(() => vi.useRealTimers())

async function staff(email: string, role: StaffRole, tenant = TENANT) {
  const { id } = await createStaff(testDb.db, { actor: 'test', channel: 'cli' }, tenant, email, role, null)
  return openSession(testDb.db, { id, tenant_id: tenant }, 'signed-in')
}

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
