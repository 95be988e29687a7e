import postgres from 'postgres'
import type { Db } from './db'

type Sql = postgres.Sql | postgres.TransactionSql

export interface PostgresOptions {
  /** search_path for every connection: lets each test file own a schema. */
  schema?: string
  max?: number
}

function wrap(sql: Sql, root: postgres.Sql | null): Db {
  return {
    dialect: 'postgres',
    async query<T>(text: string, params: readonly unknown[] = []) {
      const rows = await sql.unsafe(text, params as postgres.ParameterOrJSON<never>[])
      return rows as unknown as T[]
    },
    async exec(text) {
      // No parameters → simple protocol, so several statements may run in one call.
      await sql.unsafe(text)
    },
    async transaction(fn) {
      if (!root) return fn(wrap(sql, null)) // already inside one: join it
      return (await root.begin((tx) => fn(wrap(tx, null)))) as never
    },
    async close() {
      await root?.end({ timeout: 5 })
    },
  }
}

export function createPostgresDb(url: string, options: PostgresOptions = {}): Db {
  const sql = postgres(url, {
    max: options.max ?? 10,
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
  return wrap(sql, sql)
}
