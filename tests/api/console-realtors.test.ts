import { beforeAll, describe, expect, it } from 'vitest'
import { createStaff } from '~/server/console/staff-accounts'
import { openSession } from '~/server/console/staff-sessions'
import { call, TENANT, useTestDb } from './api-test-db'
import { consoleCall, type Json } from './console-harness'

/** Issue 24: realtors created and edited in the console with db:import's schema, audited, public at once. */
const testDb = useTestDb()
let editor = ''

beforeAll(async () => {
  const { id } = await createStaff(testDb.db, { actor: 'test', channel: 'cli' }, TENANT, 'realtor-editor@haven.ng', 'editor', null)
  editor = await openSession(testDb.db, { id, tenant_id: TENANT }, 'signed-in')
})

const amaka = { username: 'amaka.obi', first_name: 'Amaka', last_name: 'Obi', email: 'amaka@example.com', phone_number: '0803 123 4567', city_served: 'Lagos, Abuja', years_of_experience: 6, description: 'Ten years in Lekki and Ikoyi.' }

describe('realtors in the console', () => {
  it('adds a realtor who is on the public directory at once, edits them, and audits both', async () => {
    const created = await consoleCall('POST', '/realtors', amaka, { cookie: editor })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const id = (created.body.data as Json).id as number
    const profile = await call(`/sales-advisors/realtors/username/amaka.obi`)
    expect(profile.body.data).toMatchObject({ id, first_name: 'Amaka', city_served: 'Lagos, Abuja' })

    const edited = await consoleCall('PUT', `/realtors/${id}`, { ...amaka, last_name: 'Obi-Nwosu', years_of_experience: 7 }, { cookie: editor })
    expect(edited.status, JSON.stringify(edited.body)).toBe(200)
    expect((await call(`/sales-advisors/realtors/username/amaka.obi`)).body.data).toMatchObject({ last_name: 'Obi-Nwosu', years_of_experience: 7 })
    const trail = await testDb.db.query<{ action: string; channel: string }>(`select action, channel from ops_audit where target_kind = 'realtor' and target_id = $1 order by id`, [String(id)])
    expect(trail).toEqual([
      { action: 'create-realtor', channel: 'console' },
      { action: 'edit-realtor', channel: 'console' },
    ])
    const found = await consoleCall('GET', '/realtors?q=obi-nwosu', undefined, { cookie: editor })
    expect((found.body.data as Json).items.map((r: Json) => r.id)).toEqual([id])
  })

  it('names the field at fault and changes nothing: a bad e-mail, a taken username, a new username on edit', async () => {
    const before = await testDb.db.query('select * from realtors order by id')
    const bad = await consoleCall('POST', '/realtors', { ...amaka, username: 'someone.new', email: 'not-an-address' }, { cookie: editor })
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ success: false, message: 'email must be an e-mail address', data: { field: 'email' } })
    const [existing] = await testDb.db.query<{ id: number; username: string }>('select id::int as id, username from realtors order by id limit 1')
    const taken = await consoleCall('POST', '/realtors', { ...amaka, username: existing!.username }, { cookie: editor })
    expect(taken.status).toBe(409)
    expect(taken.body.data).toMatchObject({ field: 'username' })
    const renamed = await consoleCall('PUT', `/realtors/${existing!.id}`, { ...amaka, username: 'a-new-name' }, { cookie: editor })
    expect(renamed.status).toBe(400)
    expect(renamed.body.data).toMatchObject({ field: 'username' })
    expect(await testDb.db.query('select * from realtors order by id')).toEqual(before)
    expect((await consoleCall('PUT', '/realtors/999999', amaka, { cookie: editor })).status).toBe(404)
  })
})
