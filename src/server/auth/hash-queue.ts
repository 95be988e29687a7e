import { availableParallelism } from 'node:os'
import { HttpError } from '~/server/http/envelope'

/**
 * argon2 runs at most one job per core in this instance. Sign-in and password checks go first;
 * new hashes (sign-up, reset, change) wait behind them, and when too many already wait the new
 * one is refused at once with 503 rather than queued for seconds: a flood of unauthenticated
 * sign-ups cannot starve a buyer's sign-in of CPU (issue 20, finding 6; decision 040).
 */
export type HashPriority = 'check' | 'hash'

const SLOTS = Math.max(1, availableParallelism())
/** Hashes allowed to wait per instance: about a second of work on a 2-core machine. */
export const MAX_WAITING_HASHES = 16

let running = 0
let started = 0
/** How many argon2 jobs this instance has started: the security tests count them. */
export const hashJobsStarted = () => started
const waiting: Record<HashPriority, (() => void)[]> = { check: [], hash: [] }

function next() {
  if (running >= SLOTS) return
  const job = waiting.check.shift() ?? waiting.hash.shift()
  if (!job) return
  running++
  started++
  job()
}

export function withHashSlot<T>(priority: HashPriority, work: () => Promise<T>): Promise<T> {
  if (priority === 'hash' && waiting.hash.length >= MAX_WAITING_HASHES)
    return Promise.reject(new HttpError(503, 'We are very busy right now. Please try again in a minute.', null, { 'retry-after': '30' }))
  return new Promise<T>((resolve, reject) => {
    waiting[priority].push(() => {
      work()
        .then(resolve, reject)
        .finally(() => {
          running--
          next()
        })
    })
    next()
  })
}
