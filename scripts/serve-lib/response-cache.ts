import type { IncomingMessage } from 'node:http'

/** A function answer kept in memory: status, headers and the bytes already sent once. */
export interface CachedResponse {
  status: number
  headers: Record<string, string | string[]>
  body: Buffer
  expires: number
}

type Entry = CachedResponse & { vary: string[]; cookies: string[]; tags: string[] }

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

/** Netlify-Vary's `header=a|b` and `cookie=c|d` (decision 055): more request headers, and cookies by name. */
function netlifyVary(header: string | string[] | undefined) {
  const parts = listOf(header, /,/).map((p) => p.split('='))
  const names = (kind: string) => parts.filter(([k]) => k === kind).flatMap(([, v]) => (v ?? '').split('|').filter(Boolean))
  return { headers: names('header'), cookies: names('cookie') }
}

const cookieValue = (req: IncomingMessage, name: string) =>
  new RegExp(`(?:^|;)\\s*${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}=([^;]*)`).exec(String(req.headers.cookie ?? ''))?.[1] ?? ''

/** At most this long, whatever max-age says: the local server must show new data quickly. */
const MAX_TTL_MS = 5_000
const MAX_ENTRIES = 2_000

/**
 * What a CDN does in front of the deployed functions, for `npm start`: GET answers marked
 * `Cache-Control: public, max-age=N` (API) or `Netlify-CDN-Cache-Control: public, s-maxage=N`
 * (painted pages) are kept for min(N, 5 s), keyed by URL and every request header their Vary names
 * (x-tenant-id, accept-encoding) and Netlify-Vary names (Save-Data, the data saver cookie). Private and no-store answers — anything that depends on who
 * asks — are never kept. Writes through the operator route clear it; an operator's change purges
 * the pages tagged with it (Netlify-Cache-Tag), as on Netlify.
 */
export function createResponseCache(now: () => number = Date.now) {
  const entries = new Map<string, Entry>()
  const varyKey = (req: IncomingMessage, { vary, cookies }: Pick<Entry, 'vary' | 'cookies'>) =>
    [...['host', ...vary].map((h) => `${h}=${String(req.headers[h] ?? '')}`), ...cookies.map((c) => `cookie:${c}=${cookieValue(req, c)}`)].join('&')

  return {
    get(req: IncomingMessage): CachedResponse | undefined {
      if (req.method !== 'GET' || req.headers.authorization) return undefined
      const base = entries.get(req.url ?? '')
      if (!base) return undefined
      const hit = entries.get(`${req.url}#${varyKey(req, base)}`)
      if (!hit || hit.expires <= now()) return undefined
      return hit
    },
    put(req: IncomingMessage, res: Omit<CachedResponse, 'expires'>) {
      if (req.method !== 'GET' || req.headers.authorization || res.status !== 200) return
      // An answer no CDN may keep (max-age=0 without Netlify-CDN-Cache-Control) would never be
      // served: keeping it would only fill the map and push out the answers that are.
      const seconds = cdnSeconds(res.headers)
      if (!seconds) return
      const more = netlifyVary(res.headers['netlify-vary'])
      const vary = [...listOf(res.headers.vary, /,/), ...more.headers]
      const tags = listOf(res.headers['netlify-cache-tag'], /,/)
      if (entries.size >= MAX_ENTRIES) entries.clear()
      const entry = { ...res, expires: now() + Math.min(seconds * 1000, MAX_TTL_MS), vary, cookies: more.cookies, tags }
      entries.set(req.url ?? '', entry)
      entries.set(`${req.url}#${varyKey(req, entry)}`, entry)
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
