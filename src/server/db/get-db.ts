import { join, resolve } from 'node:path'
import type { Db } from './db'
import { migrate } from './migrate'

export const DEFAULT_PGLITE_DIR = '.data/pglite'

/**
 * url: postgres://… or postgresql://… → real Postgres; memory:// → in-memory PGlite;
 * pglite:<dir> or a bare directory → file-backed PGlite. Migrations are applied before returning.
 */
export async function createDb(
  url: string,
  options: { schema?: string; migrate?: boolean } = {},
): Promise<Db> {
  let db: Db
  if (/^postgres(ql)?:\/\//.test(url)) {
    const { createPostgresDb } = await import('./postgres-db')
    db = createPostgresDb(url, { schema: options.schema })
  } else {
    const { createPgliteDb } = await import('./pglite-db')
    db = await createPgliteDb(pgliteDirectory(url) ?? url)
  }
  if (options.migrate !== false) {
    // A failed migration must not keep the directory locked until the process exits.
    await migrate(db).catch(async (err: unknown) => {
      await db.close()
      throw err
    })
  }
  return db
}

/** The absolute directory of a file-backed PGlite url; null for real Postgres and memory://. */
export function pgliteDirectory(url: string): string | null {
  if (/^postgres(ql)?:\/\//.test(url) || url.startsWith('memory://')) return null
  return resolve(url.replace(/^pglite:/, ''))
}

/** DATABASE_URL when set (production: real Postgres), else the embedded PGlite under .data/. */
export function databaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  return (
    env.DATABASE_URL?.trim() ||
    env.HAVEN_PGLITE_DIR?.trim() ||
    (env.HAVEN_DATA_DIR?.trim() ? join(env.HAVEN_DATA_DIR.trim(), 'pglite') : DEFAULT_PGLITE_DIR)
  )
}

let current: Promise<Db> | null = null

/** The process-wide database, created and migrated on first use. */
export function getDb(): Promise<Db> {
  if (!current) {
    current = createDb(databaseUrl())
    // A failed start (bad URL, database down) must not be cached forever.
    current.catch(() => {
      current = null
    })
  }
  return current
}

/**
 * A function instance's entry calls this as its module loads: with a PostgreSQL DATABASE_URL (a
 * deploy), the connection and the migration check start at once, while the platform finishes the
 * instance's start and the first request reads its shell, instead of after (decision 039). A
 * failure is not reported here: the first request's getDb() tries again and reports it. Without
 * one (npm start, tests) it does nothing, so importing an entry never opens a database.
 */
export function warmDb(env: NodeJS.ProcessEnv = process.env): void {
  if (/^postgres(ql)?:\/\//.test(env.DATABASE_URL?.trim() ?? '')) getDb().catch(() => {})
}

/** Tests and the local server may swap the database (e.g. a fresh in-memory one per test file). */
export function setDb(db: Db | null) {
  current = db ? Promise.resolve(db) : null
}

export async function closeDb() {
  const db = await current?.catch(() => null)
  current = null
  await db?.close()
}
