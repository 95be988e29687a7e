import { hostname, userInfo } from 'node:os'
import { describe, expect, it } from 'vitest'
import { send, TENANT, useTestDb } from './api-test-db'
import { opsCli } from './trust-harness'
import { useOutbox } from './test-outbox'
import { verifyEmail } from './verify-email'
import { viewingSlotIn } from '~/testing/viewing-slot'

const testDb = useTestDb()
const { mailsTo } = useOutbox('ops-cli')

/** `npm run ops -- …` by the terminal's user, who gives a name with --actor. */
const ops = (...argv: string[]) => opsCli(testDb.db, ...argv, '--actor', 'amaka@ops')
const terminalUser = `${userInfo().username}@${hostname()}`

describe('npm run ops', () => {
  it('records a check by property id and audits it as the terminal’s user, the --actor name kept apart', async () => {
    const res = await ops('verify', '--listing', 'HVN-0000002', '--step', 'inspection', '--on', '2025-05-20', '--note', 'Visited with the caretaker')
    expect([res.code, res.err]).toEqual([0, ''])
    const result = JSON.parse(res.out)
    expect(result.after.check).toMatchObject({ step: 'inspection', done_on: '2025-05-20', actor: terminalUser, note: 'Visited with the caretaker' })
    const [row] = await testDb.db.query<{ actor: string; claimed_actor: string; channel: string; action: string }>('select actor, claimed_actor, channel, action from ops_audit where id = $1', [result.audit_id])
    expect(row).toEqual({ actor: terminalUser, claimed_actor: 'amaka@ops', channel: 'cli', action: 'verify-step' })
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
    expect(await ops('advance', '--tenant', 'haven', '--transaction', id, '--step', 'VIEWING_CONFIRMED')).toMatchObject({ code: 1, err: expect.stringMatching(/^VIEWING_CONFIRMED cannot be recorded at VIEWING_CONFIRMED/) })
    expect(await ops('request-release', '--tenant', 'haven', '--transaction', id)).toMatchObject({ code: 1, err: 'Funds can be released once the buyer has accepted the property' })
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
