import { afterAll, beforeAll } from 'vitest'
import { seedCatalogue } from '~/server/catalogue/seed/seed-catalogue'
import type { Db } from '~/server/db/db'
import { closeDb, createDb, setDb } from '~/server/db/get-db'
import { createPostgresDb } from '~/server/db/postgres-db'
import handler from '../../netlify/functions/api'

/** Small enough to seed in a second, big enough for paging, every state, status and currency. */
export const TEST_SEED = { listings: 300, realtors: 8 }

/**
 * A fresh migrated database for one test file: in-memory PGlite, or — with TEST_DATABASE_URL —
 * a schema of its own on real Postgres, dropped afterwards.
 */
export function useTestDb(options: { seed?: boolean } = {}) {
  const state: { db: Db | null } = { db: null }
  let schema: string | null = null
  beforeAll(async () => {
    const url = process.env.TEST_DATABASE_URL
    if (url) {
      schema = `test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`
      const admin = createPostgresDb(url, { max: 1 })
      await admin.exec(`create schema ${schema}`)
      await admin.close()
      state.db = await createDb(url, { schema })
    } else {
      state.db = await createDb('memory://')
    }
    if (options.seed !== false) await seedCatalogue(state.db, TEST_SEED)
    setDb(state.db)
  })
  afterAll(async () => {
    await closeDb()
    if (schema && process.env.TEST_DATABASE_URL) {
      const admin = createPostgresDb(process.env.TEST_DATABASE_URL, { max: 1 })
      await admin.exec(`drop schema ${schema} cascade`)
      await admin.close()
    }
  })
  return {
    get db(): Db {
      if (!state.db) throw new Error('useTestDb: database not ready')
      return state.db
    },
  }
}

export const TENANT = 'haven.ng'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions read arbitrary JSON shapes
type Json = any

/** Calls the Netlify function exactly as the platform would. */
export async function call(
  path: string,
  headers: Record<string, string> = { 'x-tenant-id': TENANT },
) {
  const res = await handler(new Request(`http://localhost/api/v1${path}`, { headers }))
  const body = (await res.json()) as {
    success: boolean
    message: string
    data: Json
    status: string
    metadata?: Json
  }
  return { res, status: res.status, body }
}
