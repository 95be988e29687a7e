import type { IncomingMessage } from 'node:http'

/** A function answer kept in memory: status, headers and the bytes already sent once. */
export interface CachedResponse {
  status: number
  headers: Record<string, string | string[]>
  body: Buffer
  expires: number
}

/** At most this long, whatever max-age says: the local server must show new data quickly. */
const MAX_TTL_MS = 5_000
const MAX_ENTRIES = 2_000

/**
 * What a CDN does in front of the deployed functions, for `npm start`: GET answers marked
 * `Cache-Control: public, max-age=N` are kept for min(N, 5 s), keyed by URL and every request
 * header their Vary names (x-tenant-id, accept-encoding). Private and no-store answers — anything
 * that depends on who asks — are never kept. Writes through the operator route clear it.
 */
export function createResponseCache(now: () => number = Date.now) {
  const entries = new Map<string, CachedResponse & { vary: string[] }>()
  const varyKey = (req: IncomingMessage, vary: string[]) =>
    ['host', ...vary].map((h) => `${h}=${String(req.headers[h] ?? '')}`).join('&')

  return {
    get(req: IncomingMessage): CachedResponse | undefined {
      if (req.method !== 'GET' || req.headers.authorization) return undefined
      const base = entries.get(req.url ?? '')
      if (!base) return undefined
      const hit = entries.get(`${req.url}#${varyKey(req, base.vary)}`)
      if (!hit || hit.expires <= now()) return undefined
      return hit
    },
    put(req: IncomingMessage, res: Omit<CachedResponse, 'expires'>) {
      if (req.method !== 'GET' || req.headers.authorization || res.status !== 200) return
      const control = String(res.headers['cache-control'] ?? '')
      const maxAge = /(?:^|,)\s*public\b/.test(control) && /max-age=(\d+)/.exec(control)
      // max-age=0 (the page function's HTML: the browser must ask again) would never be served:
      // keeping it would only fill the map and push out the API answers that are.
      if (!maxAge || maxAge[1] === '0' || /no-store|private/.test(control)) return
      const vary = String(res.headers.vary ?? '')
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean)
      if (entries.size >= MAX_ENTRIES) entries.clear()
      const expires = now() + Math.min(Number(maxAge[1]) * 1000, MAX_TTL_MS)
      entries.set(req.url ?? '', { ...res, expires, vary })
      entries.set(`${req.url}#${varyKey(req, vary)}`, { ...res, expires, vary })
    },
    clear() {
      entries.clear()
    },
  }
}

export type ResponseCache = ReturnType<typeof createResponseCache>
