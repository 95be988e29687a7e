import { percentile, sampleConnections } from './connection-sampler'

export interface HttpCall {
  /** What the call is, for the per-kind figures ('api', 'page', 'form'). */
  kind: string
  path: string
  init?: RequestInit
}

export interface HttpLoadResult {
  requests: number
  errors: { kind: string; path: string; status: number; body: string }[]
  p50: number
  p95: number
  /** p50 and p95 of each kind of call. */
  kinds: Record<string, { n: number; p50: number; p95: number }>
  peakConnections: number
  wallMs: number
}

const summary = (ms: number[]) => {
  const s = [...ms].sort((a, b) => a - b)
  return { n: s.length, p50: percentile(s, 50), p95: percentile(s, 95) }
}

/**
 * Sends `requests` HTTP calls to base, `concurrency` in flight, while pg_stat_activity of
 * databaseUrl is sampled. An error is any answer that is not 2xx, or a call that threw.
 */
export async function runHttpLoad(o: { base: string; databaseUrl: string; requests: number; concurrency: number; call: (i: number) => HttpCall }): Promise<HttpLoadResult> {
  const sampler = sampleConnections(o.databaseUrl)
  const times: Record<string, number[]> = {}
  const errors: HttpLoadResult['errors'] = []
  let next = 0
  const started = performance.now()
  const lane = async () => {
    while (next < o.requests) {
      const c = o.call(next++)
      const t = performance.now()
      try {
        const res = await fetch(`${o.base}${c.path}`, { ...c.init, signal: AbortSignal.timeout(120_000) })
        const body = await res.text()
        if (res.status < 200 || res.status > 299) errors.push({ kind: c.kind, path: c.path, status: res.status, body: body.slice(0, 300) })
      } catch (err) {
        errors.push({ kind: c.kind, path: c.path, status: 0, body: String(err) })
      }
      ;(times[c.kind] ??= []).push(performance.now() - t)
    }
  }
  await Promise.all(Array.from({ length: o.concurrency }, lane))
  const wallMs = performance.now() - started
  const peakConnections = await sampler.stop()
  const all = summary(Object.values(times).flat())
  return { requests: o.requests, errors, p50: all.p50, p95: all.p95, kinds: Object.fromEntries(Object.entries(times).map(([k, v]) => [k, summary(v)])), peakConnections, wallMs }
}
