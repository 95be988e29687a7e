import type { Db } from '~/server/db/db'
import { createDb } from '~/server/db/get-db'
import { createPostgresDb } from '~/server/db/postgres-db'

export interface TestDatabase {
  db: Db
  /** Another pool on the same database (real Postgres), as a second function instance has; PGlite has one. */
  open(): Db
  /** Closes the database and drops its schema on real Postgres. */
  dispose(): Promise<void>
}

/**
 * A fresh database for one test file: in-memory PGlite, or — in the api-postgres project
 * (HAVEN_TEST_DB=postgres with TEST_DATABASE_URL) — a schema of its own on real PostgreSQL.
 */
export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const url = process.env.HAVEN_TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined
  if (!url) {
    const db = await createDb('memory://', options)
    return { db, open: () => ({ ...db, close: async () => {} }), dispose: () => db.close() }
  }
  const schema = `test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`
  const admin = createPostgresDb(url, { max: 1 })
  await admin.exec(`create schema ${schema}`)
  await admin.close()
  const db = await createDb(url, { ...options, schema })
  return {
    db,
    open: () => createPostgresDb(url, { schema }),
    async dispose() {
      await db.close()
      const cleanup = createPostgresDb(url, { max: 1 })
      await cleanup.exec(`drop schema ${schema} cascade`)
      await cleanup.close()
    },
  }
}
