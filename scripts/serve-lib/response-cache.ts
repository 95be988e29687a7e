import type { IncomingMessage } from 'node:http'

/** A function answer kept in memory: status, headers and the bytes already sent once. */
export interface CachedResponse {
  status: number
  headers: Record<string, string | string[]>
  body: Buffer
  expires: number
}

type Entry = CachedResponse & { vary: string[]; tags: string[] }

/** How long a CDN may keep an answer, in seconds: Netlify-CDN-Cache-Control's s-maxage, else a public max-age; 0 never. */
function cdnSeconds(headers: Record<string, string | string[]>): number {
  const cdn = headers['netlify-cdn-cache-control']
  const control = String(cdn ?? headers['cache-control'] ?? '')
  if (!/(?:^|,)\s*public\b/.test(control) || /no-store|private/.test(control)) return 0
  const age = (cdn ? /s-maxage=(\d+)/ : /max-age=(\d+)/).exec(control)
  return age ? Number(age[1]) : 0
}

const listOf = (header: string | string[] | undefined, separator: RegExp) =>
  String(header ?? '')
    .split(separator)
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean)

/** At most this long, whatever max-age says: the local server must show new data quickly. */
const MAX_TTL_MS = 5_000
const MAX_ENTRIES = 2_000

/**
 * What a CDN does in front of the deployed functions, for `npm start`: GET answers marked
 * `Cache-Control: public, max-age=N` (API) or `Netlify-CDN-Cache-Control: public, s-maxage=N`
 * (painted pages) are kept for min(N, 5 s), keyed by URL and every request header their Vary names
 * (x-tenant-id, accept-encoding). Private and no-store answers — anything that depends on who
 * asks — are never kept. Writes through the operator route clear it; an operator's change purges
 * the pages tagged with it (Netlify-Cache-Tag), as on Netlify.
 */
export function createResponseCache(now: () => number = Date.now) {
  const entries = new Map<string, Entry>()
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
      // An answer no CDN may keep (max-age=0 without Netlify-CDN-Cache-Control) would never be
      // served: keeping it would only fill the map and push out the answers that are.
      const seconds = cdnSeconds(res.headers)
      if (!seconds) return
      const vary = listOf(res.headers.vary, /,/)
      const tags = listOf(res.headers['netlify-cache-tag'], /,/)
      if (entries.size >= MAX_ENTRIES) entries.clear()
      const entry = { ...res, expires: now() + Math.min(seconds * 1000, MAX_TTL_MS), vary, tags }
      entries.set(req.url ?? '', entry)
      entries.set(`${req.url}#${varyKey(req, vary)}`, entry)
    },
    /** Drops every answer carrying one of these cache tags. */
    purge(tags: readonly string[]) {
      const drop = new Set(tags.map((t) => t.toLowerCase()))
      for (const [key, entry] of entries) if (entry.tags.some((t) => drop.has(t))) entries.delete(key)
    },
    clear() {
      entries.clear()
    },
  }
}

export type ResponseCache = ReturnType<typeof createResponseCache>
