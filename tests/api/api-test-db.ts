import { afterAll, beforeAll } from 'vitest'
import { seedCatalogue } from '~/server/catalogue/seed/seed-catalogue'
import type { Db } from '~/server/db/db'
import { setDb } from '~/server/db/get-db'
import { createTestDatabase, type TestDatabase } from '~/testing/test-database'
import { mailQueueIdle } from '~/server/email/queue/kick-mail-queue'
import handler from '../../netlify/functions/api'

/** Small enough to seed in a second, big enough for paging, every state, status and currency. */
export const TEST_SEED = { listings: 300, realtors: 8 }

/** A fresh migrated (and by default seeded) database for one test file; see createTestDatabase. */
export function useTestDb(options: { seed?: boolean } = {}) {
  let test: TestDatabase | null = null
  beforeAll(async () => {
    test = await createTestDatabase()
    if (options.seed !== false) await seedCatalogue(test.db, TEST_SEED)
    setDb(test.db)
  })
  afterAll(async () => {
    setDb(null)
    await test?.dispose()
  })
  return {
    get db(): Db {
      if (!test) throw new Error('useTestDb: database not ready')
      return test.db
    },
    /** A second pool on the file's database (see TestDatabase.open). */
    open(): Db {
      if (!test) throw new Error('useTestDb: database not ready')
      return test.open()
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
  await mailQueueIdle() // the mail a call queued has been sent (or retried) before the test looks
  const body = (await res.json()) as {
    success: boolean
    message: string
    data: Json
    status: string
    metadata?: Json
  }
  return { res, status: res.status, body }
}

/** A call with a method, a JSON body and, optionally, a bearer token — as the browser sends it. */
export async function send(
  method: string,
  path: string,
  body?: unknown,
  options: { token?: string; tenant?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = {
    'x-tenant-id': options.tenant ?? TENANT,
    ...options.headers,
  }
  if (body !== undefined) headers['content-type'] = 'application/json'
  if (options.token) headers.authorization = `Bearer ${options.token}`
  const res = await handler(
    new Request(`http://localhost/api/v1${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  )
  await mailQueueIdle()
  return {
    res,
    status: res.status,
    body: (await res.json()) as { success: boolean; message: string; data: Json; metadata?: Json },
  }
}
