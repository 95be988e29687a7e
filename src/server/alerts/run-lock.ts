import { randomUUID } from 'node:crypto'
import type { Db } from '~/server/db/db'

/**
 * A lease row, so two alert runs never overlap: taken when free or when its lease ran out (a
 * run that died), released by its holder. Not pg_try_advisory_lock: a session lock is lost
 * behind a transaction pooler, which may run the unlock on another connection (decision 039).
 */
export async function takeRunLock(db: Db, name: string, leaseSeconds: number): Promise<string | null> {
  const holder = randomUUID()
  const rows = await db.query(
    `insert into alert_run_lock (name, holder, until) values ($1, $2, now() + make_interval(secs => $3))
     on conflict (name) do update set holder = excluded.holder, until = excluded.until where alert_run_lock.until < now()
     returning holder`,
    [name, holder, leaseSeconds],
  )
  return rows.length ? holder : null
}

export async function releaseRunLock(db: Db, name: string, holder: string): Promise<void> {
  await db.query('delete from alert_run_lock where name = $1 and holder = $2', [name, holder])
}
