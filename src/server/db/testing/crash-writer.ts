/**
 * Child process of crash-durability.test.ts: `tsx crash-writer.ts <dir> <round> [check]`.
 * Opens the directory through createDb (recovering from the previous SIGKILL), reports what it
 * finds, then commits rows forever, printing `ack <id>` only after each commit resolved, until
 * the test kills it. Stdout to a pipe is synchronous on Linux, so every printed ack reaches the
 * parent even when the kill lands right after it.
 */
import { createDb } from '../get-db'

const [dir, roundArg, mode] = process.argv.slice(2)
if (!dir || !roundArg) throw new Error('usage: crash-writer.ts <dir> <round> [check]')
const round = Number(roundArg)

const db = await createDb(dir)
await db.exec(`
  create table if not exists crash_probe (id text primary key, round int not null, payload text not null);
  create table if not exists crash_total (one boolean primary key default true, n int not null);
  insert into crash_total (n) values (0) on conflict do nothing;
`)
const ids = (await db.query<{ id: string }>('select id from crash_probe')).map((r) => r.id)
const [total] = await db.query<{ n: number }>('select n from crash_total')
// The same count by a sequential scan and by the primary-key index: a torn page or an index
// entry without its row (or the reverse) would make them differ.
const [bySeq] = await db.transaction(async (tx) => {
  await tx.exec('set local enable_indexscan = off; set local enable_bitmapscan = off')
  return tx.query<{ n: number }>('select count(*)::int as n from crash_probe')
})
const [byIndex] = await db.transaction(async (tx) => {
  await tx.exec('set local enable_seqscan = off; set local enable_bitmapscan = off')
  return tx.query<{ n: number }>('select count(*)::int as n from crash_probe where id > $1', [''])
})
const report = { ids, total: total?.n, bySeq: bySeq?.n, byIndex: byIndex?.n }
process.stdout.write(`open ${JSON.stringify(report)}\n`)
if (mode === 'check') {
  await db.close()
  process.exit(0)
}

// Seeded payload sizes (small rows and the odd 30 KB one spanning several WAL pages).
let state = Math.imul(round, 2654435761) >>> 0
const next = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32
for (let i = 0; ; i++) {
  const id = `${round}-${i}`
  const size = next() < 0.1 ? 30_000 : Math.floor(next() * 2000)
  await db.transaction(async (tx) => {
    await tx.query('insert into crash_probe (id, round, payload) values ($1, $2, $3)', [
      id,
      round,
      'x'.repeat(size),
    ])
    await tx.query('update crash_total set n = n + 1')
  })
  process.stdout.write(`ack ${id}\n`)
}
