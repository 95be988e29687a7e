/**
 * Haven's service worker (decision 054), hand-written and small. The build prepends each tenant's
 * `HAVEN_SW` (version, precache list, shell, client routes) and writes it to dist/<tenant>/sw.js.
 *
 * - One build's shell and files live in one cache named by its version, installed whole; a new
 *   version waits until no page of the old one is open, then deletes the old cache: a page and its
 *   files always come from the same build.
 * - Pages: network first, then the copy of that URL, then the app shell (client routes), then an
 *   offline page. Photos: cache first, capped. API reads: network first, then the cached answer;
 *   a buyer's own answers (sent with their token) in a cache of theirs, deleted at sign-out.
 * - Writes with an Idempotency-Key that find no network are kept and sent when it returns.
 */
import { CACHED_AT_HEADER, OFFLINE_SAVED, QUEUED_STATUS, offlineNoticeText, type PageMessage, type WorkerMessage } from '~/lib/offline/offline-words'
import { offlinePage, titleOf, withNotice } from './offline-html'
import { flush, forgetUsers, keep, keptStore, type KeptWrite } from './outbox'
import { API_CACHE, API_LIMIT, buildCache, isStaleBuildCache, isUserCache, mayStore, MEDIA_CACHE, MEDIA_LIMIT, routePattern, strategyFor, userCache, userOf } from './routing'
import type { FetchEvent, WorkerBuild, WorkerScope } from './sw-scope'

declare const self: WorkerScope
declare const HAVEN_SW: WorkerBuild

const BUILD = buildCache(HAVEN_SW.version)
const clientRoutes = HAVEN_SW.clientRoutes.map(routePattern)
const SYNC_TAG = 'haven-outbox'
const MATCH = { ignoreVary: true }

/** A copy to store, stamped with the time it was stored (the notice's '14:32'). */
function stamped(res: Response): Response {
  const headers = new Headers(res.headers)
  headers.set(CACHED_AT_HEADER, String(Date.now()))
  headers.delete('content-encoding')
  headers.delete('content-length')
  return new Response(res.body, { status: res.status, statusText: res.statusText, headers })
}

async function put(cacheName: string, req: Request, res: Response, limit?: number) {
  const cache = await self.caches.open(cacheName)
  await cache.put(req, stamped(res))
  if (!limit) return
  const keys = await cache.keys()
  for (const old of keys.slice(0, Math.max(0, keys.length - limit))) await cache.delete(old)
}

const cachedAt = (res: Response) => {
  const ms = Number(res.headers.get(CACHED_AT_HEADER))
  return ms > 0 ? new Date(ms) : null
}

/** A cached page with the offline notice written into it. */
async function withOfflineNotice(res: Response, at: Date | null): Promise<Response> {
  const headers = new Headers(res.headers)
  headers.delete('content-length')
  return new Response(withNotice(await res.text(), offlineNoticeText(at)), { status: 200, headers })
}

async function offlineFallback(cache: Cache): Promise<Response> {
  const seen: { path: string; title: string }[] = []
  for (const key of await cache.keys()) {
    const path = new URL(key.url).pathname
    if (path.startsWith('/assets/') || path === HAVEN_SW.shell || seen.length >= 12) continue
    const res = await cache.match(key, MATCH)
    if (!res?.headers.get('content-type')?.includes('text/html') || !res.headers.has(CACHED_AT_HEADER)) continue
    // A client route's copy is the app shell: its route's title names it better than the shell's.
    seen.push({ path: path + new URL(key.url).search, title: HAVEN_SW.titles[path] ?? titleOf(await res.text()) })
  }
  const shell = await cache.match(HAVEN_SW.shell, MATCH)
  return new Response(offlinePage(seen, shell ? titleOf(await shell.text()) : ''), { status: 503, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } })
}

async function navigate(req: Request): Promise<Response> {
  try {
    const res = await self.fetch(req)
    if (res.headers.get('content-type')?.includes('text/html')) {
      if (mayStore(res, false)) await put(BUILD, req, res.clone())
      else if (res.ok && clientRoutes.some((p) => p.test(new URL(req.url).pathname))) await keepShellFor(req)
    }
    return res
  } catch {
    const cache = await self.caches.open(BUILD)
    const hit = await cache.match(req, MATCH)
    if (hit) return withOfflineNotice(hit, cachedAt(hit))
    const shell = clientRoutes.some((p) => p.test(new URL(req.url).pathname)) && (await cache.match(HAVEN_SW.shell, MATCH))
    // The shell's own time means nothing to a buyer: the answers it draws bring theirs.
    if (shell) return withOfflineNotice(shell, null)
    return offlineFallback(cache)
  }
}

/**
 * A signed-in page painted for the buyer (decision 053) is private and never kept; offline it is
 * the app shell drawing the buyer's kept answers. The shell is kept under its address, so the
 * offline page lists it among the pages seen, dated by this visit.
 */
async function keepShellFor(req: Request) {
  const shell = await (await self.caches.open(BUILD)).match(HAVEN_SW.shell, MATCH)
  if (shell) await put(BUILD, req, new Response(await shell.text(), { headers: { 'content-type': 'text/html; charset=utf-8' } }))
}

async function cacheFirst(cacheName: string, req: Request, limit?: number): Promise<Response> {
  const hit = await (await self.caches.open(cacheName)).match(req, MATCH)
  if (hit) return hit
  const res = await self.fetch(req)
  if (mayStore(res, false)) await put(cacheName, req, res.clone(), limit)
  return res
}

const envelope = (status: number, body: object) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' } })

/**
 * The oldest cached answer each page was given, so the page can date its notice: told at once,
 * and again when its offline module asks (it loads when idle, after the first answers). Kept in
 * memory: a page asks within seconds, long before an idle worker is stopped.
 */
const servedAt = new Map<string, number>()

function noteServed(clientId: string, res: Response) {
  const at = Number(res.headers.get(CACHED_AT_HEADER))
  if (!clientId || !(at > 0)) return
  const oldest = Math.min(at, servedAt.get(clientId) ?? at)
  servedAt.set(clientId, oldest)
  void self.clients.get(clientId).then((c) => c?.postMessage({ type: 'cached', at: oldest } satisfies WorkerMessage))
}

/**
 * Sign-outs this worker has handled: an answer about a user that was still on its way when they
 * signed out is not stored after their cache was deleted (issue 33).
 */
let signOuts = 0

/** Network first; offline, the last good answer from the cache it belongs to (the user's own for a token). */
async function networkFirst(req: Request, shared: string, limit?: number, clientId = ''): Promise<Response> {
  const personal = req.headers.has('authorization')
  const user = personal ? userOf(req.headers.get('authorization')) : null
  const cacheName = personal ? user && userCache(user) : shared
  const asked = signOuts
  try {
    const res = await self.fetch(req)
    const current = !personal || asked === signOuts
    if (cacheName && current && mayStore(res, personal)) await put(cacheName, req, res.clone(), personal ? undefined : limit)
    return res
  } catch {
    const hit = cacheName ? await (await self.caches.open(cacheName)).match(req, MATCH) : undefined
    if (hit) noteServed(clientId, hit)
    if (hit) return hit
    if (!new URL(req.url).pathname.startsWith('/api/')) return Response.error()
    return envelope(503, { success: false, status: 'OFFLINE', message: 'You are offline, and this was not saved on this device', data: null })
  }
}

async function sendOrKeep(req: Request): Promise<Response> {
  const copy = req.clone()
  try {
    return await self.fetch(req)
  } catch {
    const headers = [...copy.headers] as [string, string][]
    const userId = copy.headers.has('authorization') ? userOf(copy.headers.get('authorization')) : null
    await keep({ url: copy.url, method: copy.method, headers, body: await copy.text(), userId, keptAt: Date.now() })
    await self.registration.sync?.register(SYNC_TAG).catch(() => {})
    return envelope(202, { success: true, status: QUEUED_STATUS, message: OFFLINE_SAVED, data: null })
  }
}

async function tell(message: WorkerMessage) {
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage(message)
}

const sendKept = () =>
  flush(
    keptStore,
    (w: KeptWrite) => self.fetch(w.url, { method: w.method, headers: w.headers, body: w.body }),
    (w) => void tell({ type: 'sent', path: new URL(w.url).pathname }),
  )

self.addEventListener('install', (e) => {
  e.waitUntil(self.caches.open(BUILD).then((c) => c.addAll(HAVEN_SW.precache.map((u) => new Request(u, { cache: 'reload' })))))
})

self.addEventListener('activate', (e) => {
  e.waitUntil(
    (async () => {
      for (const name of await self.caches.keys()) if (isStaleBuildCache(name, HAVEN_SW.version)) await self.caches.delete(name)
      await self.clients.claim()
      await sendKept().catch(() => {})
    })(),
  )
})

self.addEventListener('fetch', (e: FetchEvent) => {
  const req = e.request
  const strategy = strategyFor({ method: req.method, url: req.url, mode: req.mode, origin: self.location.origin, headers: req.headers })
  if (strategy === 'pass') return
  if (strategy === 'navigation') e.respondWith(navigate(req))
  else if (strategy === 'asset') e.respondWith(cacheFirst(BUILD, req))
  else if (strategy === 'media') e.respondWith(cacheFirst(MEDIA_CACHE, req, MEDIA_LIMIT))
  else if (strategy === 'api') e.respondWith(networkFirst(req, API_CACHE, API_LIMIT, e.clientId))
  else if (strategy === 'file') e.respondWith(networkFirst(req, BUILD))
  else e.respondWith(sendOrKeep(req))
})

/**
 * A page loaded before this worker controlled it (the first visit): its HTML and the files it
 * loaded are stored now, from the HTTP cache, so it too reads offline. Only a page of this build
 * (its entry script is one this version precaches), so no other build's files enter this cache.
 */
async function keepSeen(msg: Extract<PageMessage, { type: 'seen' }>) {
  if (!HAVEN_SW.precache.includes(msg.script)) return
  const origin = self.location.origin
  const urls = msg.urls.filter((u) => u.startsWith(`${origin}/assets/`) || u.startsWith(`${origin}/media/`))
  const store = (u: string) => (u.startsWith(`${origin}/assets/`) ? cacheFirst(BUILD, new Request(u)) : cacheFirst(MEDIA_CACHE, new Request(u), MEDIA_LIMIT))
  await Promise.all(urls.map((u) => store(u).catch(() => null)))
  const cache = await self.caches.open(BUILD)
  if (msg.page.startsWith(`${origin}/`) && !(await cache.match(msg.page, MATCH))) await navigate(new Request(msg.page)).catch(() => null)
}

self.addEventListener('message', (e) => {
  const msg = e.data as PageMessage | null
  if (msg?.type === 'seen') e.waitUntil(keepSeen(msg))
  const at = msg?.type === 'cached?' && e.source && servedAt.get(e.source.id)
  if (at) e.waitUntil(self.clients.get(e.source!.id).then((c) => c?.postMessage({ type: 'cached', at } satisfies WorkerMessage)))
  if (msg?.type === 'flush') e.waitUntil(sendKept().catch(() => {}))
  if (msg?.type === 'sign-out')
    e.waitUntil(
      (async () => {
        signOuts += 1
        for (const name of await self.caches.keys()) if (isUserCache(name)) await self.caches.delete(name)
        await forgetUsers()
      })(),
    )
})

self.addEventListener('sync', (e) => {
  if (e.tag === SYNC_TAG) e.waitUntil(sendKept())
})
