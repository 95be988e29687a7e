import { describe, expect, it } from 'vitest'
import { call, send, TENANT, useTestDb } from './api-test-db'

/**
 * Issue 20, item 9: an Idempotency-Key after a crash, and under another body. A `kill -9` between
 * the claim and the answer leaves the claim pending with nothing stored; it used to answer 409
 * 'still being processed' for 24 hours. The state is set here as the crash leaves it (the claim
 * row, no answer), aged past or within the lease by the database's own clock.
 */
const testDb = useTestDb({ seed: false })

let n = 0
async function signUp() {
  const email = `lease${++n}@example.com`
  const res = await send('POST', '/auth/user-signup', { first_name: 'Ada', last_name: 'Okafor', email, phone: '08031234567', password: 'correct horse' })
  expect(res.status).toBe(201)
  const [user] = await testDb.db.query<{ id: number }>('select id::int as id from users where email = $1', [email])
  return { token: res.body.data.accessToken as string, userId: user!.id }
}
type Who = Awaited<ReturnType<typeof signUp>>

const saveSearch = (me: Who, key: string, label: string) =>
  send('POST', '/save-search', { label, query: 'state=Lagos' }, { token: me.token, headers: { 'idempotency-key': key } })
const savedCount = async (me: Who) =>
  (await call('/save-search', { 'x-tenant-id': TENANT, authorization: `Bearer ${me.token}` })).body.data.length as number

/** The row a process killed mid-request leaves: claimed `age` ago, no status, no answer. */
const crashedClaim = (me: Who, key: string, age: string) =>
  testDb.db.query(`insert into idempotency_keys (user_id, key, route, created_at) values ($1, $2, 'POST /api/v1/save-search', now() - $3::interval)`, [me.userId, key, age])

describe('Idempotency-Key after a crash', () => {
  it('still answers 409 while the first attempt may be running (a claim within its lease)', async () => {
    const me = await signUp()
    await crashedClaim(me, 'fresh-claim', '5 seconds')
    const res = await saveSearch(me, 'fresh-claim', 'Lekki duplexes')
    expect([res.status, res.body.message]).toEqual([409, 'This request is still being processed'])
    expect(await savedCount(me)).toBe(0)
  })

  it('runs a retry once the claim has outlived its lease, and replays that answer after', async () => {
    const me = await signUp()
    await crashedClaim(me, 'crashed', '61 seconds')
    const retry = await saveSearch(me, 'crashed', 'Lekki duplexes')
    expect(retry.status).toBeLessThan(300)
    expect(retry.res.headers.get('idempotent-replayed')).toBeNull()
    const again = await saveSearch(me, 'crashed', 'Lekki duplexes')
    expect([again.status, again.res.headers.get('idempotent-replayed'), again.body.data]).toEqual([retry.status, 'true', retry.body.data])
    expect(await savedCount(me)).toBe(1)
  })

  it('lets exactly one of several parallel retries take over an expired claim', async () => {
    const me = await signUp()
    await crashedClaim(me, 'crashed-race', '2 minutes')
    const all = await Promise.all(Array.from({ length: 6 }, () => saveSearch(me, 'crashed-race', 'Ikoyi flats')))
    const ran = all.filter((r) => r.status < 300 && r.res.headers.get('idempotent-replayed') === null)
    expect(ran).toHaveLength(1)
    for (const r of all.filter((r) => !ran.includes(r)))
      expect(r.status === 409 || r.res.headers.get('idempotent-replayed') === 'true', `${r.status} ${r.body.message}`).toBe(true)
    expect(await savedCount(me)).toBe(1)
  })
})

describe('Idempotency-Key with another body', () => {
  it('answers 422 naming the header instead of replaying the first answer', async () => {
    const me = await signUp()
    const first = await saveSearch(me, 'k-body', 'Lekki duplexes')
    expect(first.status).toBeLessThan(300)
    const other = await saveSearch(me, 'k-body', 'Ikoyi flats')
    expect([other.status, other.body.message, other.body.data?.field]).toEqual([422, 'This Idempotency-Key was already used for another request', 'Idempotency-Key'])
    expect(await savedCount(me)).toBe(1)
  })

  it('replays the same body, whatever the order of its keys', async () => {
    const me = await signUp()
    const headers = { 'idempotency-key': 'k-order' }
    const first = await send('POST', '/save-search', { label: 'Yaba', query: 'state=Lagos' }, { token: me.token, headers })
    const again = await send('POST', '/save-search', { query: 'state=Lagos', label: 'Yaba' }, { token: me.token, headers })
    expect([again.status, again.res.headers.get('idempotent-replayed'), again.body.data]).toEqual([first.status, 'true', first.body.data])
  })
})
