import type { Db } from '~/server/db/db'
import type { Mailer } from '../mailer'
import { fromStored, settleRecord, type MailRecord } from './mail-queue'

export interface RetryRules {
  /** Attempts in all; after the last failed one the message is failed. */
  attempts: number
  /** The wait after the first failure; it doubles after each (±20 % jitter), up to capSeconds. */
  baseSeconds: number
  capSeconds: number
  /** A runner's claim on a message: longer than any send may take (the SMTP timeouts, mailer.ts). */
  leaseSeconds: number
}

/** 8 attempts over about two hours: 1, 2, 4, 8, 16, 32, 60 minutes apart (decision 039). */
export const MAIL_RETRY: RetryRules = { attempts: 8, baseSeconds: 60, capSeconds: 3600, leaseSeconds: 300 }

interface Claimed {
  id: number
  area: string
  what: string
  message: Parameters<typeof fromStored>[0]
  attempts: number
  record_table: MailRecord['table'] | null
  record_id: number | null
}

export interface RunResult {
  sent: number
  retrying: number
  failed: number
}

/**
 * Claims up to `limit` due messages for this runner: a lease and the attempt counted in one
 * statement. `for update skip locked` lets runners claim side by side without waiting for or
 * taking each other's rows; the lease keeps a claimed row from every other runner until it ends.
 */
async function claimDue(db: Db, limit: number, rules: RetryRules): Promise<Claimed[]> {
  return db.query<Claimed>(
    `update mail_queue set claimed_until = now() + make_interval(secs => $2), attempts = attempts + 1, last_attempt_at = now()
     where id in (
       select id from mail_queue
       where sent_at is null and failed_at is null and next_attempt_at <= now()
         and (claimed_until is null or claimed_until < now())
       order by next_attempt_at, id
       limit $1
       for update skip locked)
     returning id::int as id, area, what, message, attempts, record_table, record_id::int as record_id`,
    [limit, rules.leaseSeconds],
  )
}

/** Error text for the row and the health report, without credentials an SMTP URL may carry. */
export function scrubError(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err)
  return text.replace(/([a-z][a-z0-9+.-]*:\/\/)[^@\s/]+@/gi, '$1***@').slice(0, 1000)
}

function retryDelaySeconds(attempts: number, rules: RetryRules) {
  const wait = Math.min(rules.capSeconds, rules.baseSeconds * 2 ** (attempts - 1))
  return wait * (0.8 + Math.random() * 0.4)
}

async function attempt(db: Db, transport: Mailer, row: Claimed, rules: RetryRules): Promise<keyof RunResult> {
  let outcome: keyof RunResult
  try {
    await transport.send(fromStored(row.message))
    // Only now, after the server took it; a crash between the two sends it again (at least once).
    await db.query('update mail_queue set sent_at = now(), claimed_until = null, last_error = null where id = $1', [row.id])
    outcome = 'sent'
  } catch (err) {
    const error = scrubError(err)
    if (row.attempts >= rules.attempts) {
      await db.query('update mail_queue set failed_at = now(), claimed_until = null, last_error = $2 where id = $1', [row.id, error])
      console.error(`[${row.area}] ${row.what} e-mail failed:`, `message ${row.id}, attempt ${row.attempts} of ${rules.attempts}, giving up: ${error}`)
      outcome = 'failed'
    } else {
      const delay = retryDelaySeconds(row.attempts, rules)
      await db.query(
        'update mail_queue set next_attempt_at = now() + make_interval(secs => $2), claimed_until = null, last_error = $3 where id = $1',
        [row.id, delay, error],
      )
      console.warn(`[${row.area}] ${row.what} e-mail: message ${row.id}, attempt ${row.attempts} of ${rules.attempts} failed, retrying in ${Math.round(delay)} s: ${error}`)
      outcome = 'retrying'
    }
  }
  if (outcome !== 'retrying' && row.record_table && row.record_id !== null) await settleRecord(db, { table: row.record_table, id: row.record_id })
  return outcome
}

/**
 * One pass of the queue: claims what is due and sends it, a few at a time, until nothing due is
 * left. Safe to run anywhere and any number of times at once.
 */
export async function runMailQueue(db: Db, transport: Mailer, rules: RetryRules = MAIL_RETRY, batch = 10): Promise<RunResult> {
  const result: RunResult = { sent: 0, retrying: 0, failed: 0 }
  for (;;) {
    const rows = await claimDue(db, batch, rules)
    if (rows.length === 0) return result
    for (const outcome of await Promise.all(rows.map((row) => attempt(db, transport, row, rules)))) result[outcome]++
  }
}

/** Sent messages carry addresses and attachments: kept 30 days for the operator, then deleted. */
export async function pruneSentMail(db: Db, days = 30): Promise<number> {
  const rows = await db.query('delete from mail_queue where sent_at < now() - make_interval(days => $1) returning id', [days])
  return rows.length
}
