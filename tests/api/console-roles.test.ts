import { describe, expect, it } from 'vitest'
import { createStaff } from '~/server/console/staff-accounts'
import { openSession } from '~/server/console/staff-sessions'
import { PERMISSIONS, STAFF_ROLES, type Permission, type StaffRole } from '~/shared/console/roles'
import { lagosToday } from '~/shared/schemas/ops'
import { TENANT, useTestDb } from './api-test-db'
import { consoleCall, OTHER_TENANT, type Json } from './console-harness'
import { download, pdf, upload } from './console-files'
import { storeDocument } from '~/server/console/documents/documents'
import { loadTenants } from '~/server/tenants/load-tenants'
import { editorBody, uploadCall } from './console-listing-harness'
import handler from '../../netlify/functions/api'

/** Issue 24 step 2 (decision 045): every role × every console action × own and other tenant. */
const testDb = useTestDb()

async function staffOf(tenant: string, role: StaffRole) {
  const email = `${role}@${tenant}`
  const { id } = await createStaff(testDb.db, { actor: 'test', channel: 'cli' }, tenant, email, role, null)
  return openSession(testDb.db, { id, tenant_id: tenant }, 'signed-in')
}

let invited = 0
/** Each console action, the permission it needs, and a request that succeeds when allowed (or answers `allowed`). */
const ACTIONS: { name: string; needs: Permission | null; call: (cookie: string, tenant: string) => Promise<{ status: number }>; allowed?: number }[] = [
  { name: 'session', needs: null, call: (cookie, tenant) => consoleCall('GET', '/session', undefined, { cookie, tenant }) },
  { name: 'find listings', needs: 'listings.read', call: (cookie, tenant) => consoleCall('GET', '/listings?limit=5', undefined, { cookie, tenant }) },
  { name: 'confirm available', needs: 'listings.availability', call: (cookie, tenant) => consoleCall('POST', '/listings/2/confirm-availability', {}, { cookie, tenant }) },
  { name: 'mark sold', needs: 'listings.availability', call: async (cookie, tenant) => consoleCall('POST', `/listings/${await idOf('For sale')}/mark-sold`, { note: 'Sold' }, { cookie, tenant }) },
  { name: 'mark let', needs: 'listings.availability', call: async (cookie, tenant) => consoleCall('POST', `/listings/${await idOf('For rent')}/mark-let`, {}, { cookie, tenant }) },
  { name: 'record a check', needs: 'listings.verify', call: (cookie, tenant) => consoleCall('POST', '/listings/3/verification', { step: 'inspection', done_on: lagosToday() }, { cookie, tenant }) },
  { name: 'read the audit', needs: 'audit.read', call: (cookie, tenant) => consoleCall('GET', '/audit', undefined, { cookie, tenant }) },
  { name: 'list staff', needs: 'staff.manage', call: (cookie, tenant) => consoleCall('GET', '/staff', undefined, { cookie, tenant }) },
  // Past the role check, a transaction that does not exist (the release itself: console-release.test.ts).
  { name: 'ask for a release', needs: 'transactions.release', allowed: 404, call: (cookie, tenant) => consoleCall('POST', '/transactions/999999/release-request', {}, { cookie, tenant }) },
  { name: 'approve a release', needs: 'transactions.release', allowed: 404, call: (cookie, tenant) => consoleCall('POST', '/release-requests/999999/approve', {}, { cookie, tenant }) },
  // The inboxes and the staff page (decision 050); past the role check, ids that do not exist.
  { name: 'reports inbox', needs: 'reports.manage', call: (cookie, tenant) => consoleCall('GET', '/reports?status=new', undefined, { cookie, tenant }) },
  { name: 'close a report', needs: 'reports.manage', allowed: 404, call: (cookie, tenant) => consoleCall('POST', '/reports/999999/resolve', { status: 'handled', note: 'Checked' }, { cookie, tenant }) },
  { name: 'form submissions', needs: 'submissions.read', call: (cookie, tenant) => consoleCall('GET', '/submissions?form=contact-us', undefined, { cookie, tenant }) },
  { name: 'submissions CSV', needs: 'submissions.read', call: (cookie, tenant) => consoleCall('GET', '/submissions.csv?form=feedback', undefined, { cookie, tenant }) },
  { name: 'viewing requests', needs: 'viewings.manage', call: (cookie, tenant) => consoleCall('GET', '/viewings', undefined, { cookie, tenant }) },
  { name: 'act on a viewing', needs: 'viewings.manage', allowed: 404, call: (cookie, tenant) => consoleCall('POST', '/viewings/999999', { action: 'confirm' }, { cookie, tenant }) },
  { name: 'change staff', needs: 'staff.manage', allowed: 404, call: (cookie, tenant) => consoleCall('PATCH', '/staff/999999', { role: 'editor' }, { cookie, tenant }) },
  { name: 'verification queue', needs: 'listings.verify', call: (cookie, tenant) => consoleCall('GET', '/verification-queue?limit=5', undefined, { cookie, tenant }) },
  { name: 'list a listing’s documents', needs: 'verification.documents', call: (cookie, tenant) => consoleCall('GET', '/listings/3/documents', undefined, { cookie, tenant }) },
  { name: 'upload a document', needs: 'verification.documents', call: (cookie, tenant) => upload(3, 'title', 'deed.pdf', pdf(`matrix ${++invited}`), { cookie, tenant }) },
  { name: 'download a document', needs: 'verification.documents', call: async (cookie, tenant) => ({ status: (await download(await documentOf(TENANT), { cookie, tenant })).status }) },
  { name: 'the transactions board', needs: 'transactions.board', call: (cookie, tenant) => consoleCall('GET', '/transactions?column=held', undefined, { cookie, tenant }) },
  // Past the role check, a transaction that does not exist (the board itself: console-board.test.ts).
  { name: 'advance a transaction', needs: 'transactions.board', allowed: 404, call: (cookie, tenant) => consoleCall('POST', '/transactions/999999/advance', { step: 'VIEWING_CONFIRMED' }, { cookie, tenant }) },
  { name: 'resolve a dispute', needs: 'transactions.board', allowed: 404, call: (cookie, tenant) => consoleCall('POST', '/transactions/999999/resolve-dispute', { outcome: 'resume', note: 'Settled' }, { cookie, tenant }) },
  { name: 'read notes', needs: 'transactions.board', allowed: 404, call: (cookie, tenant) => consoleCall('GET', '/transactions/999999/notes', undefined, { cookie, tenant }) },
  { name: 'add a note', needs: 'transactions.board', allowed: 404, call: (cookie, tenant) => consoleCall('POST', '/transactions/999999/notes', { body: 'Called the buyer' }, { cookie, tenant }) },
  // The editor (decision 048). Uploads are past the role check when the server has no pipeline (a deploy): 503.
  { name: 'open the editor', needs: 'listings.edit', call: (cookie, tenant) => consoleCall('GET', '/listings/4/editor', undefined, { cookie, tenant }) },
  { name: 'create a listing', needs: 'listings.edit', call: (cookie, tenant) => consoleCall('POST', '/listings', editorBody(), { cookie, tenant }) },
  { name: 'edit a listing', needs: 'listings.edit', call: (cookie, tenant) => consoleCall('PUT', '/listings/5', editorBody({ title: 'Edited in the matrix' }), { cookie, tenant }) },
  { name: 'unpublish', needs: 'listings.edit', call: (cookie, tenant) => consoleCall('POST', '/listings/6/publish', { published: false }, { cookie, tenant }) },
  { name: 'upload a photo', needs: 'listings.edit', allowed: 503, call: (cookie) => uploadCall(handler, cookie, 7, new Uint8Array([0xff, 0xd8, 0xff])) },
  { name: 'order photos', needs: 'listings.edit', call: async (cookie, tenant) => consoleCall('PUT', '/listings/8/photos', { gallery: await galleryOf(8) }, { cookie, tenant }) },
  { name: 'delete a photo', needs: 'listings.edit', allowed: 404, call: (cookie, tenant) => consoleCall('DELETE', '/listings/8/photos', { url: '/media/photos/none.jpg' }, { cookie, tenant }) },
  // Realtors (issue 24): the directory is shared; an unknown id is past the role check.
  { name: 'find realtors', needs: 'realtors.edit', call: (cookie, tenant) => consoleCall('GET', '/realtors?limit=5', undefined, { cookie, tenant }) },
  { name: 'edit a realtor', needs: 'realtors.edit', allowed: 404, call: (cookie, tenant) => consoleCall('PUT', '/realtors/999999', { username: 'nobody.here', first_name: 'No', last_name: 'Body', email: 'no@example.com', phone_number: '0803 123 4567' }, { cookie, tenant }) },
  { name: 'invite staff', needs: 'staff.manage', call: (cookie, tenant) => consoleCall('POST', '/staff', { email: `new${++invited}@example.com`, role: 'editor' }, { cookie, tenant }) },
]
/** A document of this tenant's, uploaded once by an owner, for the download cell. */
let documentId: number | undefined
async function documentOf(tenant: string) {
  if (documentId) return documentId
  const { id } = await createStaff(testDb.db, { actor: 'test', channel: 'cli' }, tenant, 'uploader@haven.ng', 'verifier', null)
  const tenantRow = loadTenants().find((t) => t.domain === tenant)!
  documentId = (await storeDocument(testDb.db, { actor: 'test', channel: 'cli' }, tenantRow, { listingId: 3, step: 'title', filename: 'deed.pdf', type: 'application/pdf', bytes: pdf('download'), sha256: 'a'.repeat(64), staffId: id })).id
  return documentId
}
const galleryOf = async (id: number) => (await testDb.db.query<{ gallery: Json }>('select gallery from listings where id = $1', [id]))[0]!.gallery
const idOf = async (category: string) =>
  (await testDb.db.query<{ id: number }>('select id::int as id from listings where category = $1 order by id limit 1', [category]))[0]!.id

describe('the role matrix', () => {
  it('allows exactly the table: own tenant with the permission 2xx, without it 403, another tenant’s session 401', async () => {
    const cells: string[] = []
    const expected: string[] = []
    for (const role of STAFF_ROLES) {
      const own = await staffOf(TENANT, role)
      const other = await staffOf(OTHER_TENANT, role)
      for (const action of ACTIONS) {
        const allowed = action.needs === null || (PERMISSIONS[action.needs] as readonly string[]).includes(role)
        const mine = await action.call(own, TENANT)
        const theirs = await action.call(other, TENANT)
        cells.push(`${role} ${action.name} own ${mine.status < 300 ? 'ok' : mine.status}`, `${role} ${action.name} other ${theirs.status}`)
        expected.push(`${role} ${action.name} own ${allowed ? (action.allowed ?? 'ok') : 403}`, `${role} ${action.name} other 401`)
      }
    }
    expect(cells).toEqual(expected)
  })

  it('audits console actions as the staff member, on their tenant, in the rows the CLI writes; each tenant reads its own trail', async () => {
    // The matrix's owners, invited again (a new link), with a new session each.
    const owner = await staffOf(TENANT, 'owner')
    const sold = await consoleCall('POST', `/listings/${await idOf('For sale')}/mark-sold`, { note: 'Sold to the buyer of the viewing', actor: 'someone else' }, { cookie: owner })
    expect(sold.status).toBe(200)
    const [row] = await testDb.db.query<Json>('select actor, channel, tenant, action, after, target_id from ops_audit where id = $1', [sold.body.data.audit_id])
    expect(row).toMatchObject({ actor: 'owner@haven.ng', channel: 'console', tenant: TENANT, action: 'mark-sold', after: { availability: 'sold', note: 'Sold to the buyer of the viewing' } })

    const mine = (await consoleCall('GET', '/audit?limit=100', undefined, { cookie: owner })).body.data.items as Json[]
    expect(mine.length).toBeGreaterThan(0)
    expect(mine.every((r) => (r.actor as string).endsWith('@haven.ng') || r.actor === 'test')).toBe(true)
    const theirOwner = await staffOf(OTHER_TENANT, 'owner')
    const theirs = (await consoleCall('GET', '/audit?limit=100', undefined, { cookie: theirOwner, tenant: OTHER_TENANT })).body.data.items as Json[]
    expect(theirs.some((r) => r.id === sold.body.data.audit_id)).toBe(false)
    const filtered = (await consoleCall('GET', '/audit?action=mark-sold&actor=OWNER@haven.ng', undefined, { cookie: owner })).body.data.items as Json[]
    expect(filtered.map((r) => r.action)).toEqual(filtered.map(() => 'mark-sold'))
    expect(filtered[0].id).toBe(sold.body.data.audit_id)
    const byTarget = (await consoleCall('GET', `/audit?target_kind=listing&target_id=${row.target_id}`, undefined, { cookie: owner })).body.data.items as Json[]
    expect(byTarget.map((r) => r.id)).toContain(sold.body.data.audit_id)
    expect(byTarget.every((r) => r.target_kind === 'listing' && r.target_id === row.target_id)).toBe(true)
    expect((await consoleCall('GET', '/audit?target_kind=staff&target_id=nothing', undefined, { cookie: owner })).body.data.items).toEqual([])
    const bad = await consoleCall('GET', '/audit?from=yesterday', undefined, { cookie: owner })
    expect([bad.status, bad.body.message]).toEqual([400, 'from must be a date (YYYY-MM-DD)'])
  })
})
