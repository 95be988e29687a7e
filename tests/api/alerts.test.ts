import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handleUnsubscribe } from '~/server/alerts/unsubscribe-handler'
import { unsubscribeToken } from '~/server/alerts/unsubscribe-token'
import { createStaff } from '~/server/console/staff-accounts'
import { openSession } from '~/server/console/staff-sessions'
import { consoleUploadPipeline } from '~/server/media/console-upload-pipeline'
import { folderStore } from '~/server/media/media-store'
import { useUploadPipeline } from '~/server/media/upload-pipeline'
import handler from '../../netlify/functions/api'
import { send, TENANT, useTestDb } from './api-test-db'
import { consoleCall } from './console-harness'
import { demoPhotoBytes, editorBody, uploadCall } from './console-listing-harness'
import { alertBuyer, alertSubjects, cutPrice, newListings, runAt } from './alerts-harness'
import { useOutbox } from './test-outbox'

const testDb = useTestDb()
const outbox = useOutbox('alerts')
/** Alert e-mails only: not the address confirmation every sign-up gets. */
const mailsTo = (email: string) => outbox.mailsTo(email).filter((m) => !/^Subject: Confirm your e-mail/m.test(m)).map((m) => m.replace(/=3D/g, '='))
const frequencyOf = async (id: number) => (await testDb.db.query<{ f: string }>('select alert_frequency as f from saved_searches where id = $1', [id]))[0]?.f
const subjects = (email: string) => alertSubjects(outbox.dir, email)

async function saveSearch(who: { token: string; tenant: string }, word: string, extra: Record<string, unknown> = {}) {
  const res = await send('POST', '/save-search', { label: `${word} homes`, query: `location=${word}`, total_results: 2, alert_frequency: 'instant', ...extra }, { token: who.token, tenant: who.tenant })
  expect(res.status).toBe(201)
  return res.body.data as { id: number; alert_frequency: string }
}

describe('an alert run, end to end', () => {
  it('one e-mail for two new matches, none on the next run, one after a price drop of a favourite', async () => {
    const { db } = testDb
    const me = await alertBuyer(db)
    const search = await saveSearch(me, 'zebrafield')
    expect(search.alert_frequency).toBe('instant')
    const [a, b] = await newListings(db, 'Zebrafield', 2)
    expect((await send('POST', '/favourite', { listing_id: a }, { token: me.token })).status).toBe(200)

    expect(await runAt(db, 2)).toMatchObject({ queued: 1, deferred: 0, conflicts: 0 })
    const [first] = mailsTo(me.email)
    expect(subjects(me.email)).toEqual(['2 new listings for “zebrafield homes”'])
    expect(first).toMatch(new RegExp(`/listings/${a}/`))
    expect(first).toMatch(new RegExp(`/listings/${b}/`))
    expect(first).toMatch(/^List-Unsubscribe:\s+<http:\/\/haven\.localhost:\d+\/api\/alerts\/unsubscribe\?token=[\w.-]+>$/m)
    expect(first).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m)
    expect(first).toContain('/listings?location=zebrafield')
    expect(first).toContain('/saved')

    expect(await runAt(db, 10)).toMatchObject({ queued: 0 })
    expect(mailsTo(me.email)).toHaveLength(1)

    await cutPrice(db, a!)
    // Instant alerts keep 6 hours between e-mails: the drop waits, then goes.
    expect(await runAt(db, 20)).toMatchObject({ queued: 0 })
    expect(await runAt(db, 7 * 60)).toMatchObject({ queued: 1 })
    expect(subjects(me.email)[1]).toMatch(/^Price drop: /)
    expect(await runAt(db, 7 * 60 + 15)).toMatchObject({ queued: 0 })
  })

  it('mails nobody whose address is not proved', async () => {
    const { db } = testDb
    const me = await alertBuyer(db)
    await saveSearch(me, 'quietfield')
    await db.query('update users set email_verified_at = null where id = $1', [me.id])
    await newListings(db, 'Quietfield', 1)
    await runAt(db, 2)
    expect(mailsTo(me.email)).toEqual([])
  })

  it('two runs at once: one works, the other finds the lock taken', async () => {
    const results = await Promise.all([runAt(testDb.db, 3), runAt(testDb.db, 3)])
    expect(results.map((r) => r.skipped).sort()).toEqual([false, true])
  })
})

describe('one-click unsubscribe (RFC 8058)', () => {
  const at = (token: string, method = 'POST') =>
    handleUnsubscribe(new Request(`http://haven.localhost/api/alerts/unsubscribe?token=${token}`, { method, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: method === 'POST' ? 'List-Unsubscribe=One-Click' : undefined }))

  it('GET only asks; POST with no session stops the alerts; the next new match mails nothing', async () => {
    const { db } = testDb
    const me = await alertBuyer(db)
    const search = await saveSearch(me, 'kiwifield')
    const token = unsubscribeToken(TENANT, me.id, { kind: 'all' })
    const confirm = await at(token, 'GET')
    expect(confirm.status).toBe(200)
    expect(await confirm.text()).toContain('<form method="post"')
    expect(await frequencyOf(search.id)).toBe('instant')

    const done = await at(token)
    expect([done.status, done.headers.get('cache-control')]).toEqual([200, 'private, no-store'])
    expect(await done.text()).toContain('You are unsubscribed')
    await newListings(db, 'Kiwifield', 1)
    await runAt(db, 2)
    expect(mailsTo(me.email)).toEqual([])
  })

  it('a token changed to name someone else, another tenant, or forged, stops nothing', async () => {
    const { db } = testDb
    const victim = await alertBuyer(db)
    const search = await saveSearch(victim, 'limefield')
    const mine = unsubscribeToken(TENANT, victim.id + 1000, { kind: 'all' })
    const [, , mac] = mine.split('.')
    const forged = [`${victim.id}.all.${mac}`, `${victim.id}.s${search.id}.${mac}`, unsubscribeToken('lekkiprime.ng', victim.id, { kind: 'all' }), `${victim.id}.all.${'A'.repeat(43)}`, 'x', '']
    for (const token of forged) expect((await at(token)).status).toBe(400)
    expect(await frequencyOf(search.id)).toBe('instant')
  })
})

describe('the frequency API', () => {
  it('sets a frequency on the caller’s own search only, and names the field of a bad value', async () => {
    const { db } = testDb
    const me = await alertBuyer(db)
    const other = await alertBuyer(db)
    const search = await saveSearch(me, 'plumfield', { alert_frequency: undefined, time_zone: 'Europe/London' })
    expect(search.alert_frequency).toBe('daily')
    const patch = (body: unknown, who = me) => send('PATCH', `/save-search/${search.id}`, body, { token: who.token })
    const weekly = await patch({ alert_frequency: 'weekly' })
    expect([weekly.status, weekly.body.message, weekly.body.data.alert_frequency]).toEqual([200, 'Alerts updated', 'weekly'])
    expect((await send('GET', '/save-search', undefined, { token: me.token })).body.data[0].alert_frequency).toBe('weekly')
    expect((await patch({ alert_frequency: 'off' }, other)).status).toBe(404)
    const bad = await patch({ alert_frequency: 'hourly' })
    expect([bad.status, bad.body.message]).toEqual([400, expect.stringContaining('alert_frequency must be one of instant, daily, weekly, off')])
    expect((await patch({})).body.message).toContain('Title is required')
    const zone = await send('POST', '/save-search', { label: 'Zone', query: 'state=Lagos', time_zone: 'Mars/Olympus' }, { token: me.token })
    expect([zone.status, zone.body.message]).toEqual([400, expect.stringContaining('time_zone')])
    expect((await db.query<{ time_zone: string }>('select time_zone from alert_people where user_id = $1', [me.id]))[0]?.time_zone).toBe('Europe/London')
    const settings = await send('PATCH', '/alerts/settings', { favourites_frequency: 'daily' }, { token: me.token })
    expect(settings.body.data).toEqual({ favourites_frequency: 'daily', time_zone: 'Europe/London' })
  })
})

describe('listings published from the console (issue 33)', () => {
  let editor = ''
  beforeAll(async () => {
    useUploadPipeline(consoleUploadPipeline(folderStore(mkdtempSync(join(tmpdir(), 'alerts-photos-')))))
    const { id } = await createStaff(testDb.db, { actor: 'test', channel: 'cli' }, TENANT, 'alerts-editor@haven.ng', 'editor', null)
    editor = await openSession(testDb.db, { id, tenant_id: TENANT }, 'signed-in')
  })
  afterAll(() => useUploadPipeline(null))

  /** A draft at a street of its own, with a photo, through the console's routes. */
  async function draft(word: string): Promise<number> {
    const created = await consoleCall('POST', '/listings', editorBody({ address: `3 ${word} Close, Ikoyi, Lagos` }), { cookie: editor })
    expect(created.status).toBe(201)
    const id = created.body.data.id as number
    expect((await uploadCall(handler, editor, id, demoPhotoBytes())).status).toBe(201)
    return id
  }
  const publish = async (id: number, published: boolean) => expect((await consoleCall('POST', `/listings/${id}/publish`, { published }, { cookie: editor })).status).toBe(200)

  it('a draft is not news; published, it is a new listing for a matching saved search', async () => {
    const { db } = testDb
    const me = await alertBuyer(db)
    await saveSearch(me, 'draftfield')
    const id = await draft('Draftfield')
    await runAt(db, 2)
    expect(mailsTo(me.email)).toEqual([])

    await publish(id, true)
    await runAt(db, 2)
    expect(subjects(me.email)).toEqual(['1 new listing for “draftfield homes”'])
    expect(mailsTo(me.email)[0]).toMatch(new RegExp(`/listings/${id}/`))
  })

  it('created and published between two runs, it is news too', async () => {
    const { db } = testDb
    const me = await alertBuyer(db)
    await saveSearch(me, 'quickfield')
    const id = await draft('Quickfield')
    await publish(id, true)
    await runAt(db, 2)
    expect(mailsTo(me.email).map((m) => new RegExp(`/listings/${id}/`).test(m))).toEqual([true])
  })

  it('unpublished and published again within 14 weeks, it is a relist: no news', async () => {
    const { db } = testDb
    const id = await draft('Backfield')
    await publish(id, true)
    await runAt(db, 2)
    const me = await alertBuyer(db)
    await saveSearch(me, 'backfield')
    await publish(id, false)
    await publish(id, true)
    await runAt(db, 2)
    expect(mailsTo(me.email)).toEqual([])
  })
})
