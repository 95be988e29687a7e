/**
 * The few service-worker globals the worker uses, typed here: the project compiles against the
 * DOM library, whose `self` is a Window, and the WebWorker library cannot be loaded beside it.
 */
export interface ExtendableEvent extends Event {
  waitUntil(p: Promise<unknown>): void
}
export interface FetchEvent extends ExtendableEvent {
  request: Request
  /** The page that asked ('' for a navigation). */
  clientId: string
  respondWith(r: Response | Promise<Response>): void
}
export interface MessageFromPage extends ExtendableEvent {
  data: unknown
  source: { id: string } | null
}
export interface SyncEvent extends ExtendableEvent {
  tag: string
}
interface WindowClientLike {
  postMessage(message: unknown): void
}
export interface WorkerScope {
  location: Location
  registration: { sync?: { register(tag: string): Promise<void> } }
  clients: { matchAll(o: { type: 'window' }): Promise<WindowClientLike[]>; get(id: string): Promise<WindowClientLike | undefined>; claim(): Promise<void> }
  fetch: typeof fetch
  caches: CacheStorage
  addEventListener(type: 'install' | 'activate', l: (e: ExtendableEvent) => void): void
  addEventListener(type: 'fetch', l: (e: FetchEvent) => void): void
  addEventListener(type: 'message', l: (e: MessageFromPage) => void): void
  addEventListener(type: 'sync', l: (e: SyncEvent) => void): void
}

/** What the build writes before the worker's code in each tenant's sw.js (scripts/build-lib/service-worker.ts). */
export interface WorkerBuild {
  /** Changes with every build's shell: the app shell's HTML and the hashed files it names. */
  version: string
  /** The app shell and the entries' hashed files, stored at install as one version. */
  precache: string[]
  /** The app shell's URL, answered for a client route never opened on this device. */
  shell: string
  /** Client routes' paths (/listings/:slug): the app shell draws those from cached answers. */
  clientRoutes: string[]
  /** Those routes' titles (src/config/paths.ts), naming a kept copy of the app shell on the offline page. */
  titles: Record<string, string>
}
