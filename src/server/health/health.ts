import type { Db } from '~/server/db/db'
import { scrubError } from '~/server/email/queue/run-mail-queue'
import baked from './build-commit.json'

/** 'ok'; 'degraded' while mail is not going out (requests are still served, messages wait); 'unknown' when the database did not answer. */
export type MailStatus = 'ok' | 'degraded' | 'unknown'

export interface HealthReport {
  /** Can this deploy serve requests: the database answers (decision 039). Mail never makes it false. */
  ready: boolean
  /** What works but not fully: 'mail' while messages wait. Empty when all is well. */
  degraded: 'mail'[]
  /** The deployed commit: Netlify's COMMIT_REF, else the one build:deploy baked in, else 'unknown'. */
  commit: string
  database: { ready: boolean; ms: number; error?: string }
  mail: {
    /** Mail is going out: no message has waited STUCK_MAIL_SECONDS, and a deploy has SMTP. */
    ready: boolean
    status: MailStatus
    transport: 'smtp' | 'outbox'
    /** null when the database did not answer. */
    queue: { depth: number; oldest_unsent_seconds: number } | null
    /** The newest error of a message not yet sent, credentials scrubbed. */
    last_error: string | null
  }
}

/** How long the checks may take: a health check that hangs is a failed one. */
export const HEALTH_TIMEOUT_MS = 2_000
/** A message unsent this long means mail is not going out (the schedule runs every minute): degraded, still ready. */
export const STUCK_MAIL_SECONDS = 15 * 60

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([work, late]).finally(() => clearTimeout(timer))
}

const QUEUE_SQL = `select
  (select count(*)::int from mail_queue where sent_at is null and failed_at is null) as depth,
  (select coalesce(extract(epoch from now() - min(created_at)), 0)::int from mail_queue where sent_at is null and failed_at is null) as oldest_unsent_seconds,
  (select last_error from mail_queue where sent_at is null and last_error is not null order by last_attempt_at desc nulls last limit 1) as last_error`

/** What anybody may read (issue 33, finding 3): ready or not, nothing that varies with mail or accounts. */
export interface PublicHealth {
  ready: boolean
}

/**
 * Readiness alone, for the unauthenticated caller: one `select 1`, no read of the mail queue — its
 * depth rises when a reset code is mailed to an existing account, and its last error can name a
 * buyer's address or the relay's host, so neither may reach a stranger.
 */
export async function checkReady(getDb: () => Promise<Db>): Promise<PublicHealth> {
  try {
    await within(HEALTH_TIMEOUT_MS, (async () => (await getDb()).query('select 1'))())
    return { ready: true }
  } catch {
    return { ready: false }
  }
}

/** Database and mail readiness, and what is deployed, for the operator; no URL, no password. */
export async function checkHealth(getDb: () => Promise<Db>, env: NodeJS.ProcessEnv = process.env): Promise<HealthReport> {
  const started = performance.now()
  let database: HealthReport['database']
  let queue: { depth: number; oldest_unsent_seconds: number; last_error: string | null } | null = null
  try {
    queue = await within(HEALTH_TIMEOUT_MS, (async () => {
      const db = await getDb()
      await db.query('select 1')
      return (await db.query<{ depth: number; oldest_unsent_seconds: number; last_error: string | null }>(QUEUE_SQL))[0]!
    })())
    database = { ready: true, ms: Math.round(performance.now() - started) }
  } catch (err) {
    database = { ready: false, ms: Math.round(performance.now() - started), error: scrubError(err) }
  }
  const deployed = env.NETLIFY === 'true' || Boolean(env.CONTEXT?.trim())
  const transport = env.SMTP_URL?.trim() ? 'smtp' : 'outbox'
  const mailReady = (transport === 'smtp' || !deployed) && queue !== null && queue.oldest_unsent_seconds < STUCK_MAIL_SECONDS
  const mailStatus: MailStatus = queue === null ? 'unknown' : mailReady ? 'ok' : 'degraded'
  return {
    ready: database.ready,
    degraded: mailStatus === 'degraded' ? ['mail'] : [],
    commit: env.COMMIT_REF?.trim() || (baked as { commit: string | null }).commit || 'unknown',
    database,
    mail: {
      ready: mailReady,
      status: mailStatus,
      transport,
      queue: queue && { depth: queue.depth, oldest_unsent_seconds: queue.oldest_unsent_seconds },
      last_error: queue?.last_error ? scrubError(queue.last_error) : null,
    },
  }
}
