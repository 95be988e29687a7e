import type { Db } from './db'
import { MIGRATIONS } from './migrations/all-migrations'

export interface Migration {
  version: number
  name: string
  sql: string
}

/**
 * Applies every migration not yet recorded in schema_migrations, in version order, inside one
 * transaction. The advisory lock makes concurrent cold starts (several functions, several test
 * files on one database) wait for each other instead of racing; keyed by schema so per-test
 * schemas do not serialise on each other more than needed.
 */
export async function migrate(
  db: Db,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<number[]> {
  const sorted = [...migrations].sort((a, b) => a.version - b.version)
  if (await upToDate(db, sorted)) return []
  return db.transaction(async (tx) => {
    await tx.query(
      `select pg_advisory_xact_lock(hashtext('haven:migrations:' || current_schema()))`,
    )
    await tx.exec(`create table if not exists schema_migrations (
      version integer primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`)
    const done = new Set(
      (await tx.query<{ version: number }>('select version from schema_migrations')).map(
        (r) => r.version,
      ),
    )
    const applied: number[] = []
    for (const m of sorted) {
      if (done.has(m.version)) continue
      await tx.exec(m.sql)
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [
        m.version,
        m.name,
      ])
      applied.push(m.version)
    }
    return applied
  })
}

/**
 * Every function instance migrates on its cold start: when all is applied (nearly always), one
 * read answers, without the transaction and lock that would queue cold starts one behind another.
 */
async function upToDate(db: Db, migrations: readonly Migration[]): Promise<boolean> {
  try {
    const [row] = await db.query<{ n: number }>('select count(*)::int as n from schema_migrations where version = any($1::int[])', [
      migrations.map((m) => m.version),
    ])
    return row?.n === migrations.length
  } catch (err) {
    if ((err as { code?: string }).code === '42P01') return false // a new database: no table yet
    throw err
  }
}
