import { HttpError } from '~/server/http/envelope'

/**
 * Why PostgreSQL would not give us a connection, or null when err is something else. These all
 * happen before a statement is sent, so the statement may be tried again without running twice.
 */
export function connectionRefusal(err: unknown): string | null {
  const e = err as { code?: string; message?: string } | null
  switch (e?.code) {
    case '53300':
      return `too many clients (53300: ${e.message})`
    case '57P03':
      return `the server is starting or stopping (57P03: ${e.message})`
    case 'ECONNREFUSED':
      return 'the server refused the TCP connection (ECONNREFUSED)'
    case 'CONNECT_TIMEOUT':
      return 'no connection within connect_timeout (CONNECT_TIMEOUT)'
    default:
      return null
  }
}

export const BUSY_MESSAGE = 'The service is busy, please try again shortly'

/** The database refused connections for longer than a request may wait: a 503 with Retry-After. */
export class DatabaseBusyError extends HttpError {
  constructor(override readonly cause: string) {
    super(503, BUSY_MESSAGE, null, { 'retry-after': '5' })
    this.name = 'DatabaseBusyError'
  }
}

export interface RetryPolicy {
  /** The longest a statement waits for a connection, in ms: 8 s, leaving 2 of Netlify's 10 s to answer. */
  budgetMs: number
  /** The first wait's ceiling; it doubles each time up to capMs ("full jitter": a random wait below it). */
  baseMs: number
  capMs: number
}

export const CONNECT_RETRY: RetryPolicy = { budgetMs: 8_000, baseMs: 25, capMs: 800 }

/**
 * Runs fn; while PostgreSQL refuses the connection, waits a random time under an exponentially
 * growing ceiling and tries again — more live instances than connections then take turns instead
 * of failing. Past the budget: one log line naming the cause, and DatabaseBusyError.
 */
export async function withConnectRetry<T>(fn: () => Promise<T>, policy: RetryPolicy = CONNECT_RETRY): Promise<T> {
  const started = Date.now()
  for (let attempt = 0; ; attempt++) {
    try {
      return await fn()
    } catch (err) {
      const cause = connectionRefusal(err)
      if (!cause) throw err
      const wait = Math.random() * Math.min(policy.capMs, policy.baseMs * 2 ** attempt)
      const waited = Date.now() - started
      if (waited + wait > policy.budgetMs) {
        console.error(`[db] PostgreSQL refused a connection for ${waited} ms, ${attempt + 1} attempts: ${cause}; answering 503`)
        throw new DatabaseBusyError(cause)
      }
      await new Promise((r) => setTimeout(r, wait))
    }
  }
}
