import { percentile, sampleConnections } from './connection-sampler'
import { callInFreshInstance, type InstanceRequest } from './function-instances'

export interface LoadOptions {
  /** The bundled function (bundleFunctionFile). */
  bundle: string
  /** DATABASE_URL of the instances; also where pg_stat_activity is sampled. */
  databaseUrl: string
  requests: number
  /** Calls in flight at once; each is a new instance, and old ones live on until their pool lets go. */
  concurrency: number
  request: (i: number) => InstanceRequest
  env?: NodeJS.ProcessEnv
  /**
   * Instances alive at once, answered or not (default 40, twice the 20 connections): a platform runs each on its own machine,
   * this one holds them all in one process, which runs out of memory past a few hundred.
   */
  maxInstances?: number
}

export interface LoadResult {
  requests: number
  errors: { status: number; body: string }[]
  p50: number
  p95: number
  /** The most client connections PostgreSQL held at once (the sampler's own excluded). */
  peakConnections: number
  /** The most instance threads alive at once (answered or not). */
  peakInstances: number
  /** Wall time of the whole run, ms. */
  wallMs: number
  /** Instances still holding on (their pool open) 10 s after the last answer; ended then. */
  lingering: number
}

/**
 * Drives `requests` calls through fresh function instances, `concurrency` at a time, while one
 * connection of its own samples pg_stat_activity every 25 ms. An error is any answer that is not
 * 2xx, or a call that threw.
 */
export async function runServerlessLoad(o: LoadOptions): Promise<LoadResult> {
  const sampler = sampleConnections(o.databaseUrl)
  const env = { ...process.env, ...o.env, DATABASE_URL: o.databaseUrl }
  const latencies: number[] = []
  const errors: LoadResult['errors'] = []
  const exits: Promise<void>[] = []
  const ends: (() => Promise<void>)[] = []
  let live = 0
  let peakInstances = 0
  let next = 0
  const started = performance.now()
  const maxInstances = o.maxInstances ?? 40
  const waiting: (() => void)[] = []
  const lane = async () => {
    while (next < o.requests) {
      while (live >= maxInstances) await new Promise<void>((r) => waiting.push(r))
      if (next >= o.requests) return
      const i = next++
      live++
      peakInstances = Math.max(peakInstances, live)
      try {
        const answer = await callInFreshInstance(o.bundle, o.request(i), env)
        exits.push(answer.exited.then(() => {
          live--
          waiting.shift()?.()
        }))
        ends.push(answer.terminate)
        latencies.push(answer.ms)
        if (answer.status < 200 || answer.status > 299) errors.push({ status: answer.status, body: answer.body.slice(0, 300) })
      } catch (err) {
        live--
        errors.push({ status: 0, body: String(err) })
      }
    }
  }
  await Promise.all(Array.from({ length: o.concurrency }, lane))
  const wallMs = performance.now() - started
  const lingerWait = new Promise<'late'>((r) => setTimeout(() => r('late'), 10_000).unref())
  await Promise.race([Promise.all(exits), lingerWait])
  const lingering = live
  await Promise.all(ends.map((end) => end()))
  const peakConnections = await sampler.stop()
  latencies.sort((a, b) => a - b)
  return { requests: o.requests, errors, p50: percentile(latencies, 50), p95: percentile(latencies, 95), peakConnections, peakInstances, wallMs, lingering }
}
