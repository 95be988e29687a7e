import postgres from 'postgres'
import { CONNECT_RETRY, withConnectRetry, type RetryPolicy } from './connection-refusal'
import type { Db } from './db'

type Sql = postgres.Sql | postgres.TransactionSql

export interface PostgresOptions {
  /** search_path for every connection: lets each test file own a schema (not through a pooler). */
  schema?: string
  /** Connections of this instance's pool; default DATABASE_POOL_MAX, else 1 (docs/decisions/039). */
  max?: number
  /** How long a statement waits out refused connections (tests shorten it). */
  retry?: RetryPolicy
}

/**
 * How a function instance uses PostgreSQL (decision 039). One connection, since a host runs many
 * instances of one request each; given back after 1 s idle, so an instance that is no longer
 * called stops holding a slot another could use; renewed every 5 min; 5 s to connect. No named
 * prepared statements, so a transaction pooler (PgBouncer, Neon's and Supabase's pooled URLs) may
 * hand each transaction to another server connection. The driver reconnects at once: waiting
 * with jitter is withConnectRetry's job.
 */
export const SERVERLESS_POOL = { idle_timeout: 1, max_lifetime: 300, connect_timeout: 5, prepare: false, backoff: () => 0, fetch_types: false } as const

/**
 * With fetch_types off, postgres.js no longer asks the server for its array types on connecting —
 * a round trip and a catalogue scan on every cold start (decision 039) — so it cannot serialise a
 * JS array itself. An array parameter is sent as PostgreSQL's array literal instead
 * ('{1,2,3}', '{"a","b\\"c"}'), which `$1::int[]` and friends read the same way.
 */
export function arrayLiteral(values: readonly unknown[]): string {
  const item = (v: unknown) => (v === null || v === undefined ? 'NULL' : typeof v === 'number' || typeof v === 'boolean' ? String(v) : `"${String(v).replace(/[\\"]/g, '\\$&')}"`)
  return `{${values.map(item).join(',')}}`
}

const toParams = (params: readonly unknown[]) => params.map((p) => (Array.isArray(p) ? arrayLiteral(p) : p)) as postgres.ParameterOrJSON<never>[]

export function poolSize(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.DATABASE_POOL_MAX)
  return Number.isInteger(n) && n > 0 ? n : 1
}

function wrap(sql: Sql, root: postgres.Sql | null, policy: RetryPolicy): Db {
  // Only a statement outside a transaction is retried: inside one, the connection is already ours.
  const retry = <T>(fn: () => Promise<T>) => (root ? withConnectRetry(fn, policy) : fn())
  return {
    dialect: 'postgres',
    async query<T>(text: string, params: readonly unknown[] = []) {
      const rows = await retry(() => sql.unsafe(text, toParams(params)))
      return rows as unknown as T[]
    },
    async exec(text) {
      // No parameters → simple protocol, so several statements may run in one call.
      await retry(() => sql.unsafe(text))
    },
    async transaction(fn) {
      if (!root) return fn(wrap(sql, null, policy)) // already inside one: join it
      // A refused connection fails begin() before fn runs, so trying again never runs fn twice.
      return (await withConnectRetry(() => root.begin((tx) => fn(wrap(tx, null, policy))), policy)) as never
    },
    async close() {
      await root?.end({ timeout: 5 })
    },
  }
}

export function createPostgresDb(url: string, options: PostgresOptions = {}): Db {
  const sql = postgres(url, {
    ...SERVERLESS_POOL,
    max: options.max ?? poolSize(),
    onnotice: () => {}, // "relation already exists, skipping" and friends are not news
    // bigint (prices, counts) fits a JS number for every value this catalogue holds.
    types: {
      bigint: {
        to: 20,
        from: [20, 1700],
        serialize: (x: number) => String(x),
        parse: (x: string) => Number(x),
      },
    },
    connection: options.schema ? { search_path: options.schema } : {},
  })
  return wrap(sql, sql, options.retry ?? CONNECT_RETRY)
}
