import { mkdirSync } from 'node:fs'
import type { Db } from './db'

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

function wrap(q: PgliteQueryable, root: PgliteInstance | null): Db {
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
      await root?.close()
    },
  }
}

/** dataDir: a directory, or 'memory://' for a throwaway in-memory database (tests). */
export async function createPgliteDb(dataDir: string): Promise<Db> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true })
  // The specifier is a variable-free string literal so esbuild can be told to leave it external.
  const { PGlite } = (await import(
    /* pglite: keep external when bundling */ '@electric-sql/pglite'
  )) as unknown as {
    PGlite: new (dataDir: string, options: { parsers: typeof PARSERS }) => PgliteInstance
  }
  const pg = new PGlite(dataDir, { parsers: PARSERS })
  await pg.waitReady
  return wrap(pg, pg)
}
