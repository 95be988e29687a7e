import { chmodSync } from 'node:fs'
import type { Db } from './db'
import { acquireDbLock, releaseDbLock } from './db-lock'
import { PRIVATE_DIR_MODE, privateDir, tightenTree } from '~/server/platform/private-files'

// Minimal structural types so this file never imports PGlite statically: the deployed function
// bundle must not contain it (esbuild: --external:@electric-sql/pglite).
interface PgliteQueryable {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>
  exec(sql: string): Promise<unknown>
}
interface PgliteInstance extends PgliteQueryable {
  transaction<R>(fn: (tx: PgliteQueryable) => Promise<R>): Promise<R>
  close(): Promise<void>
  waitReady: Promise<void>
}

/** Prices are bigint and averages numeric: parse them as numbers, as the Postgres driver does. */
const toNumber = (value: string) => Number(value)
const PARSERS = { 20: toNumber, 1700: toNumber }

/**
 * Every acknowledged commit must survive the process being killed (crash-durability.test.ts).
 * relaxedDurability: false (PGlite's default, pinned here) waits for the file system to be
 * written before a query resolves. On Node, NODEFS writes straight to the real files with
 * write(2) and PostgreSQL writes the WAL at every commit (synchronous_commit on), so a commit
 * is in the kernel before it is acknowledged and survives SIGKILL. PGlite starts PostgreSQL with
 * -F (fsync off) and its fdatasync is a no-op, so a power cut may still lose the last seconds:
 * see docs/decisions/019-one-database-owner.md.
 */
const DURABILITY = { relaxedDurability: false }
type PgliteOptions = { parsers: typeof PARSERS; extensions: Record<string, unknown> } & typeof DURABILITY

function wrap(q: PgliteQueryable, root: PgliteInstance | null, onClose?: () => void): Db {
  return {
    dialect: 'pglite',
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const res = await q.query<T>(sql, [...params])
      return res.rows
    },
    async exec(sql) {
      await q.exec(sql)
    },
    transaction(fn) {
      // PGlite has one connection; a nested transaction() just joins the outer one.
      if (!root) return fn(wrap(q, null))
      return root.transaction((tx) => fn(wrap(tx, null)))
    },
    async close() {
      try {
        await root?.close()
      } finally {
        onClose?.()
      }
    },
  }
}

/**
 * dataDir: a directory, or 'memory://' for a throwaway in-memory database (tests). A directory is
 * locked for this process until close() or exit (see db-lock.ts): never two writers.
 */
export async function createPgliteDb(dataDir: string): Promise<Db> {
  const inMemory = dataDir.startsWith('memory://')
  if (!inMemory) {
    // PGlite makes its files 0666 and folders 0755 whatever the umask: the directory keeps others
    // out, and its tree is made 0600/0700 once open and again when closed.
    privateDir(dataDir)
    chmodSync(dataDir, PRIVATE_DIR_MODE)
    acquireDbLock(dataDir)
  }
  const release = () => {
    if (inMemory) return
    try {
      tightenTree(dataDir)
    } finally {
      releaseDbLock(dataDir)
    }
  }
  try {
    // The specifier is a variable-free string literal so esbuild can be told to leave it external.
    const { PGlite } = (await import(
      /* pglite: keep external when bundling */ '@electric-sql/pglite'
    )) as unknown as {
      PGlite: new (dataDir: string, options: PgliteOptions) => PgliteInstance
    }
    // pg_trgm indexes the substring filters and location search (migration 0007).
    const { pg_trgm } = (await import(
      /* pglite: keep external when bundling */ '@electric-sql/pglite/contrib/pg_trgm'
    )) as { pg_trgm: unknown }
    const pg = new PGlite(dataDir, { parsers: PARSERS, extensions: { pg_trgm }, ...DURABILITY })
    await pg.waitReady
    if (!inMemory) tightenTree(dataDir)
    return wrap(pg, pg, release)
  } catch (err) {
    release()
    throw err
  }
}
