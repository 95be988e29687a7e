import { afterAll, describe, expect, it, vi } from 'vitest'
import { createStaff } from '~/server/console/staff-accounts'
import { openSession } from '~/server/console/staff-sessions'
import { mailQueueIdle } from '~/server/email/queue/kick-mail-queue'
import type { StaffRole } from '~/shared/console/roles'
import formsHandler from '../../netlify/functions/forms'
import { operatorCommands } from '../../scripts/serve-lib/operator-commands'
import { send, TENANT } from './api-test-db'
import { consoleCall, OTHER_TENANT, type Json } from './console-harness'
import { get, lagosIn, signUp, useTrustHarness } from './trust-harness'

/** Issue 24 (decision 050): the inboxes — reports, form submissions and their CSV, viewing requests. */
const { testDb, mailsTo, book } = useTrustHarness('console-inbox')
afterAll(() => vi.useRealTimers())

let n = 0
async function staffOf(role: StaffRole, tenant = TENANT) {
  const email = `${role}${++n}@${tenant}`
  const { id } = await createStaff(testDb.db, { actor: 'test', channel: 'cli' }, tenant, email, role, null)
  return { id, email, cookie: await openSession(testDb.db, { id, tenant_id: tenant }, 'signed-in') }
}

describe('the reports inbox', () => {
  it('closes a report once, with a note, audited; tells only the reporter who filed it', async () => {
    const filed = await send('POST', '/enquiry/report-listing', { listing_id: 9, reason: 'SUSPECTED_FRAUD', details: 'The photos are of another house in Ikoyi.', email: 'Filer@Example.com' }, { headers: { 'x-forwarded-for': '198.51.100.9' } })
    expect(filed.status).toBe(201)
    const id = filed.body.data.id as number
    const editor = await staffOf('editor')
    const inbox = (await consoleCall('GET', '/reports?status=new', undefined, { cookie: editor.cookie })).body.data
    expect(inbox.items[0]).toMatchObject({ id, listing_id: 9, reason: 'SUSPECTED_FRAUD', has_email: true, status: 'new' })
    expect(inbox.items[0].email).toBeUndefined()

    const before = mailsTo('filer@example.com').length
    const done = await consoleCall('POST', `/reports/${id}/resolve`, { status: 'handled', note: 'Photos replaced after a call to the realtor', email: 'someone-else@example.com' }, { cookie: editor.cookie })
    expect([done.status, done.body.message, done.body.data.reporter_told]).toEqual([200, 'Report marked handled', true])
    await mailQueueIdle()
    const told = mailsTo('filer@example.com').slice(before)
    expect(told).toHaveLength(1)
    expect(told[0]).toMatch(/Subject: Your report about /)
    expect(told[0]).toContain('acted on it')
    expect(told[0]).not.toContain('Photos replaced') // staff's note stays in the trail
    expect(mailsTo('someone-else@example.com')).toEqual([])

    const again = await consoleCall('POST', `/reports/${id}/resolve`, { status: 'dismissed', note: 'x' }, { cookie: editor.cookie })
    expect([again.status, again.body.message]).toEqual([409, 'This report was already closed'])
    const handled = (await consoleCall('GET', '/reports?status=handled', undefined, { cookie: editor.cookie })).body.data.items as Json[]
    expect(handled[0]).toMatchObject({ id, status: 'handled', resolution_note: 'Photos replaced after a call to the realtor', resolved_by: editor.email })
    const [row] = await testDb.db.query<Json>("select actor, channel, tenant, after from ops_audit where action = 'report-handled' and target_id = $1", [String(id)])
    expect(row).toMatchObject({ actor: editor.email, channel: 'console', tenant: TENANT, after: { status: 'handled' } })

    const noNote = await consoleCall('POST', `/reports/${id}/resolve`, { status: 'handled', note: '  ' }, { cookie: editor.cookie })
    expect([noNote.status, noNote.body.message]).toEqual([400, 'Add a note: what was done'])
    // Another tenant's owner finds nothing to close here: their tenant's inbox, not this one.
    const theirs = await staffOf('owner', OTHER_TENANT)
    expect((await consoleCall('POST', `/reports/${id}/resolve`, { status: 'dismissed', note: 'x' }, { cookie: theirs.cookie, tenant: OTHER_TENANT })).status).toBe(404)
  })
})

describe('form submissions', () => {
  async function postForm(body: Record<string, unknown>, i: number) {
    const res = await formsHandler(new Request('http://haven.localhost/api/contact-us', { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i}` }, body: JSON.stringify(body) }))
    expect(res.status).toBe(201)
    await mailQueueIdle()
  }

  it('pages one form newest first, and its CSV is exactly what npm run submissions prints (formulas defused)', async () => {
    await postForm({ first_name: 'Ada', last_name: 'Obi', phone: '0803 123 4567', email: 'ada@example.com', message: 'I want to sell my flat in Yaba.' }, 1)
    await postForm({ first_name: '=HYPERLINK("http://x")', last_name: 'Obi', phone: '0803 123 4567', email: 'eve@example.com', message: '@SUM(A1), "quoted", -1+1' }, 2)
    const owner = await staffOf('owner')
    const first = (await consoleCall('GET', '/submissions?form=contact-us&limit=1', undefined, { cookie: owner.cookie })).body.data
    expect(first.items.map((s: Json) => s.email)).toEqual(['eve@example.com'])
    const second = (await consoleCall('GET', `/submissions?form=contact-us&limit=1&before=${first.next}`, undefined, { cookie: owner.cookie })).body.data
    expect(second.items.map((s: Json) => s.email)).toEqual(['ada@example.com'])

    const raw = await consoleCall('GET', '/submissions.csv?form=contact-us', undefined, { cookie: owner.cookie })
    const out: string[] = []
    await operatorCommands.submissions!.run(testDb.db, { tenant: TENANT, form: 'contact-us', format: 'csv' }, { out: (l) => out.push(l), err: () => {}, progress: () => {} })
    expect(raw.body.text).toBe(`${out.join('\n')}\n`)
    expect(raw.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(raw.body.text).toContain(`"'=HYPERLINK(""http://x"")"`)
    expect(raw.body.text).toContain(`"'@SUM(A1), ""quoted"", -1+1"`)
    expect((await consoleCall('GET', '/submissions?form=newsletter', undefined, { cookie: owner.cookie })).status).toBe(400)
  })
})

describe('viewing requests', () => {
  it('confirms, reschedules and cancels through the machine; the buyer is e-mailed and sees it', async () => {
    const buyer = await signUp()
    const id = await book(buyer)
    const officer = await staffOf('escrow_officer')
    const open = (await consoleCall('GET', '/viewings', undefined, { cookie: officer.cookie })).body.data.items as Json[]
    expect(open.find((v) => v.id === id)).toMatchObject({ step: 'VIEWING_REQUESTED', email: buyer.email })

    const mails = mailsTo(buyer.email).length
    const confirmed = await consoleCall('POST', `/viewings/${id}`, { action: 'confirm', note: 'The realtor will meet you at the gate.' }, { cookie: officer.cookie })
    expect([confirmed.status, confirmed.body.message]).toEqual([200, 'Viewing confirmed'])
    expect((await get(`/enquiry/schedule-viewing/${id}`, buyer)).body.data.schedule_viewing).toMatchObject({ step: 'VIEWING_CONFIRMED', status: 'CONFIRMED' })

    const date = lagosIn(6)
    const moved = await consoleCall('POST', `/viewings/${id}`, { action: 'reschedule', date }, { cookie: officer.cookie })
    expect([moved.status, moved.body.message]).toEqual([200, 'Viewing rescheduled'])
    const card = (await get(`/enquiry/schedule-viewing/${id}`, buyer)).body.data.schedule_viewing
    expect([card.status, card.date]).toEqual(['RESCHEDULED', `${date}:00+01:00`])

    expect((await consoleCall('POST', `/viewings/${id}`, { action: 'cancel', note: '' }, { cookie: officer.cookie })).body.message).toBe('Tell the buyer why the viewing is canceled')
    const canceled = await consoleCall('POST', `/viewings/${id}`, { action: 'cancel', note: 'The seller has withdrawn the property.' }, { cookie: officer.cookie })
    expect(canceled.status).toBe(200)
    expect((await get(`/enquiry/schedule-viewing/${id}`, buyer)).body.data.schedule_viewing.status).toBe('CANCELED')
    const told = mailsTo(buyer.email).slice(mails)
    expect(told).toHaveLength(3)
    expect(told[1]).toContain('New time:')
    expect(told[2]).toContain('The seller has withdrawn the property.')
    // Closed: the machine refuses, as it does for the CLI.
    expect((await consoleCall('POST', `/viewings/${id}`, { action: 'confirm' }, { cookie: officer.cookie })).status).toBe(409)
    const audit = await testDb.db.query<{ actor: string; channel: string }>("select actor, channel from ops_audit where target_kind = 'transaction' and target_id = $1", [String(id)])
    expect(audit.map((a) => `${a.actor} ${a.channel}`)).toEqual(Array(3).fill(`${officer.email} console`))
    // Another tenant's staff: that transaction is not theirs.
    const theirs = await staffOf('owner', OTHER_TENANT)
    expect((await consoleCall('POST', `/viewings/${id}`, { action: 'confirm' }, { cookie: theirs.cookie, tenant: OTHER_TENANT })).status).toBe(404)
  })
})
