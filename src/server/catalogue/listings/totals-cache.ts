import type { Db } from '~/server/db/db'

/**
 * Exact totals (count, units, average) cost a scan of every match — 5–8 ms for 35,000 Lagos
 * listings — while the catalogue only changes on seed or import. So each process keeps recent
 * totals per query, tagged with catalogue_version; one indexed read tells when they are stale.
 */
const MAX_ENTRIES = 2000
const caches = new WeakMap<Db, Map<string, { version: number; value: unknown }>>()

export async function catalogueVersion(db: Db): Promise<number> {
  const [row] = await db.query<{ version: number }>('select version from catalogue_version')
  return Number(row?.version ?? 0)
}

export async function cachedTotals<T>(
  db: Db,
  version: number,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  let cache = caches.get(db)
  if (!cache) caches.set(db, (cache = new Map()))
  const hit = cache.get(key)
  if (hit && hit.version === version) {
    // Re-insert: Map keeps insertion order, so the oldest entry is always first (LRU).
    cache.delete(key)
    cache.set(key, hit)
    return hit.value as T
  }
  const value = await load()
  cache.set(key, { version, value })
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!)
  return value
}
