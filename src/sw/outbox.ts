/**
 * Writes sent while offline, kept in IndexedDB by the worker and sent again when the network
 * returns (decision 054). Each keeps the Idempotency-Key it was first sent with, so however many
 * times a send is retried (a lost answer, two triggers at once), the server stores it once.
 */

export interface KeptWrite {
  id?: number
  url: string
  method: string
  headers: [string, string][]
  body: string
  /** The signed-in user it was sent as, or null (a marketing form): dropped at that user's sign-out. */
  userId: string | null
  keptAt: number
}

const DB = 'haven-outbox'
const STORE = 'writes'

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB, 1)
    req.onupgradeneeded = () => req.result.createObjectStore(STORE, { keyPath: 'id', autoIncrement: true })
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => reject(req.error)
  })
}

async function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open()
  try {
    return await new Promise<T>((resolve, reject) => {
      const req = act(db.transaction(STORE, mode).objectStore(STORE))
      req.onsuccess = () => resolve(req.result)
      req.onerror = () => reject(req.error)
    })
  } finally {
    db.close()
  }
}

export const keep = (write: KeptWrite) => run('readwrite', (s) => s.add(write))
export const allKept = () => run<KeptWrite[]>('readonly', (s) => s.getAll() as IDBRequest<KeptWrite[]>)
export const forget = (id: number) => run('readwrite', (s) => s.delete(id))

/** A kept write is settled by any answer but a server's failure or a rate limit, which are retried later. */
export const settled = (status: number) => status < 500 && status !== 429 && status !== 409

/** Where kept writes are read and deleted (IndexedDB in the worker; a list in tests). */
export interface KeptStore {
  all(): Promise<KeptWrite[]>
  forget(id: number): Promise<unknown>
}
export const keptStore: KeptStore = { all: allKept, forget }

let flushing: Promise<unknown> = Promise.resolve()

/**
 * Sends every kept write, oldest first, one at a time; stops at the first that finds no network.
 * A call made while a flush runs waits for it, then reads what is left: no write is sent by two
 * flushes at once, and one the first flush settled is not sent again.
 */
export function flush(store: KeptStore, send: (w: KeptWrite) => Promise<Response>, onSent: (w: KeptWrite) => void): Promise<void> {
  const run = flushing.then(async () => {
    for (const w of await store.all()) {
      let res: Response
      try {
        res = await send(w)
      } catch {
        return
      }
      if (!settled(res.status)) return
      await store.forget(w.id!)
      if (res.ok) onSent(w)
    }
  })
  flushing = run.catch(() => {})
  return run
}

/** At sign-out: the user's kept writes go with their cached pages (they are sent as that user). */
export async function forgetUsers(): Promise<void> {
  for (const w of await allKept()) if (w.userId !== null) await forget(w.id!)
}
