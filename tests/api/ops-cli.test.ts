import { describe, expect, it } from 'vitest'
import { mailQueueIdle } from '~/server/email/queue/kick-mail-queue'
import { createRegistry, loadTenants } from '~/server/tenants/load-tenants'
import { operatorCommands } from '../../scripts/serve-lib/operator-commands'
import { parseOpsArgs } from '../../scripts/serve-lib/ops-args'
import { send, TENANT, useTestDb } from './api-test-db'
import { useOutbox } from './test-outbox'
import { verifyEmail } from './verify-email'
import { viewingSlotIn } from '~/testing/viewing-slot'

const testDb = useTestDb()
const { mailsTo } = useOutbox('ops-cli')
const registry = createRegistry(loadTenants())

/** `npm run ops -- …` as the script runs it here (no server owns this database): exit code, stdout, stderr. */
async function ops(...argv: string[]) {
  const parsed = parseOpsArgs([...argv, '--actor', 'amaka@ops'], registry)
  if (!('args' in parsed)) throw new Error(JSON.stringify(parsed))
  const out: string[] = []
  const err: string[] = []
  const code = await operatorCommands.ops!.run(testDb.db, parsed.args, { out: (l) => out.push(l), err: (l) => err.push(l), progress: () => {} })
  await mailQueueIdle()
  return { code, out: out.join('\n'), err: err.join('\n') }
}

describe('npm run ops', () => {
  it('records a check by property id and audits it as the command line', async () => {
    const res = await ops('verify', '--listing', 'HVN-0000002', '--step', 'inspection', '--on', '2025-05-20', '--note', 'Visited with the caretaker')
    expect([res.code, res.err]).toEqual([0, ''])
    const result = JSON.parse(res.out)
    expect(result.after.check).toMatchObject({ step: 'inspection', done_on: '2025-05-20', actor: 'amaka@ops', note: 'Visited with the caretaker' })
    const [row] = await testDb.db.query<{ actor: string; channel: string; action: string }>('select actor, channel, action from ops_audit where id = $1', [result.audit_id])
    expect(row).toEqual({ actor: 'amaka@ops', channel: 'cli', action: 'verify-step' })
  })

  it('moves a transaction on and e-mails its buyer; a refusal exits 1 and a bad body 2, writing nothing', async () => {
    const email = 'cli-buyer@example.com'
    const signup = await send('POST', '/auth/user-signup', { first_name: 'Tayo', last_name: 'Ade', email, phone: '08031234567', password: 'correct horse' })
    await verifyEmail(email)
    const date = viewingSlotIn(3)
    const booked = await send('POST', '/enquiry/schedule-viewing', { viewing_type: 'MYSELF', phone_number: '08031234567', inspection_type: 'VIDEO_TOUR', date, listing_id: 5 }, { token: signup.body.data.accessToken })
    const id = String(booked.body.data.id)
    const ok = await ops('advance', '--tenant', 'haven', '--transaction', id, '--step', 'VIEWING_CONFIRMED', '--note', 'Saturday 11 am suits the seller')
    expect(ok.code).toBe(0)
    expect(JSON.parse(ok.out).after).toMatchObject({ step: 'VIEWING_CONFIRMED', status: 'CONFIRMED' })
    expect(mailsTo(email).at(-1)).toMatch(/Subject: Viewing confirmed: [\s\S]*A note from Haven: Saturday 11 am suits the seller/)

    const events = async () => (await testDb.db.query<{ n: number }>('select count(*)::int as n from transaction_events where viewing_id = $1', [id]))[0]!.n
    const before = await events()
    expect(await ops('advance', '--tenant', 'haven', '--transaction', id, '--step', 'FUNDS_RELEASED')).toMatchObject({ code: 1, err: expect.stringMatching(/^FUNDS_RELEASED cannot be recorded at VIEWING_CONFIRMED/) })
    expect(await ops('advance', '--tenant', 'haven', '--transaction', id, '--step', 'PAID')).toMatchObject({ code: 2, err: expect.stringMatching(/^step must be one of /) })
    expect(await ops('advance', '--tenant', 'lekki-prime', '--transaction', id, '--step', 'VIEWED')).toMatchObject({ code: 1, err: 'Viewing not found' })
    expect(await ops('resolve-dispute', '--tenant', 'haven', '--transaction', id, '--outcome', 'resume')).toMatchObject({ code: 2, err: expect.stringMatching(/^note is required/) })
    expect(await events()).toBe(before)
  })

  it('lists one tenant’s reports as CSV, and marks listings sold by slug', async () => {
    await send('POST', '/enquiry/report-listing', { listing_id: 3, reason: 'NOT_AVAILABLE', details: '=HYPERLINK("x") it was sold last month' })
    const csv = await ops('reports', '--tenant', 'haven')
    expect(csv.code).toBe(0)
    expect(csv.out.split('\n')[0]).toBe('id,created_at,listing_id,property_id,title,reason,details,email,mail_status')
    expect(csv.out).toContain(`,NOT_AVAILABLE,"'=HYPERLINK(""x"") it was sold last month",,sent`)
    expect(csv.err).toBe('1 report(s)')
    const [l] = await testDb.db.query<{ slug: string; category: string }>("select slug, category from listings where category = 'For sale' order by id limit 1")
    expect((await ops('mark-sold', '--listing', l!.slug)).code).toBe(0)
    expect((await ops('mark-sold', '--listing', 'no-such-listing')).err).toBe("No listing 'no-such-listing' (give its id, property id or slug)")
    expect(TENANT).toBe('haven.ng')
  })
})
