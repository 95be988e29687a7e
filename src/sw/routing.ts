/**
 * The service worker's decisions, as pure functions so vitest can check them without a browser
 * (decision 054): which strategy a request gets, which cache holds it, what may be stored.
 */

/** How the worker answers a request. */
export type Strategy =
  /** Not the worker's business: the browser's own network path. */
  | 'pass'
  /** Network first, then this URL's cached copy, then the app shell or the offline page. */
  | 'navigation'
  /** Hashed build files: cache first (a name never changes content). */
  | 'asset'
  /** Photos: cache first, a capped number kept. */
  | 'media'
  /** API reads: network first, then the cached answer. */
  | 'api'
  /** Other files of the site (icons, fonts): network first. */
  | 'file'
  /** A write with an Idempotency-Key: sent, or kept and sent when the network returns. */
  | 'outbox'

export interface RequestFacts {
  method: string
  url: string
  mode: string
  /** The worker's own origin. */
  origin: string
  headers: { get(name: string): string | null }
}

/** Paths the worker never touches: the operator console (its own build, decision 045), auth and health answers, itself. */
const PASS = [/^\/console(\/|$)/, /^\/api\/v1\/console(\/|$)/, /^\/api\/v1\/auth\//, /^\/api\/v1\/health$/, /^\/api\/alerts\//, /^\/sw\.js$/]

export function strategyFor(req: RequestFacts): Strategy {
  const url = new URL(req.url)
  if (url.origin !== req.origin) return 'pass'
  if (PASS.some((p) => p.test(url.pathname))) return 'pass'
  if (req.method !== 'GET') {
    const write = req.method === 'POST' && url.pathname.startsWith('/api/') && req.headers.get('idempotency-key')
    return write ? 'outbox' : 'pass'
  }
  if (req.mode === 'navigate') return 'navigation'
  if (url.pathname.startsWith('/assets/')) return 'asset'
  if (url.pathname.startsWith('/media/')) return 'media'
  if (url.pathname.startsWith('/api/')) return 'api'
  return 'file'
}

/** Caches named by build version are one build's files; the rest hold data and outlive builds. */
const BUILD_PREFIX = 'haven-v:'
const USER_PREFIX = 'haven-user:'
export const buildCache = (version: string) => `${BUILD_PREFIX}${version}`
export const MEDIA_CACHE = 'haven-media'
export const API_CACHE = 'haven-api'
export const userCache = (userId: string) => `${USER_PREFIX}${userId}`
export const isUserCache = (name: string) => name.startsWith(USER_PREFIX)
/** Another build's cache: deleted when this build's worker activates. */
export const isStaleBuildCache = (name: string, version: string) => name.startsWith(BUILD_PREFIX) && name !== buildCache(version)

/** How many photos, and public API answers, are kept: the oldest go first. */
export const MEDIA_LIMIT = 150
export const API_LIMIT = 200

/**
 * The user an `Authorization: Bearer <jwt>` names, read from the token's payload (its `id`). The
 * worker cannot check the signature and need not: it only chooses which of the device's caches an
 * answer goes to; the server decides what the token may read.
 */
export function userOf(authorization: string | null): string | null {
  const token = /^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1]
  const payload = token?.split('.')[1]
  if (!payload) return null
  try {
    const b64 = payload.replace(/-/g, '+').replace(/_/g, '/')
    const id = (JSON.parse(atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4))) as { id?: unknown }).id
    return typeof id === 'number' || (typeof id === 'string' && /^[\w-]{1,64}$/.test(id)) ? String(id) : null
  } catch {
    return null
  }
}

export interface ResponseFacts {
  status: number
  type: string
  headers: { get(name: string): string | null }
}

/**
 * Whether an answer may be kept. Only a complete 200 (never an error over a good copy, never an
 * opaque or partial answer). `no-store` and `private` answers are kept only when `personal` (sent
 * with a bearer token), and then only in that user's cache, deleted at sign-out: a buyer's own
 * pages must stay readable offline. A private answer without a token (a cookie) names no user the
 * worker can see, so it is not kept.
 */
export function mayStore(res: ResponseFacts, personal: boolean): boolean {
  if (res.status !== 200 || res.type === 'opaque') return false
  const cc = (res.headers.get('cache-control') ?? '').toLowerCase()
  if (/\b(no-store|private)\b/.test(cc)) return personal
  return true
}

/** `/listings/:slug` → a RegExp for one client route (the app shell answers those). */
export function routePattern(path: string): RegExp {
  const body = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, (c) => `\\${c}`)))
    .join('/')
  return new RegExp(`^${body}/?$`)
}
