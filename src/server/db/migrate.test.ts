import { afterAll, expect, it } from 'vitest'
import { createTestDatabase } from '~/testing/test-database'
import { migrate } from './migrate'
import { MIGRATIONS } from './migrations/all-migrations'

const testDb = createTestDatabase({ migrate: false })
const dbPromise = testDb.then((t) => t.db)
afterAll(async () => (await testDb).dispose())

it('applies every migration once, in order, and records it', async () => {
  const db = await dbPromise
  expect(await migrate(db)).toEqual(MIGRATIONS.map((m) => m.version))
  expect(await migrate(db)).toEqual([])
  const rows = await db.query<{ version: number; name: string }>(
    'select version, name from schema_migrations order by version',
  )
  expect(rows).toEqual(MIGRATIONS.map(({ version, name }) => ({ version, name })))
})

it('on an up-to-date database, costs a cold start one statement and no lock', async () => {
  const db = await dbPromise
  await migrate(db)
  const seen: string[] = []
  const counting = {
    ...db,
    query: (sql: string, params?: readonly unknown[]) => (seen.push(sql), db.query(sql, params)),
    transaction: <R>(fn: (tx: typeof db) => Promise<R>) => (seen.push('transaction'), db.transaction(fn)),
  } as typeof db
  expect(await migrate(counting)).toEqual([])
  expect(seen).toEqual([expect.stringMatching(/^select count\(\*\).* from schema_migrations/)])
})

it('rolls a failing migration back completely', async () => {
  const db = await dbPromise
  const bad = [
    {
      version: 999,
      name: 'broken',
      sql: 'create table half_done (id int); select no_such_function();',
    },
  ]
  await expect(migrate(db, [...MIGRATIONS, ...bad])).rejects.toThrow()
  expect(
    await db.query(`select 1 from information_schema.tables where table_name = 'half_done'`),
  ).toEqual([])
  expect(await db.query('select 1 from schema_migrations where version = 999')).toEqual([])
})
